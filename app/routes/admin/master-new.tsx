import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { MasterForm } from '#app/admin/records/master-form.tsx';
import type { Route } from './+types/master-new';

export const meta: Route.MetaFunction = () => [
  { title: 'Add Master | Admin Panel | Gandhara Arts' },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** Adding a master craftsman (admin-area.md §2 "Add Master form"). */
export default function AddMaster() {
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <p className="max-w-2xl text-schist-600">
          A craftsman of the workshop for the home page and Our Masters: their specialty, years at the stone,
          their story and a portrait.
        </p>
        <Link
          to="/admin/masters"
          className="inline-flex items-center gap-2 rounded-full border border-schist-800 px-4 py-2 text-sm font-semibold text-schist-900 hover:bg-limestone-200"
        >
          <Users aria-hidden="true" className="size-4" />
          Masters List
        </Link>
      </div>
      <section
        aria-labelledby="new-master-heading"
        className="rounded-3xl bg-limestone-50 p-5 ring-1 ring-limestone-200 sm:p-8"
      >
        <h2 id="new-master-heading" className="mb-6 text-2xl font-semibold">
          New master craftsman
        </h2>
        <MasterForm />
      </section>
    </div>
  );
}
