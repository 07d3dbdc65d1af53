import { Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useRevalidator, useSearchParams } from 'react-router';
import { PAGE_SIZE } from '#common/schemas/pagination.ts';
import { AdminModal } from '#app/admin/ui/admin-modal.tsx';
import { ListFilters } from '#app/admin/ui/list-filters.tsx';
import { countText, EmptyList, ListFooter } from '#app/admin/ui/list-footer.tsx';
import { adminSave } from '#app/admin/ui/admin-api.ts';
import { usePagedList, type ListPage } from '#app/lib/use-paged-list.ts';

/** The words and addresses of one kind of record's list (tour places, master craftsmen). */
export type RecordListCopy = {
  /** 'tour place' and 'tour places' */
  one: string;
  many: string;
  /** After the count when nothing narrows the list: ', newest first.' */
  listed: string;
  /** The list's address and the add form's. */
  path: string;
  addLabel: string;
  search: { label: string; placeholder: string };
  choice: { name: string; label: string; allLabel: string; options: readonly string[] };
  empty: { title: string; filtered: string; unfiltered: string; showAll: string; addFirst: string };
  /** The footer's noun: 'places' */
  footerNoun: string;
  editTitle: string;
  /** The API address a record is deleted at, and what the admin is told. */
  deleteUrl: (id: string) => string;
  deleted: { success: string; failure: string };
  /** The grid's columns. */
  grid: string;
};

type RecordActions = { edit: () => void; remove: () => Promise<void> };

/**
 * One kind of record's admin list (admin-area.md §4): its count, search and filter, the cards a page at a time,
 * the empty state, and the edit form in a dialog; a deleted record goes to the trash. `children` is given the way
 * to open the form, for a details dialog of its own.
 */
export function RecordListPage<T extends { id: string; name: string }>(props: {
  /** The first page, from the route's loader, which answers the next ones as `{ list }` too. */
  first: ListPage<T>;
  copy: RecordListCopy;
  card: (record: T, actions: RecordActions) => ReactNode;
  form: (record: T, done: { cancel: () => void; saved: () => void }) => ReactNode;
  children?: (edit: (record: T) => void) => ReactNode;
}) {
  const { copy } = props;
  const [editing, setEditing] = useState<T | null>(null);
  const list = usePagedList(props.first, (data: { list: ListPage<T> }) => data.list, PAGE_SIZE);
  const [searchParams] = useSearchParams();
  const filtered = Boolean(searchParams.get('q') || searchParams.get(copy.choice.name));
  const revalidator = useRevalidator();

  const remove = async (record: T) => {
    const done = await adminSave({ method: 'DELETE', url: copy.deleteUrl(record.id) }, copy.deleted);
    if (done) await revalidator.revalidate();
  };
  const count = countText(list.total, copy.one, copy.many);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <p aria-live="polite" className="text-schist-600">
          {filtered
            ? `${count} ${list.total === 1 ? 'matches' : 'match'} your search.`
            : `${count}${copy.listed}`}
        </p>
        <Link
          to={`${copy.path}/new`}
          className="inline-flex items-center gap-2 rounded-full bg-schist-800 px-5 py-2.5 font-semibold text-limestone-50 hover:bg-schist-900"
        >
          <Plus aria-hidden="true" className="size-4" />
          {copy.addLabel}
        </Link>
      </div>
      <ListFilters
        searchLabel={copy.search.label}
        placeholder={copy.search.placeholder}
        choice={copy.choice}
      />
      {list.items.length === 0 ? (
        <EmptyList
          title={copy.empty.title}
          message={filtered ? copy.empty.filtered : copy.empty.unfiltered}
          action={
            filtered ? (
              <Link
                to={copy.path}
                className="mt-2 rounded-full border border-schist-800 px-5 py-2.5 font-semibold text-schist-900 hover:bg-limestone-200"
              >
                {copy.empty.showAll}
              </Link>
            ) : (
              <Link
                to={`${copy.path}/new`}
                className="mt-2 rounded-full bg-schist-800 px-5 py-2.5 font-semibold text-limestone-50 hover:bg-schist-900"
              >
                {copy.empty.addFirst}
              </Link>
            )
          }
        />
      ) : (
        <ul className={`grid gap-5 ${copy.grid}`}>
          {list.items.map((record) => (
            <li key={record.id}>
              {props.card(record, { edit: () => setEditing(record), remove: () => remove(record) })}
            </li>
          ))}
        </ul>
      )}
      <ListFooter noun={copy.footerNoun} list={list} />
      {props.children?.(setEditing)}
      <AdminModal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={copy.editTitle}
        description={editing?.name}
        wide
      >
        {editing
          ? props.form(editing, {
              cancel: () => setEditing(null),
              saved: () => {
                setEditing(null);
                void revalidator.revalidate();
              },
            })
          : null}
      </AdminModal>
    </div>
  );
}
