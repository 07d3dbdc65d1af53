/**
 * The rules of a visitor's enquiry (issue 20, item 4; decision 036), in one place for the form, the server and the
 * privacy policy.
 */

/** How long an enquiry is kept: the privacy policy says so, and older ones are deleted. */
export const ENQUIRY_RETENTION_MONTHS = 12;

/** A form sent sooner than this after it was first used is refused: people take longer to write. */
export const ENQUIRY_MIN_SECONDS = 3;

/** A ticket older than this is refused too: the visitor asks for a new one by sending again. */
export const ENQUIRY_TICKET_HOURS = 24;

/** Enquiries one address may send in an hour, counted on every instance. */
export const ENQUIRY_HOURLY_LIMIT = 5;

export const ENQUIRY_STATUSES = ['new', 'contacted', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** The moment before which enquiries are deleted. */
export function enquiryRetentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - ENQUIRY_RETENTION_MONTHS);
  return cutoff;
}

/** What the visitor reads when a refusal is theirs to fix. */
export const ENQUIRY_MESSAGES = {
  sent: 'Thank you: your message has reached us. We usually answer within a day.',
  contactNeeded: 'Give an e-mail address or a phone number, so that we can answer you',
  tooFast: `That was quicker than anyone can write: please check your message and send it again in a few seconds.`,
  noTicket: 'The form could not be checked. Please reload the page and send your message again.',
  expired: 'The form has been open for a long time. Please send your message again.',
  automated:
    'Your message looks automated, so it was not sent. If you are a person, please call or write to us.',
  tooMany: `You have sent ${ENQUIRY_HOURLY_LIMIT} messages in the last hour. Please wait a while, or reach us on WhatsApp or by phone.`,
  unknownProduct: 'The piece this message is about is no longer in the collection.',
  unknownTour: 'The tour this message is about is no longer offered.',
} as const;
