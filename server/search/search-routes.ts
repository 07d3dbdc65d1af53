import type { FastifyInstance } from 'fastify';
import { isbot } from 'isbot';
import { inCents } from '#common/catalog-filters.ts';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { categoryPath, productPath, tourPath } from '#common/paths.ts';
import { centsToDollars } from '#common/money.ts';
import { IMAGE_WIDTHS, publicImageSrc } from '#common/media-url.ts';
import { errorResponseSchema } from '#common/schemas/records.ts';
import {
  searchOutcomeSchema,
  searchQuerySchema,
  searchResponseSchema,
  suggestQuerySchema,
  suggestResponseSchema,
} from '#common/schemas/search.ts';
import { toMasterRecord, toProductRecord, toVisitPlaceRecord } from '#server/http/presenters.ts';
import { cachePublicRead } from '#server/http/read-cache.ts';
import type { AppServices } from '#server/services.ts';

/** Width of a suggestion's thumbnail: the smallest variant (shown at 48 CSS pixels). */
const THUMBNAIL_WIDTH = IMAGE_WIDTHS[0];

/** The search API (issue 17, docs/api.md): results with facets, and the header's suggestions. */
export async function searchRoutes(fastify: FastifyInstance, { services }: { services: AppServices }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const origin = services.config.publicUrl;

  app.get(
    '/api/search',
    {
      schema: {
        summary: 'Search products, with facets, tours and masters',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { q, category, sort, page, limit, ...filters } = request.query;
      const narrowed = category ? await services.catalog.findCategory(category) : null;
      if (category && !narrowed)
        return reply.code(400).send({ success: false, message: `Unknown category: ${category}` });
      const result = await services.search.search({
        q,
        categoryId: narrowed?.id,
        sort,
        page,
        limit,
        ...inCents(filters),
        availableOnly: filters.available,
      });
      cachePublicRead(reply, 'search', 'products', 'categories', 'tours', 'masters');
      return {
        q: result.q,
        total: result.total,
        page,
        limit,
        sort,
        category: narrowed?.slug ?? null,
        products: result.products.map((product) => toProductRecord(product, origin)),
        facets: result.facets.map(({ slug, name, count }) => ({ slug, name, count })),
        filters: { materials: result.materials, available: result.available },
        didYouMean: result.didYouMean,
        highlight: result.highlight,
        tours: result.tours.map((tour) => toVisitPlaceRecord(tour, origin)),
        masters: result.masters.map((master) => toMasterRecord(master, origin)),
      };
    },
  );

  app.get(
    '/api/search/suggest',
    {
      schema: {
        summary: 'Suggestions while typing',
        querystring: suggestQuerySchema,
        response: { 200: suggestResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await services.search.suggest(request.query.q);
      cachePublicRead(reply, 'search', 'products', 'categories', 'tours');
      return {
        q: result.q,
        products: result.products.map((product) => ({
          slug: product.slug,
          title: product.title,
          price: product.priceCents == null ? null : centsToDollars(product.priceCents),
          image: publicImageSrc(product.images[0] ?? null, THUMBNAIL_WIDTH),
          url: productPath(product),
        })),
        categories: result.categories.map(({ name, slug }) => ({ name, slug, url: categoryPath({ slug }) })),
        tours: result.tours.map(({ name, slug }) => ({ name, slug, url: tourPath({ slug }) })),
      };
    },
  );

  // The results page tells what became of a search: nothing found, or nothing opened. A crawler's (or a client
  // that names no browser) is not counted; nobody's more than a few dozen in ten minutes.
  app.post(
    '/api/search/outcome',
    {
      config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
      schema: {
        summary: 'Tell what became of a search',
        body: searchOutcomeSchema,
        response: { 204: z.null(), 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const agent = request.headers['user-agent'];
      if (agent && !isbot(agent)) await services.search.recordMiss(request.body.q, request.body.outcome);
      return reply.code(204).send(null);
    },
  );
}
