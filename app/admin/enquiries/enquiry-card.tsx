import { Mail, MessageCircle, Phone } from 'lucide-react';
import type { EnquiryStatus } from '#common/enquiries.ts';
import type { Enquiry } from '#common/schemas/enquiries.ts';
import { EXTERNAL_LINK } from '#common/whatsapp-link.ts';
import { WHEN } from '#app/admin/activity/history-words.ts';
import { ConfirmDelete } from '#app/admin/ui/confirm-delete.tsx';
import { mailReply, whatsappReply } from './enquiry-replies.ts';

export const STATUS_LOOKS: Record<EnquiryStatus, { label: string; className: string }> = {
  new: { label: 'New', className: 'bg-terracotta-700 text-white' },
  contacted: { label: 'Contacted', className: 'bg-sandstone-400 text-schist-900' },
  closed: { label: 'Closed', className: 'bg-limestone-200 text-schist-800' },
};

/** The next step of each status, and the way back. */
const MOVES: Record<EnquiryStatus, { to: EnquiryStatus; label: string }[]> = {
  new: [
    { to: 'contacted', label: 'Mark contacted' },
    { to: 'closed', label: 'Close' },
  ],
  contacted: [{ to: 'closed', label: 'Close' }],
  closed: [{ to: 'new', label: 'Reopen' }],
};

const button =
  'inline-flex items-center gap-2 rounded-full border border-limestone-300 px-4 py-2 text-sm font-semibold text-schist-800 hover:bg-limestone-200';

/** One enquiry: who, when, about what, the message, the ways to answer, and its status. */
export function EnquiryCard(props: {
  enquiry: Enquiry;
  origin: string;
  busy: boolean;
  onStatus: (status: EnquiryStatus) => void;
  onDelete: () => Promise<void>;
}) {
  const { enquiry } = props;
  const whatsapp = whatsappReply(enquiry, props.origin);
  const mail = mailReply(enquiry, props.origin);
  const look = STATUS_LOOKS[enquiry.status];
  return (
    <li className="rounded-2xl bg-limestone-50 p-5 ring-1 ring-limestone-200 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-xl font-semibold text-schist-900">{enquiry.name}</h2>
          <p className="text-sm text-schist-600">
            <time dateTime={enquiry.createdAt}>{WHEN.format(new Date(enquiry.createdAt))}</time>
            {enquiry.email ? <> · {enquiry.email}</> : null}
            {enquiry.phone ? <> · {enquiry.phone}</> : null}
          </p>
        </div>
        <span
          className={`rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-wider ${look.className}`}
        >
          {look.label}
        </span>
      </div>
      {enquiry.about ? (
        <p className="mt-3 text-sm text-schist-700">
          {enquiry.about.kind === 'product' ? 'About the piece ' : 'Tour request: '}
          {enquiry.about.path ? (
            <a
              href={enquiry.about.path}
              {...EXTERNAL_LINK}
              className="font-semibold text-schist-900 underline underline-offset-4 hover:text-terracotta-700"
            >
              {enquiry.about.label}
            </a>
          ) : (
            <span className="font-semibold">{enquiry.about.label} (no longer shown)</span>
          )}
          {enquiry.preferredDate ? <> · on {enquiry.preferredDate}</> : null}
          {enquiry.partySize ? <> · {enquiry.partySize} people</> : null}
        </p>
      ) : null}
      <p className="mt-3 whitespace-pre-line text-schist-800">{enquiry.message}</p>
      <div className="mt-5 flex flex-wrap items-center gap-2">
        {whatsapp ? (
          <a href={whatsapp} {...EXTERNAL_LINK} className={button}>
            <MessageCircle aria-hidden="true" className="size-4" />
            Reply on WhatsApp
          </a>
        ) : null}
        {mail ? (
          <a href={mail} className={button}>
            <Mail aria-hidden="true" className="size-4" />
            Reply by e-mail
          </a>
        ) : null}
        {enquiry.phone ? (
          <a href={`tel:${enquiry.phone.replace(/[^\d+]/g, '')}`} className={button}>
            <Phone aria-hidden="true" className="size-4" />
            Call
          </a>
        ) : null}
        <span className="flex-1" />
        {MOVES[enquiry.status].map((move) => (
          <button
            key={move.to}
            type="button"
            disabled={props.busy}
            onClick={() => props.onStatus(move.to)}
            aria-label={`${move.label}: ${enquiry.name}`}
            className={`${button} disabled:opacity-60`}
          >
            {move.label}
          </button>
        ))}
        <ConfirmDelete name={`the enquiry from ${enquiry.name}`} onConfirm={props.onDelete} />
      </div>
    </li>
  );
}
