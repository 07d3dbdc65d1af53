import {
  ENQUIRY_MESSAGES,
  ENQUIRY_MIN_SECONDS,
  ENQUIRY_STATUSES,
  ENQUIRY_TICKET_HOURS,
  enquiryRetentionCutoff,
  type EnquiryStatus,
} from '#common/enquiries.ts';
import { productPath, tourPath } from '#common/paths.ts';
import type { Enquiry, EnquiryCounts, EnquiryInput } from '#common/schemas/enquiries.ts';
import { newId } from '#server/db/ids.ts';
import { toIsoString } from '#server/db/values.ts';
import { DomainError } from '#server/domain-error.ts';
import type { EnquiryRepository, EnquiryWithSubject } from './enquiry-repository.ts';
import type { OwnerMailer } from './enquiry-mail.ts';
import { enquiryTicketAge, issueEnquiryTicket } from './enquiry-ticket.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An enquiry as the inbox shows it: what it is about links to its page while the page is public. */
function toEnquiry(row: EnquiryWithSubject): Enquiry {
  const about = row.product_id
    ? {
        kind: 'product' as const,
        id: row.product_id,
        label: row.product_title ?? row.subject_label ?? 'A piece no longer in the catalogue',
        path:
          row.product_status === 'published' && row.product_slug
            ? productPath({ slug: row.product_slug })
            : null,
      }
    : row.visit_place_id
      ? {
          kind: 'tour' as const,
          id: row.visit_place_id,
          label: row.place_name ?? row.subject_label ?? 'A tour no longer offered',
          path:
            row.place_status === 'published' && row.place_slug ? tourPath({ slug: row.place_slug }) : null,
        }
      : null;
  return {
    id: row.id,
    status: row.status,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    preferredDate: row.preferred_date,
    partySize: row.party_size,
    about,
    createdAt: toIsoString(row.created_at),
    updatedAt: toIsoString(row.updated_at),
  };
}

/** The owner's notice: who, how to answer, about what, and the message. */
function noticeText(enquiry: EnquiryInput, about: { label: string; url: string } | null, inbox: string) {
  const lines = [
    `Name: ${enquiry.name}`,
    enquiry.email ? `E-mail: ${enquiry.email}` : null,
    enquiry.phone ? `Phone: ${enquiry.phone}` : null,
    about ? `About: ${about.label} (${about.url})` : null,
    enquiry.preferredDate ? `Preferred date: ${enquiry.preferredDate}` : null,
    enquiry.partySize ? `People: ${enquiry.partySize}` : null,
    '',
    enquiry.message,
    '',
    `Answer it from the inbox: ${inbox}`,
  ];
  return lines.filter((line) => line !== null).join('\n');
}

/**
 * Visitors' enquiries (issue 20, item 4; decision 036): the form's ticket, the checks a robot fails (the honeypot,
 * the time), what it is about, and the owner's inbox. Enquiries past the privacy policy's period are deleted when a
 * new one arrives and when the inbox is read.
 */
export function createEnquiryService(deps: {
  repository: EnquiryRepository;
  secret: () => Promise<string>;
  publicUrl: string;
  ownerEmail: () => Promise<string>;
  mailer: OwnerMailer | null;
  now?: () => Date;
  log: (message: string, details?: Record<string, unknown>) => void;
}) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());
  const removeExpired = () => repository.removeOlderThan(enquiryRetentionCutoff(now()));

  /** How many enquiries have each status: the inbox's filters and the panel's badge. */
  async function counts(): Promise<EnquiryCounts> {
    const byStatus: EnquiryCounts = { new: 0, contacted: 0, closed: 0 };
    for (const row of await repository.counts()) byStatus[row.status] = row.count;
    return byStatus;
  }

  async function checkTicket(ticket: string, at: Date) {
    const age = enquiryTicketAge(await deps.secret(), ticket, at);
    if (age === null) throw new DomainError('invalid', ENQUIRY_MESSAGES.noTicket);
    if (age < ENQUIRY_MIN_SECONDS * 1000) throw new DomainError('invalid', ENQUIRY_MESSAGES.tooFast);
    if (age > ENQUIRY_TICKET_HOURS * 60 * 60 * 1000)
      throw new DomainError('invalid', ENQUIRY_MESSAGES.expired);
  }

  async function subjectOf(input: EnquiryInput) {
    if (input.productId) {
      const product = await repository.publishedSubject('products', input.productId);
      if (!product) throw new DomainError('invalid', ENQUIRY_MESSAGES.unknownProduct, 'productId');
      return { label: product.label, path: productPath(product) };
    }
    if (input.visitPlaceId) {
      const place = await repository.publishedSubject('visit_places', input.visitPlaceId);
      if (!place) throw new DomainError('invalid', ENQUIRY_MESSAGES.unknownTour, 'visitPlaceId');
      return { label: place.label, path: tourPath(place) };
    }
    return null;
  }

  return {
    /** A new form's signed start time. */
    async ticket() {
      return issueEnquiryTicket(await deps.secret(), now());
    },

    async create(input: EnquiryInput) {
      const at = now();
      // A person never sees the honeypot; whatever is in it was put there by a program.
      if (input.website) throw new DomainError('invalid', ENQUIRY_MESSAGES.automated);
      await checkTicket(input.ticket, at);
      if (
        input.preferredDate &&
        input.preferredDate < new Date(at.getTime() - DAY_MS).toISOString().slice(0, 10)
      )
        throw new DomainError('invalid', 'Choose a date from today on', 'preferredDate');
      const subject = await subjectOf(input);
      const id = newId(at);
      await repository.insert({
        id,
        status: 'new',
        name: input.name,
        email: input.email ?? null,
        phone: input.phone ?? null,
        message: input.message,
        product_id: input.productId ?? null,
        visit_place_id: input.visitPlaceId ?? null,
        subject_label: subject?.label ?? null,
        preferred_date: input.preferredDate ?? null,
        party_size: input.partySize ?? null,
        created_at: at,
        updated_at: at,
      });
      await removeExpired();
      if (deps.mailer) {
        const mailer = deps.mailer;
        const about = subject ? { label: subject.label, url: `${deps.publicUrl}${subject.path}` } : null;
        // Not awaited: the visitor's answer does not wait for the mail server (the mailer logs a failure).
        void deps
          .ownerEmail()
          .then((to) =>
            mailer.send({
              to,
              ...(input.email ? { replyTo: input.email } : {}),
              subject: `New enquiry from ${input.name}${subject ? ` about ${subject.label}` : ''}`,
              text: noticeText(input, about, `${deps.publicUrl}/admin/enquiries`),
            }),
          )
          .catch((error: unknown) =>
            deps.log('The enquiry notice could not be sent', { error: String(error) }),
          );
      }
      return { id };
    },

    async list(options: { status?: EnquiryStatus; page: number; limit: number }) {
      await removeExpired();
      const [rows, byStatus] = await Promise.all([repository.list(options), counts()]);
      const total = options.status
        ? byStatus[options.status]
        : ENQUIRY_STATUSES.reduce((sum, status) => sum + byStatus[status], 0);
      return { items: rows.map(toEnquiry), total, counts: byStatus };
    },

    counts,

    /** Moves an enquiry on (new → contacted → closed, or back); null when there is no such enquiry. */
    async setStatus(id: string, status: EnquiryStatus) {
      if ((await repository.setStatus(id, status, now())) === 0) return null;
      const row = await repository.find(id);
      return row ? toEnquiry(row) : null;
    },

    /** Deletes an enquiry for good (the visitor asked, or it is done with); false when there was none. */
    async remove(id: string) {
      return (await repository.remove(id)) > 0;
    },
  };
}
