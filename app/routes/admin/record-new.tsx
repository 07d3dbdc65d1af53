import { Landmark, Users } from 'lucide-react';
import { useMatches } from 'react-router';
import { MasterForm } from '#app/admin/records/master-form.tsx';
import { RecordAddPage } from '#app/admin/records/record-add-page.tsx';
import { VisitPlaceForm } from '#app/admin/records/visit-place-form.tsx';
import { adminMeta } from '#app/admin/ui/admin-meta.ts';
import type { Route } from './+types/record-new';

/**
 * The records with an add page of their own, by the id of their route (app/routes.ts): a master craftsman
 * (admin-area.md §2 "Add Master form") and a tour place ("Tour/Visit place form").
 */
const KINDS = {
  'master-new': {
    title: 'Add Master',
    Form: MasterForm,
    page: {
      intro:
        'A craftsman of the workshop for the home page and Our Masters: their specialty, years at the stone, their story and a portrait.',
      list: { to: '/admin/masters', label: 'Masters List', icon: Users },
      heading: 'New master craftsman',
      headingId: 'new-master-heading',
    },
  },
  'place-new': {
    title: 'Add Tour/Place',
    Form: VisitPlaceForm,
    page: {
      intro:
        'A heritage site or tour for the Visit Taxila page: its story, where it is, and a photograph or a short video.',
      list: { to: '/admin/places', label: 'Places List', icon: Landmark },
      heading: 'New tour place',
      headingId: 'new-place-heading',
    },
  },
};

const kindOf = (matches: readonly ({ id: string } | undefined)[]) =>
  KINDS[matches.at(-1)?.id === 'place-new' ? 'place-new' : 'master-new'];

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(kindOf(matches).title);

/** Adding a master craftsman or a tour place: what it is for, the way to its list, and its form. */
export default function AddRecord() {
  const { Form, page } = kindOf(useMatches());
  return (
    <RecordAddPage {...page}>
      <Form />
    </RecordAddPage>
  );
}
