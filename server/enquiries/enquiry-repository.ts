import type { Insertable, Kysely } from 'kysely';
import type { EnquiryStatus } from '#common/enquiries.ts';
import { compiledOnce } from '#server/db/compiled-once.ts';
import type { Database } from '#server/db/schema.ts';

export type NewEnquiryRow = Insertable<Database['enquiries']>;

/** Every query of visitors' enquiries (decision 036). */
export function createEnquiryRepository(db: Kysely<Database>) {
  // Every page of the panel shows the count of new enquiries: the statement is built once (compiled-once.ts).
  const countsQuery = compiledOnce(() =>
    db
      .selectFrom('enquiries')
      .select((eb) => ['status', eb.fn.countAll<number | string>().as('count')])
      .groupBy('status')
      .compile(),
  );
  /** The inbox's rows, each with what it is about as it is now: a published piece or tour has a page to link to. */
  const withSubjects = () =>
    db
      .selectFrom('enquiries')
      .leftJoin('products', 'products.id', 'enquiries.product_id')
      .leftJoin('visit_places', 'visit_places.id', 'enquiries.visit_place_id')
      .selectAll('enquiries')
      .select([
        'products.title as product_title',
        'products.slug as product_slug',
        'products.status as product_status',
        'visit_places.name as place_name',
        'visit_places.slug as place_slug',
        'visit_places.status as place_status',
      ]);

  return {
    async insert(row: NewEnquiryRow) {
      await db.insertInto('enquiries').values(row).execute();
    },

    /** A piece or a tour a visitor can see, by id: its title or name (`label`) and its slug, or undefined. */
    async publishedSubject(table: 'products' | 'visit_places', id: string) {
      return db
        .selectFrom(table)
        .select((eb) => [eb.ref(table === 'products' ? 'title' : 'name').as('label'), 'slug'])
        .where('id', '=', id)
        .where('status', '=', 'published')
        .executeTakeFirst();
    },

    /** A page of the inbox, newest first, of one status or all. */
    async list(options: { status?: EnquiryStatus; page: number; limit: number }) {
      let query = withSubjects();
      if (options.status) query = query.where('enquiries.status', '=', options.status);
      return query
        .orderBy('enquiries.created_at', 'desc')
        .orderBy('enquiries.id', 'desc')
        .limit(options.limit)
        .offset((options.page - 1) * options.limit)
        .execute();
    },

    async find(id: string) {
      return withSubjects().where('enquiries.id', '=', id).executeTakeFirst();
    },

    /** How many enquiries have each status. */
    async counts() {
      const { rows } = await db.executeQuery(countsQuery());
      return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
    },

    async setStatus(id: string, status: EnquiryStatus, at: Date) {
      const result = await db
        .updateTable('enquiries')
        .set({ status, updated_at: at })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async remove(id: string) {
      const result = await db.deleteFrom('enquiries').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Enquiries past the privacy policy's period. A plain delete: two instances doing it at once both succeed. */
    async removeOlderThan(cutoff: Date) {
      const result = await db.deleteFrom('enquiries').where('created_at', '<', cutoff).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type EnquiryRepository = ReturnType<typeof createEnquiryRepository>;
export type EnquiryWithSubject = NonNullable<Awaited<ReturnType<EnquiryRepository['find']>>>;
