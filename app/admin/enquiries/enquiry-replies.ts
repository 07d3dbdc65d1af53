import type { Enquiry } from '#common/schemas/enquiries.ts';
import { whatsappLink } from '#common/whatsapp-link.ts';

/** The first line of the owner's answer, naming what the visitor asked about. */
function replyText(enquiry: Enquiry, origin: string): string {
  const about = enquiry.about
    ? ` about ${enquiry.about.label}${enquiry.about.path ? ` (${origin}${enquiry.about.path})` : ''}`
    : '';
  return `Hello ${enquiry.name}, thank you for your message${about} to Gandhara Arts. `;
}

/** WhatsApp to the visitor's phone, with the answer begun; null without a phone number. */
export function whatsappReply(enquiry: Enquiry, origin: string): string | null {
  return enquiry.phone ? whatsappLink(enquiry.phone, replyText(enquiry, origin)) : null;
}

/** An e-mail to the visitor, its subject and first line written, the message quoted; null without an address. */
export function mailReply(enquiry: Enquiry, origin: string): string | null {
  if (!enquiry.email) return null;
  const subject = `Re: your enquiry${enquiry.about ? ` about ${enquiry.about.label}` : ''}`;
  const quoted = enquiry.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const body = `${replyText(enquiry, origin)}\n\n\n${quoted}`;
  return `mailto:${enquiry.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
