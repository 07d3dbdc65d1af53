import type { Insertable, Kysely, SelectQueryBuilder, Updateable } from 'kysely';
import { countRows } from '#server/db/count-rows.ts';
import type { MasterFilter } from '#common/schemas/masters.ts';
import type { Database, MasterTable } from '#server/db/schema.ts';
import { containsText, equalsText } from '#server/db/text-filters.ts';
import { audited, type Audit } from '#server/history/history.ts';

/** Only the craftsmen the admin is looking for: text in the name, one specialty in any case. */
function filtered<O>(
  query: SelectQueryBuilder<Database, 'masters', O>,
  filter: MasterFilter = {},
): SelectQueryBuilder<Database, 'masters', O> {
  let result = query;
  const { q, specialty } = filter;
  if (q) result = result.where(containsText('masters.name', q));
  if (specialty) result = result.where(equalsText('masters.specialty', specialty));
  return result;
}

export function createMasterRepository(db: Kysely<Database>) {
  function withImage() {
    return db
      .selectFrom('masters')
      .leftJoin('media', 'media.id', 'masters.image_media_id')
      .selectAll('masters')
      .select([
        'media.content_hash as image_hash',
        'media.width as image_width',
        'media.height as image_height',
      ]);
  }
  return {
    async list(options: { limit?: number; offset?: number; filter?: MasterFilter }) {
      let query = filtered(withImage(), options.filter)
        .orderBy('masters.created_at', 'desc')
        .orderBy('masters.id', 'desc');
      if (options.limit !== undefined) query = query.limit(options.limit).offset(options.offset ?? 0);
      return query.execute();
    },
    count: (filter?: MasterFilter) => countRows(filtered(db.selectFrom('masters'), filter)),
    async findById(id: string) {
      return withImage().where('masters.id', '=', id).executeTakeFirst();
    },
    async insert(master: Insertable<MasterTable>, audit?: Audit): Promise<void> {
      await audited(db, audit, (trx) => trx.insertInto('masters').values(master).execute());
    },
    async update(id: string, patch: Updateable<MasterTable>, audit?: Audit): Promise<boolean> {
      return audited(db, audit, async (trx) => {
        const result = await trx.updateTable('masters').set(patch).where('id', '=', id).executeTakeFirst();
        return Number(result.numUpdatedRows) > 0;
      });
    },
  };
}

export type MasterRepository = ReturnType<typeof createMasterRepository>;
export type MasterWithImage = NonNullable<Awaited<ReturnType<MasterRepository['findById']>>>;
