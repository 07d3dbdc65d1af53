import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { toast } from 'sonner';
import { ENQUIRY_RETENTION_MONTHS, ENQUIRY_STATUSES, type EnquiryStatus } from '#common/enquiries.ts';
import type { Enquiry, EnquiryCounts } from '#common/schemas/enquiries.ts';
import { adminRequest, answerMessage } from '#app/admin/ui/admin-api.ts';
import { EnquiryCard, STATUS_LOOKS } from './enquiry-card.tsx';

const address = (status: EnquiryStatus | undefined, page = 1) => {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `/admin/enquiries${query ? `?${query}` : ''}`;
};

const tab = (current: boolean) =>
  `rounded-full px-4 py-2 text-sm font-semibold ${current ? 'bg-schist-800 text-limestone-50' : 'bg-limestone-50 text-schist-800 ring-1 ring-limestone-300 hover:bg-limestone-200'}`;

/** The owner's inbox (decision 036): the enquiries newest first, by status, a page at a time. */
export function EnquiryInbox(props: {
  items: Enquiry[];
  total: number;
  page: number;
  pageSize: number;
  counts: EnquiryCounts;
  status: EnquiryStatus | null;
  origin: string;
}) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);
  const status = props.status ?? undefined;
  const all = ENQUIRY_STATUSES.reduce((sum, each) => sum + props.counts[each], 0);
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));

  const setStatus = async (enquiry: Enquiry, next: EnquiryStatus) => {
    setBusy(enquiry.id);
    try {
      const answer = await adminRequest('PATCH', `/api/admin/enquiries/${enquiry.id}`, { status: next });
      if (answer.ok) toast.success(answer.body?.message ?? 'Saved.');
      else toast.error(answerMessage(answer, 'The enquiry could not be changed. Please try again.'));
      await revalidator.revalidate();
    } finally {
      setBusy(null);
    }
  };
  const remove = async (enquiry: Enquiry) => {
    const answer = await adminRequest('DELETE', `/api/admin/enquiries/${enquiry.id}`);
    if (answer.ok) toast.success(`The enquiry from ${enquiry.name} is deleted.`);
    else toast.error(answerMessage(answer, 'The enquiry could not be deleted. Please try again.'));
    await revalidator.revalidate();
  };

  return (
    <div className="space-y-6">
      <p className="text-schist-600">
        Messages sent through the site’s forms. They are deleted {ENQUIRY_RETENTION_MONTHS} months after they
        arrive, as the privacy policy says.
      </p>
      <nav aria-label="Enquiries by status" className="flex flex-wrap gap-2">
        <Link to={address(undefined)} aria-current={status ? undefined : 'page'} className={tab(!status)}>
          All ({all})
        </Link>
        {ENQUIRY_STATUSES.map((each) => (
          <Link
            key={each}
            to={address(each)}
            aria-current={status === each ? 'page' : undefined}
            className={tab(status === each)}
          >
            {STATUS_LOOKS[each].label} ({props.counts[each]})
          </Link>
        ))}
      </nav>
      {props.items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl bg-limestone-50 p-10 text-center ring-1 ring-limestone-200">
          <Inbox aria-hidden="true" className="size-8 text-emerald-700" />
          <p className="text-lg font-semibold text-schist-900">No enquiries here.</p>
        </div>
      ) : (
        <ul className="space-y-4" aria-label="Enquiries">
          {props.items.map((enquiry) => (
            <EnquiryCard
              key={enquiry.id}
              enquiry={enquiry}
              origin={props.origin}
              busy={busy === enquiry.id}
              onStatus={(next) => void setStatus(enquiry, next)}
              onDelete={() => remove(enquiry)}
            />
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label="Pages" className="flex items-center justify-between gap-3">
          {props.page > 1 ? (
            <Link to={address(status, props.page - 1)} className={tab(false)}>
              Newer
            </Link>
          ) : (
            <span />
          )}
          <p className="text-sm text-schist-600">
            Page {props.page} of {pages}
          </p>
          {props.page < pages ? (
            <Link to={address(status, props.page + 1)} className={tab(false)}>
              Older
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
