import crypto from 'node:crypto';

/** `<issued at, in ms>.<HMAC-SHA256, base64url>` */
const TICKET = /^(\d{13})\.([A-Za-z0-9_-]{43})$/;

const signature = (secret: string, issuedAt: string) =>
  crypto.createHmac('sha256', secret).update(`enquiry-ticket\0${issuedAt}`).digest();

/**
 * The form's start time, signed with the session secret (decision 036). The page's HTML is cached and shared, so the
 * time cannot be written into it: the form asks for a ticket when the visitor first uses it, and sends it back.
 */
export function issueEnquiryTicket(secret: string, at: Date): string {
  const issuedAt = String(at.getTime());
  return `${issuedAt}.${signature(secret, issuedAt).toString('base64url')}`;
}

/** How long ago a ticket of ours was issued, in ms; null for anything made up or altered. */
export function enquiryTicketAge(secret: string, ticket: string, at: Date): number | null {
  const match = TICKET.exec(ticket);
  if (!match) return null;
  const [, issuedAt, given] = match as unknown as [string, string, string];
  const expected = signature(secret, issuedAt);
  const actual = Buffer.from(given, 'base64url');
  if (actual.length !== expected.length || !crypto.timingSafeEqual(actual, expected)) return null;
  return at.getTime() - Number(issuedAt);
}
