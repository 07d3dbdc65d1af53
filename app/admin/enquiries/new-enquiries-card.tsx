import { Inbox } from 'lucide-react';
import { Link } from 'react-router';

/** The dashboard's line about new enquiries, to the inbox. */
export function NewEnquiriesCard({ count }: { count: number }) {
  return (
    <Link
      to="/admin/enquiries?status=new"
      className="flex items-center gap-4 rounded-2xl bg-limestone-50 p-5 ring-1 ring-limestone-200 hover:ring-schist-600"
    >
      <span
        className={`flex size-11 shrink-0 items-center justify-center rounded-xl ${count > 0 ? 'bg-terracotta-700 text-white' : 'bg-limestone-200 text-emerald-700'}`}
      >
        <Inbox aria-hidden="true" className="size-5" />
      </span>
      <span>
        <span className="block font-semibold text-schist-900">
          {count === 0 ? 'No new enquiries' : count === 1 ? '1 new enquiry' : `${count} new enquiries`}
        </span>
        <span className="block text-sm text-schist-600">Open the inbox</span>
      </span>
    </Link>
  );
}
