import { Landmark, Package, UserRound } from 'lucide-react';
import { productPath, tourPath } from '#common/paths.ts';
import type { TrashKindName } from '#common/schemas/trash.ts';
import { ConfirmDelete } from '#app/admin/ui/confirm-delete.tsx';
import { RestoreButton } from '#app/admin/ui/restore-button.tsx';

/** Something deleted, as the trash lists it (decision 026). */
export type TrashItem = {
  id: string;
  kind: TrashKindName;
  recordId: string;
  label: string;
  slug: string | null;
  trashedAt: string;
  trashedBy: string;
  expiresAt: string;
};

/** Each kind's words and icon, and the public address that answers "gone" meanwhile (a master has none). */
export const TRASH_KINDS: Record<
  TrashKindName,
  { one: string; many: string; icon: typeof Package; address?: (slug: string) => string }
> = {
  product: { one: 'Product', many: 'Products', icon: Package, address: (slug) => productPath({ slug }) },
  place: { one: 'Tour place', many: 'Tour places', icon: Landmark, address: (slug) => tourPath({ slug }) },
  master: { one: 'Master', many: 'Masters', icon: UserRound },
};

const DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const daysLeft = (expiresAt: string, now: number) =>
  Math.max(0, Math.ceil((new Date(expiresAt).getTime() - now) / (24 * 60 * 60 * 1000)));

/** One row of the trash: what it is, who deleted it and when, the days it has left, Restore and Delete for good. */
export function TrashItemRow(props: {
  item: TrashItem;
  /** The page's clock, read once, so that the days left do not change between renders. */
  now: number;
  restoring: boolean;
  onRestore: () => void;
  onPurge: () => Promise<void>;
}) {
  const { item } = props;
  const kind = TRASH_KINDS[item.kind];
  const Icon = kind.icon;
  const left = daysLeft(item.expiresAt, props.now);
  return (
    <li className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-limestone-200 text-schist-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold uppercase tracking-wider text-schist-600">{kind.one}</p>
        <h2 className="truncate text-lg font-semibold text-schist-900">{item.label}</h2>
        <p className="text-sm text-schist-600">
          Deleted {DATE.format(new Date(item.trashedAt))} by {item.trashedBy}
          {kind.address && item.slug ? (
            <>
              {' · '}
              <span className="break-all">{kind.address(item.slug)}</span> answers “gone”
            </>
          ) : null}
        </p>
        <p className={`mt-1 text-sm font-semibold ${left <= 3 ? 'text-red-800' : 'text-schist-700'}`}>
          {left === 0
            ? 'Deleted for good within the hour'
            : `Deleted for good in ${left} ${left === 1 ? 'day' : 'days'}`}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <RestoreButton busy={props.restoring} onClick={props.onRestore} label={`Restore ${item.label}`}>
          Restore
        </RestoreButton>
        <ConfirmDelete name={item.label} label="Delete for good" onConfirm={props.onPurge} />
      </div>
    </li>
  );
}
