import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A record's own add page (a tour place, a master craftsman): what it is for, the way to its list, and its form. */
export function RecordAddPage(props: {
  intro: string;
  list: { to: string; label: string; icon: LucideIcon };
  /** The form's heading, and its id for the section's name. */
  heading: string;
  headingId: string;
  children: ReactNode;
}) {
  const Icon = props.list.icon;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <p className="max-w-2xl text-schist-600">{props.intro}</p>
        <Link
          to={props.list.to}
          className="inline-flex items-center gap-2 rounded-full border border-schist-800 px-4 py-2 text-sm font-semibold text-schist-900 hover:bg-limestone-200"
        >
          <Icon aria-hidden="true" className="size-4" />
          {props.list.label}
        </Link>
      </div>
      <section
        aria-labelledby={props.headingId}
        className="rounded-3xl bg-limestone-50 p-5 ring-1 ring-limestone-200 sm:p-8"
      >
        <h2 id={props.headingId} className="mb-6 text-2xl font-semibold">
          {props.heading}
        </h2>
        {props.children}
      </section>
    </div>
  );
}
