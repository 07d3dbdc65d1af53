import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toProductSummary } from '#common/product-summary.ts';
import { subcategoryFilterSchema } from '#common/schemas/categories.ts';
import { productsByIdsQuerySchema, productsByIdsSchema } from '#common/schemas/favourites.ts';
import { idOrSlugSchema } from '#common/schemas/ids.ts';
import {
  categoryListQueryShape,
  listFacetsSchema,
  priceRangeInOrder,
  productListQuerySchema,
} from '#common/schemas/catalog-query.ts';
import { paginationQuerySchema } from '#common/schemas/pagination.ts';
import {
  categoryRecordSchema,
  errorResponseSchema,
  productRecordSchema,
  redirectSchema,
  subcategoryRecordSchema,
  type ProductRecord,
} from '#common/schemas/records.ts';
import { createKeptDocuments, sendKeptDocument, type KeptDocument } from '#server/http/kept-documents.ts';
import { toProductRecord } from '#server/http/presenters.ts';
import { cachePublicRead } from '#server/http/read-cache.ts';
import { PUBLIC_CACHE_CONTROL } from '#server/http/response-cache.ts';
import type { AppServices } from '#server/services.ts';
import { OUTSIDE_CATALOGUE } from './product-pages.ts';
import type { ProductView, SubcategoryView } from './product-views.ts';

/** What the whole lists kept may weigh together, gzipped (about a tenth of their JSON). */
const WHOLE_LISTS_MAX_BYTES = 64 * 1024 * 1024;
const productRecordsSchema = z.array(productRecordSchema);

/**
 * A JSON array of the products the batches hold, each batch checked against the record's schema as it is written
 * (the response schema of a route that streams is not applied by Fastify); `counted` hears each batch's size.
 */
async function* jsonArray(
  batches: AsyncIterable<ProductView[]>,
  record: (product: ProductView) => ProductRecord,
  counted?: (count: number) => void,
): AsyncGenerator<string> {
  let first = true;
  yield '[';
  for await (const batch of batches) {
    const records = productRecordsSchema.parse(batch.map(record));
    counted?.(records.length);
    yield `${first ? '' : ','}${JSON.stringify(records).slice(1, -1)}`;
    first = false;
  }
  yield ']';
}

const productPageSchema = z.object({
  products: z.array(productRecordSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  facets: listFacetsSchema,
});
const categoryParamsSchema = z.object({
  category: z.string().trim().min(1, 'category is required').max(120),
});
const subcategoryRecord = ({ id, name, slug, position }: SubcategoryView) => ({
  _id: id,
  name,
  slug,
  position,
});

/** The public catalogue reads of public-site.md §7, at the paths the old site's clients call. */
export async function catalogRoutes(fastify: FastifyInstance, { services }: { services: AppServices }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { catalog } = services;
  const origin = services.config.publicUrl;
  const record = (product: Parameters<typeof toProductRecord>[0]) => toProductRecord(product, origin);

  app.get(
    '/api/products',
    {
      schema: {
        summary: 'Published products, a page at a time, filtered and sorted',
        querystring: productListQuerySchema,
        response: { 200: productPageSchema },
      },
    },
    async (request, reply) => {
      const { page, limit, ...filters } = request.query;
      const { products, total, facets } = await catalog.listProducts({ page, limit }, filters);
      cachePublicRead(reply, 'products');
      return { products: products.map(record), total, page, limit, facets };
    },
  );

  // The whole catalogue in one answer, as the old site's clients read it: written from the database a batch at a
  // time and compressed as it is written, once however many ask at once, and kept until the catalogue changes.
  const wholeLists = createKeptDocuments({
    maxBytes: WHOLE_LISTS_MAX_BYTES,
    changes: services.changes,
    unaffectedBy: OUTSIDE_CATALOGUE,
  });
  app.addHook('onClose', async () => wholeLists.close());
  const sendWholeList = (request: FastifyRequest, reply: FastifyReply, document: KeptDocument) =>
    sendKeptDocument(
      request,
      reply.header('cache-control', PUBLIC_CACHE_CONTROL).type('application/json; charset=utf-8'),
      document,
    );

  app.get(
    '/api/products/all',
    {
      schema: {
        summary: 'Every published product',
        response: { 200: z.object({ products: z.array(productRecordSchema), total: z.number() }) },
      },
    },
    async (request, reply) => {
      const document = await wholeLists.get('all', async function* () {
        let total = 0;
        yield '{"products":';
        yield* jsonArray(catalog.publishedProducts(), record, (count) => (total += count));
        yield `,"total":${total}}`;
      });
      return sendWholeList(request, reply, document);
    },
  );

  app.get(
    '/api/products/category/:category',
    {
      schema: {
        summary: 'A category’s products, a page at a time, and its subcategories',
        params: categoryParamsSchema,
        querystring: paginationQuerySchema
          .extend({ sub: subcategoryFilterSchema, ...categoryListQueryShape })
          .refine(...priceRangeInOrder),
        response: {
          200: productPageSchema.extend({
            category: z.string(),
            subcategories: z.array(subcategoryRecordSchema),
            subcategory: subcategoryRecordSchema.nullable(),
          }),
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { page, limit, sub, ...filters } = request.query;
      const result = await catalog.listCategoryProducts(
        request.params.category,
        { page, limit },
        sub,
        filters,
      );
      if (!result) return reply.code(404).send({ success: false, message: 'Category not found' });
      cachePublicRead(reply, 'products');
      return {
        category: result.category.name,
        // The visible subcategories, and the one that narrowed the list (null: none, or an unknown `sub`).
        subcategories: result.subcategories.map(subcategoryRecord),
        subcategory: result.subcategory ? subcategoryRecord(result.subcategory) : null,
        products: result.products.map(record),
        total: result.total,
        page,
        limit,
        facets: result.facets,
      };
    },
  );

  // The old home page read these two lists as bare arrays, newest first.
  app.get(
    '/products/category/:category',
    {
      schema: {
        summary: 'A category’s products as a bare array (the old home page’s lists)',
        params: categoryParamsSchema,
        response: { 200: z.array(productRecordSchema), 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const category = await catalog.findCategory(request.params.category);
      if (!category) return reply.code(404).send({ success: false, message: 'Category not found' });
      const document = await wholeLists.get(`category:${category.id}`, () =>
        jsonArray(catalog.publishedProducts(category.id), record),
      );
      return sendWholeList(request, reply, document);
    },
  );

  // A visitor's favourites, kept in their browser: the page is the same for everyone, so it asks for its pieces here.
  app.get(
    '/api/products/by-ids',
    {
      schema: {
        summary: 'The published products of some ids, as cards show them (a visitor’s favourites)',
        querystring: productsByIdsQuerySchema,
        response: { 200: productsByIdsSchema },
      },
    },
    async (request, reply) => {
      const products = await catalog.publishedProductsByIds(request.query.ids);
      cachePublicRead(reply, 'products');
      return { products: products.map((product) => toProductSummary(product)) };
    },
  );

  app.get(
    '/api/products/:idOrSlug',
    {
      schema: {
        summary: 'One product, by id or slug',
        params: z.object({ idOrSlug: idOrSlugSchema }),
        response: {
          200: productRecordSchema,
          301: redirectSchema,
          404: errorResponseSchema,
          410: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const lookup = await catalog.findProduct(request.params.idOrSlug);
      if (lookup.kind === 'moved') return reply.redirect(`/api/products/${lookup.slug}`, 301);
      if (lookup.kind === 'missing' && (await services.trash.isGone('product', request.params.idOrSlug)))
        return reply.code(410).send({ success: false, message: 'This product has been deleted.' });
      // A draft is not public: not found, as if it were not there.
      if (lookup.kind === 'missing' || lookup.kind === 'draft')
        return reply.code(404).send({ success: false, message: 'Product not found' });
      cachePublicRead(reply, `product:${lookup.product.id}`);
      return record(lookup.product);
    },
  );

  app.get(
    '/api/categories',
    {
      schema: {
        summary: 'The menu’s categories with their subcategories',
        response: { 200: z.object({ categories: z.array(categoryRecordSchema) }) },
      },
    },
    async (_request, reply) => {
      const categories = await catalog.listCategoriesWithSubcategories({ visibleOnly: true });
      cachePublicRead(reply, 'categories');
      return {
        categories: categories.map(({ id, subcategories, ...rest }) => ({
          _id: id,
          ...rest,
          subcategories: subcategories.map(subcategoryRecord),
        })),
      };
    },
  );
}
