import { Landmark } from 'lucide-react';
import { Link } from 'react-router';
import { VisitPlaceForm } from '#app/admin/records/visit-place-form.tsx';
import type { Route } from './+types/place-new';

export const meta: Route.MetaFunction = () => [
  { title: 'Add Tour/Place | Admin Panel | Gandhara Arts' },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** Adding a tour place (admin-area.md §2 "Tour/Visit place form"). */
export default function AddPlace() {
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <p className="max-w-2xl text-schist-600">
          A heritage site or tour for the Visit Taxila page: its story, where it is, and a photograph or a
          short video.
        </p>
        <Link
          to="/admin/places"
          className="inline-flex items-center gap-2 rounded-full border border-schist-800 px-4 py-2 text-sm font-semibold text-schist-900 hover:bg-limestone-200"
        >
          <Landmark aria-hidden="true" className="size-4" />
          Places List
        </Link>
      </div>
      <section
        aria-labelledby="new-place-heading"
        className="rounded-3xl bg-limestone-50 p-5 ring-1 ring-limestone-200 sm:p-8"
      >
        <h2 id="new-place-heading" className="mb-6 text-2xl font-semibold">
          New tour place
        </h2>
        <VisitPlaceForm />
      </section>
    </div>
  );
}
