import type { Pagination } from '#common/schemas/pagination.ts';
import type { PublicImage } from '#common/media-url.ts';
import type { DialectName } from '#server/db/database.ts';
import type { ChangeBus, ChangeTopic } from '#server/events/change-bus.ts';
import { keptByKeyUntilChange } from '#server/events/kept-until-change.ts';
import type { Audit, WrittenBy } from '#server/history/history.ts';
import { toPublicImage } from '#server/media/public-image.ts';

/* Tour places and master craftsmen are kept alike: a paged list, a record by id, and audited writes. */

/** What a kind of record's service is built from: its repository, and what services.ts gives every kind alike. */
export type RecordServiceDeps<Repository> = {
  repository: Repository;
  variantKey: () => Promise<string>;
  publicUrl: string;
  /** For the history's row locks (decision 027). */
  dialect: DialectName;
  /** Where a change of the records is heard: every record's list is kept until then. */
  changes?: Pick<ChangeBus, 'subscribe'>;
};

/** What a kind of record's repository offers the service they share. */
export type RecordRepository<Row, Filter, NewRow, Patch> = {
  list(options: { limit?: number; offset?: number; filter?: Filter }): Promise<Row[]>;
  count(filter?: Filter): Promise<number>;
  findById(id: string): Promise<Row | undefined>;
  insert(row: NewRow, audit?: Audit): Promise<void>;
  update(id: string, patch: Patch, audit?: Audit): Promise<boolean>;
};

/**
 * The reads and writes that tour places and masters share; each kind's service keeps its own fields, and how it
 * finds a record (a place also by its slug).
 */
export function createRecordService<Row, View, Filter, NewRow extends { id: string }, Patch>(deps: {
  repository: RecordRepository<Row, Filter, NewRow, Patch>;
  variantKey: () => Promise<string>;
  /** The record as the pages and the API show it, with its media under the current variant key. */
  toView: (row: Row, key: string) => View;
  /** The history's audit of a write (none without `by`: a command-line tool). */
  auditFor: (by: WrittenBy | undefined, id: string, action: 'create' | 'update') => Audit | undefined;
  /**
   * The rows of every record (or the newest few) kept until a change of `topic` (or of media, which their
   * photographs are) on any instance: the home page shows the craftsmen and the tours at each render.
   */
  kept?: { changes: Pick<ChangeBus, 'subscribe'> | undefined; topic: ChangeTopic };
}) {
  const { repository } = deps;
  const { changes, topic } = deps.kept ?? { changes: undefined, topic: null };
  const keptRows = keptByKeyUntilChange(
    changes,
    (changed) => changed === topic || changed === 'media' || changed === 'all',
    (limit) => repository.list(limit === 'every' ? {} : { limit: Number(limit) }),
  );
  const viewOf = async (row: Row) => deps.toView(row, await deps.variantKey());
  const views = async (rows: Promise<Row[]>) => {
    const [found, key] = await Promise.all([rows, deps.variantKey()]);
    return found.map((row) => deps.toView(row, key));
  };

  return {
    viewOf,

    /** One page, newest first, of every record or only those the filter lets through; `total` counts those. */
    async page(page: Pagination, filter: Filter): Promise<{ records: View[]; total: number }> {
      const [records, total] = await Promise.all([
        views(repository.list({ limit: page.limit, offset: (page.page - 1) * page.limit, filter })),
        repository.count(filter),
      ]);
      return { records, total };
    },

    /** Every record the filter lets through, newest first, or the newest `limit` of them (no count). */
    all: (filter?: Filter, limit?: number): Promise<View[]> =>
      views(
        filter
          ? repository.list({ limit, filter })
          : keptRows(limit === undefined ? 'every' : String(limit)).then((rows) => rows!),
      ),

    async find(id: string): Promise<View | null> {
      const row = await repository.findById(id);
      return row ? viewOf(row) : null;
    },

    /** Writes the changed columns; the record as it is now, or null when there is no such record. */
    async update(id: string, patch: Patch, by?: WrittenBy): Promise<View | null> {
      const changed = await repository.update(id, patch, deps.auditFor(by, id, 'update'));
      const row = changed ? await repository.findById(id) : undefined;
      return row ? viewOf(row) : null;
    },

    async create(row: NewRow, by?: WrittenBy): Promise<View> {
      await repository.insert(row, deps.auditFor(by, row.id, 'create'));
      return viewOf((await repository.findById(row.id))!);
    },
  };
}

/** A record's photograph (a stored one, or the old site's address of one) as the pages show it; null when none. */
export const recordImage = (
  row: {
    image_hash: string | null;
    image_width: number | null;
    image_height: number | null;
    image_url: string | null;
  },
  key: string,
  publicUrl: string,
): PublicImage | null =>
  toPublicImage(
    { hash: row.image_hash, width: row.image_width, height: row.image_height, url: row.image_url },
    key,
    publicUrl,
  );
