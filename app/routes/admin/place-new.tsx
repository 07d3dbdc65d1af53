import { Landmark } from 'lucide-react';
import { RecordAddPage } from '#app/admin/records/record-add-page.tsx';
import { VisitPlaceForm } from '#app/admin/records/visit-place-form.tsx';
import { adminMeta } from '#app/admin/ui/admin-meta.ts';
import type { Route } from './+types/place-new';

export const meta: Route.MetaFunction = () => adminMeta('Add Tour/Place');

/** Adding a tour place (admin-area.md §2 "Tour/Visit place form"). */
export default function AddPlace() {
  return (
    <RecordAddPage
      intro="A heritage site or tour for the Visit Taxila page: its story, where it is, and a photograph or a short video."
      list={{ to: '/admin/places', label: 'Places List', icon: Landmark }}
      heading="New tour place"
      headingId="new-place-heading"
    >
      <VisitPlaceForm />
    </RecordAddPage>
  );
}
