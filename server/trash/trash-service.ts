import type { ChangeTopic } from '#server/events/change-bus.ts';
import type { TrashKind } from '#server/db/schema.ts';
import type { Actor } from '#server/history/history.ts';
import type { TrashRepository } from './trash-repository.ts';

/** How long a deleted record waits in the trash before it is deleted for good. */
const TRASH_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The expiry runs with the media collection: every hour, on every instance. */
export const EXPIRE_EVERY_MS = 60 * 60 * 1000;

/** The system's own name in the history, for what no admin did by hand. */
const TRASH_EXPIRY: Actor = { adminId: null, label: `Trash (after ${TRASH_DAYS} days)` };

/** What a visitor could see change when a record of this kind goes or comes back. */
export function topicsOf(kind: TrashKind, recordId: string): ChangeTopic[] {
  if (kind === 'product') return ['products', `product:${recordId}`, 'media'];
  return kind === 'place' ? ['tours', 'media'] : ['masters', 'media'];
}

export function createTrashService(deps: { repository: TrashRepository; now?: () => Date }) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());
  const expiresAt = (trashedAt: Date | string) =>
    new Date(new Date(trashedAt).getTime() + TRASH_DAYS * DAY_MS);
  return {
    trash: (kind: TrashKind, id: string, actor: Actor) => repository.trash(kind, id, actor, now()),
    restore: (trashId: string, actor: Actor) => repository.restore(trashId, actor, now()),
    /** Deletes these items for good; the count. */
    purge: (ids: readonly string[], actor: Actor) => repository.purge({ ids }, actor, now()),
    /** Deletes every item for good; the count. */
    empty: (actor: Actor) => repository.purge({}, actor, now()),
    /** Deletes for good what has waited its 30 days; the count. */
    expire: () =>
      repository.purge({ before: new Date(now().getTime() - TRASH_DAYS * DAY_MS) }, TRASH_EXPIRY, now()),
    async list() {
      return (await repository.list()).map((item) => ({ ...item, expiresAt: expiresAt(item.trashed_at) }));
    },
    isGone: (kind: TrashKind, slugOrId: string) => repository.isGone(kind, slugOrId),
    goneProduct: (slugOrId: string) => repository.goneProduct(slugOrId),
  };
}
