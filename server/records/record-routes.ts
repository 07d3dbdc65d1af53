import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paginationQuerySchema, type Pagination } from '#common/schemas/pagination.ts';
import type { ChangeTopic } from '#server/events/change-bus.ts';
import { cachePublicRead } from '#server/http/read-cache.ts';

/**
 * How one kind of record (tour places, master craftsmen) is listed at the old paths: its address, its record's
 * schema, the names its answers give the lists (the old site's, which differ between the whole and the paged list),
 * and its reads, each answering records as the API shows them.
 */
export type RecordListing<Record extends z.ZodType, Filter extends z.ZodObject> = {
  /** `/masters`, `/visit-places` */
  path: string;
  topic: ChangeTopic;
  record: Record;
  filter: Filter;
  keys: { all: string; page: string };
  summaries: { bare: string; all: string; page: string };
  all: () => Promise<z.infer<Record>[]>;
  page: (page: Pagination, filter: z.infer<Filter>) => Promise<{ records: z.infer<Record>[]; total: number }>;
};

/**
 * The three lists the old site's pages read, newest first: a bare array, the whole list with its total, and a page
 * narrowed as the admin's list does.
 */
export function recordListRoutes<Record extends z.ZodType, Filter extends z.ZodObject>(
  fastify: FastifyInstance,
  listing: RecordListing<Record, Filter>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const records = z.array(listing.record);

  app.get(
    `${listing.path}/all`,
    { schema: { summary: listing.summaries.bare, response: { 200: records } } },
    async (_request, reply) => {
      const all = await listing.all();
      cachePublicRead(reply, listing.topic);
      return all;
    },
  );

  app.get(
    `/api${listing.path}/all`,
    {
      schema: {
        summary: listing.summaries.all,
        response: { 200: z.object({ [listing.keys.all]: records, total: z.number() }) },
      },
    },
    async (_request, reply) => {
      const all = await listing.all();
      cachePublicRead(reply, listing.topic);
      return { [listing.keys.all]: all, total: all.length };
    },
  );

  app.get(
    `/api${listing.path}`,
    {
      schema: {
        summary: listing.summaries.page,
        querystring: paginationQuerySchema.extend(listing.filter.shape),
        response: {
          200: z.object({
            [listing.keys.page]: records,
            total: z.number(),
            page: z.number(),
            limit: z.number(),
          }),
        },
      },
    },
    async (request, reply) => {
      const { page, limit, ...filter } = request.query as Pagination & z.infer<Filter>;
      const result = await listing.page({ page, limit }, filter as z.infer<Filter>);
      cachePublicRead(reply, listing.topic);
      return { [listing.keys.page]: result.records, total: result.total, page, limit };
    },
  );
}
