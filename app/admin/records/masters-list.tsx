import { useState } from 'react';
import { MASTER_SPECIALTIES } from '#common/schemas/masters.ts';
import type { ListPage } from '#app/lib/use-paged-list.ts';
import { AdminModal } from '#app/admin/ui/admin-modal.tsx';
import { MasterCardView, MasterDetails, type AdminMaster } from './master-cards.tsx';
import { MasterForm } from './master-form.tsx';
import { RecordListPage, type RecordListCopy } from './record-list-page.tsx';

const MASTERS: RecordListCopy = {
  one: 'master craftsman',
  many: 'master craftsmen',
  listed: ', newest first.',
  path: '/admin/masters',
  addLabel: 'Add Master',
  search: { label: 'Search by name', placeholder: "A craftsman's name..." },
  choice: { name: 'specialty', label: 'Specialty', allLabel: 'All Specialties', options: MASTER_SPECIALTIES },
  empty: {
    title: 'No master craftsmen found',
    filtered: 'No masters match your search criteria',
    unfiltered: 'No master craftsmen available yet. Add the workshop’s masters to show them on the website.',
    showAll: 'Show all masters',
    addFirst: 'Add the first master',
  },
  footerNoun: 'masters',
  editTitle: 'Edit Master',
  deleteUrl: (id) => `/api/masters/${id}`,
  deleted: {
    success: 'Master moved to the trash. You can restore it for 30 days.',
    failure: 'Failed to delete master. Please check console.',
  },
  grid: 'grid-cols-1 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4',
};

/** The craftsmen's list: what differs from the places' is a card that opens the details, from which Edit opens too. */
export function MastersList({ list }: { list: ListPage<AdminMaster> }) {
  const [viewing, setViewing] = useState<AdminMaster | null>(null);
  return (
    <RecordListPage
      first={list}
      copy={MASTERS}
      card={(master, actions) => (
        <MasterCardView
          master={master}
          onView={() => setViewing(master)}
          onEdit={actions.edit}
          onDelete={actions.remove}
        />
      )}
      form={(master, done) => (
        <MasterForm key={master.id} master={master} onCancel={done.cancel} onSaved={done.saved} />
      )}
    >
      {(edit) => (
        <AdminModal
          open={viewing !== null}
          onOpenChange={(open) => !open && setViewing(null)}
          title={viewing?.name ?? 'Master craftsman'}
          wide
        >
          {viewing ? (
            <MasterDetails
              master={viewing}
              onEdit={() => {
                setViewing(null);
                edit(viewing);
              }}
            />
          ) : null}
        </AdminModal>
      )}
    </RecordListPage>
  );
}
