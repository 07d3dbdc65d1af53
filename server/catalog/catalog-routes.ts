import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { subcategoryFilterSchema } from '#common/schemas/categories.ts';
import { idOrSlugSchema } from '#common/schemas/ids.ts';
import { paginationQuerySchema } from '#common/schemas/pagination.ts';
import {
  categoryRecordSchema,
  errorResponseSchema,
  productRecordSchema,
  subcategoryRecordSchema,
} from '#common/schemas/records.ts';
import { toProductRecord } from '#server/http/presenters.ts';
import { cachePublicRead } from '#server/http/read-cache.ts';
import type { AppServices } from '#server/services.ts';
import type { SubcategoryView } from './catalog-service.ts';

const productPageSchema = z.object({
  products: z.array(productRecordSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
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
    { schema: { querystring: paginationQuerySchema, response: { 200: productPageSchema } } },
    async (request, reply) => {
      const { products, total } = await catalog.listProducts(request.query);
      cachePublicRead(reply, 'products');
      return { products: products.map(record), total, page: request.query.page, limit: request.query.limit };
    },
  );

  app.get(
    '/api/products/all',
    {
      schema: { response: { 200: z.object({ products: z.array(productRecordSchema), total: z.number() }) } },
    },
    async (_request, reply) => {
      const products = await catalog.allProducts();
      cachePublicRead(reply, 'products');
      return { products: products.map(record), total: products.length };
    },
  );

  app.get(
    '/api/products/category/:category',
    {
      schema: {
        params: categoryParamsSchema,
        querystring: paginationQuerySchema.extend({ sub: subcategoryFilterSchema }),
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
      const { page, limit, sub } = request.query;
      const result = await catalog.listCategoryProducts(
        request.params.category,
        { page, limit },
        undefined,
        sub,
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
        page: request.query.page,
        limit: request.query.limit,
      };
    },
  );

  // The old home page read these two lists as bare arrays, newest first.
  app.get(
    '/products/category/:category',
    {
      schema: {
        params: categoryParamsSchema,
        response: { 200: z.array(productRecordSchema), 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await catalog.listCategoryProducts(request.params.category, null);
      if (!result) return reply.code(404).send({ success: false, message: 'Category not found' });
      cachePublicRead(reply, 'products');
      return result.products.map(record);
    },
  );

  app.get(
    '/api/products/:idOrSlug',
    {
      schema: {
        params: z.object({ idOrSlug: idOrSlugSchema }),
        response: { 200: productRecordSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const lookup = await catalog.findProduct(request.params.idOrSlug);
      if (lookup.kind === 'moved') return reply.redirect(`/api/products/${lookup.slug}`, 301);
      if (lookup.kind === 'missing')
        return reply.code(404).send({ success: false, message: 'Product not found' });
      cachePublicRead(reply, `product:${lookup.product.id}`);
      return record(lookup.product);
    },
  );

  app.get(
    '/api/categories',
    { schema: { response: { 200: z.object({ categories: z.array(categoryRecordSchema) }) } } },
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
