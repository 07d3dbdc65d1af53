import { TOUR_CATEGORIES, tourCategoryLabel } from '#common/tour-categories.ts';
import type { ListPage } from '#app/lib/use-paged-list.ts';
import { PlaceCard, type AdminPlace } from './place-card.tsx';
import { RecordListPage, type RecordListCopy } from './record-list-page.tsx';
import { VisitPlaceForm } from './visit-place-form.tsx';

const PLACES: RecordListCopy = {
  one: 'tour place',
  many: 'tour places',
  listed: ' on the Visit Taxila page, newest first.',
  path: '/admin/places',
  addLabel: 'Add Tour/Place',
  search: { label: 'Search by name or description', placeholder: 'Stupa, museum, monastery...' },
  choice: {
    name: 'category',
    label: 'Category',
    allLabel: 'All Categories',
    options: TOUR_CATEGORIES.map(tourCategoryLabel),
  },
  empty: {
    title: 'No tour places found',
    filtered: 'No places match your search criteria',
    unfiltered: 'No tour places available yet',
    showAll: 'Show all places',
    addFirst: 'Add the first place',
  },
  footerNoun: 'places',
  editTitle: 'Edit Tour Place',
  deleteUrl: (id) => `/api/visit-places/${id}`,
  deleted: {
    success: 'Visit place moved to the trash. You can restore it for 30 days.',
    failure: 'Failed to delete visit place. Please check console.',
  },
  grid: 'grid-cols-1 sm:grid-cols-2 xl:grid-cols-3',
};

/** The tour places' list. */
export function PlacesList({ list }: { list: ListPage<AdminPlace> }) {
  return (
    <RecordListPage
      first={list}
      copy={PLACES}
      card={(place, actions) => <PlaceCard place={place} onEdit={actions.edit} onDelete={actions.remove} />}
      form={(place, done) => (
        <VisitPlaceForm key={place.id} place={place} onCancel={done.cancel} onSaved={done.saved} />
      )}
    />
  );
}
