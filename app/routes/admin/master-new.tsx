import { Users } from 'lucide-react';
import { MasterForm } from '#app/admin/records/master-form.tsx';
import { RecordAddPage } from '#app/admin/records/record-add-page.tsx';
import { adminMeta } from '#app/admin/ui/admin-meta.ts';
import type { Route } from './+types/master-new';

export const meta: Route.MetaFunction = () => adminMeta('Add Master');

/** Adding a master craftsman (admin-area.md §2 "Add Master form"). */
export default function AddMaster() {
  return (
    <RecordAddPage
      intro="A craftsman of the workshop for the home page and Our Masters: their specialty, years at the stone, their story and a portrait."
      list={{ to: '/admin/masters', label: 'Masters List', icon: Users }}
      heading="New master craftsman"
      headingId="new-master-heading"
    >
      <MasterForm />
    </RecordAddPage>
  );
}
