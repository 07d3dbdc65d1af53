import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productFormValues, storedPrices } from '#common/admin/product-form.ts';
import { scoreProductSeo } from '#common/admin/product-seo.ts';
import { recordIdSchema } from '#common/schemas/ids.ts';
import {
  imageOrderSchema,
  MAX_PRODUCT_IMAGES,
  productCreateBodySchema,
  productCreateFormSchema,
  productInputSchema,
  productSavedSchema,
  productSoldSchema,
  productVersionSchema,
  PRODUCT_CHANGED_MESSAGE,
  productUpdateBodySchema,
  productUpdateFormSchema,
} from '#common/schemas/products.ts';
import { errorResponseSchema, productRecordSchema } from '#common/schemas/records.ts';
import { readAdminForm } from '#server/http/admin-form.ts';
import { toProductRecord } from '#server/http/presenters.ts';
import type { AppServices } from '#server/services.ts';
import { moveToTrashRoute } from '#server/trash/move-to-trash-route.ts';
import { CatalogInputError } from './catalog-input-error.ts';
import type { ProductView } from './product-views.ts';
import type { NewProductImage } from './product-links.ts';
import { actorOf } from '#server/history/actor.ts';

const params = z.object({ id: recordIdSchema });
const FILE_FIELDS = { image: 'image', images: 'image' } as const;
/** What a form with photographs may be refused for besides its fields: a file that is not a picture, or too big. */
const fileRefusals = { 413: errorResponseSchema, 415: errorResponseSchema, 422: errorResponseSchema };

/** An image key of the form (`media:{id}`, `url:{path}`) as a stored link. */
const toLink = (key: string): NewProductImage =>
  key.startsWith('media:') ? { media_id: key.slice(6), url: null } : { media_id: null, url: key.slice(4) };

/**
 * The new order of a product's photographs, checked before any file is stored: every `new:n` must be a file that
 * was sent and every other key one of the product's own photographs.
 */
function checkImageOrder(
  rawOrder: unknown,
  existing: readonly string[],
  newCount: number,
): string[] | undefined {
  if (rawOrder === undefined || rawOrder === '') return undefined;
  const order = imageOrderSchema.parse(typeof rawOrder === 'string' ? rawOrder : JSON.stringify(rawOrder));
  for (const key of order) {
    if (key.startsWith('new:') ? Number(key.slice(4)) >= newCount : !existing.includes(key.split('@')[0]!))
      throw new CatalogInputError(
        'imageOrder names a photograph that is not part of this product',
        'invalid',
        'images',
      );
  }
  return [...new Set(order)];
}

/**
 * Adding and editing products (admin-area.md §7), for a signed-in admin only. The answer carries the page's SEO
 * score out of 100, from the same function the form shows live, with what would raise it.
 */
export async function productAdminRoutes(fastify: FastifyInstance, { services }: { services: AppServices }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { catalog } = services;

  const seoAnswer = (product: ProductView, message: string) => {
    const report = scoreProductSeo({ ...product, imageCount: product.images.length });
    return {
      success: true as const,
      message,
      seoScore: report.score,
      errors: [] as string[],
      seoIssues: report.issues,
      details: {
        seoTitle: product.seoTitle,
        seoDescription: product.seoDescription,
        imageAlt: product.imageAlt,
      },
      product: toProductRecord(product, services.config.publicUrl),
    };
  };

  app.post(
    '/api/admin/products/add',
    {
      onRequest: fastify.requireAdmin,
      schema: {
        summary: 'Add a product, with its photographs',
        documentedBody: {
          'multipart/form-data': productCreateFormSchema,
          'application/json': productCreateBodySchema,
        },
        response: { 201: productSavedSchema, 409: errorResponseSchema, ...fileRefusals },
      },
    },
    async (request, reply) => {
      const form = await readAdminForm(request, services, FILE_FIELDS, { maxFiles: MAX_PRODUCT_IMAGES + 1 });
      try {
        const input = productInputSchema.parse(form.fields);
        const newCount = form.fileCount('images') + form.fileCount('image');
        if (newCount > MAX_PRODUCT_IMAGES)
          throw new CatalogInputError(
            `A product has at most ${MAX_PRODUCT_IMAGES} photographs`,
            'invalid',
            'images',
          );
        const order = checkImageOrder(form.fields.imageOrder, [], newCount);
        await catalog.checkCategories(input.categories, input.subcategories);
        const uploaded = [...(await form.mediaIds('images')), ...(await form.mediaIds('image'))];
        const keys = order ?? uploaded.map((_, n) => `new:${n}`);
        const product = await catalog.createProduct(
          {
            ...input,
            ...storedPrices(input),
            slug: input.slug ?? undefined,
            images: keys.map((key) => ({ media_id: uploaded[Number(key.slice(4))]!, url: null })),
          },
          undefined,
          { actor: actorOf(request) },
        );
        return reply.code(201).send(seoAnswer(product, 'Product added successfully!'));
      } finally {
        await form.done();
      }
    },
  );

  // The panel's form and API clients use the first path; the old list's edit modal the second.
  for (const path of ['/api/admin/products/:id', '/api/products/:id']) {
    app.put(
      path,
      {
        onRequest: fastify.requireAdmin,
        schema: {
          summary: 'Save a product (fields left out keep their values)',
          params,
          documentedBody: {
            'multipart/form-data': productUpdateFormSchema,
            'application/json': productUpdateBodySchema,
          },
          response: {
            200: productSavedSchema,
            404: errorResponseSchema,
            409: errorResponseSchema,
            ...fileRefusals,
          },
        },
      },
      async (request, reply) => {
        const form = await readAdminForm(request, services, FILE_FIELDS, {
          maxFiles: MAX_PRODUCT_IMAGES + 1,
        });
        try {
          const current = await catalog.productForAdmin(request.params.id);
          if (!current) return reply.code(404).send({ success: false, message: 'Product not found' });
          // Fields left out keep their values: an old client sends only some of them.
          const input = productInputSchema.parse({ ...productFormValues(current), ...form.fields });
          const { expectedUpdatedAt } = productVersionSchema.parse({
            expectedUpdatedAt: form.fields.expectedUpdatedAt || undefined,
          });
          // Refused before any photograph is stored; the write's own condition is what makes it safe.
          if (expectedUpdatedAt && Date.parse(expectedUpdatedAt) !== Date.parse(current.updatedAt))
            throw new CatalogInputError(PRODUCT_CHANGED_MESSAGE, 'conflict', 'expectedUpdatedAt');
          const newCount = form.fileCount('images') + form.fileCount('image');
          const order = checkImageOrder(form.fields.imageOrder, current.imageKeys, newCount);
          await catalog.checkCategories(input.categories, input.subcategories);
          const uploaded = [...(await form.mediaIds('images')), ...(await form.mediaIds('image'))];
          // Without an order, new photographs replace the old (the old form sent one image that replaced it).
          const keys = order ?? (uploaded.length > 0 ? uploaded.map((_, n) => `new:${n}`) : undefined);
          if (keys && keys.length > MAX_PRODUCT_IMAGES)
            throw new CatalogInputError(
              `A product has at most ${MAX_PRODUCT_IMAGES} photographs`,
              'invalid',
              'images',
            );
          const images: NewProductImage[] | undefined = keys ? [] : undefined;
          for (const key of keys ?? []) {
            const [stored, turn] = key.split('@') as [string, string | undefined];
            if (key.startsWith('new:'))
              images!.push({ media_id: uploaded[Number(key.slice(4))]!, url: null });
            else if (turn && stored.startsWith('media:')) {
              const turned = await services.media.rotateImage(
                stored.slice(6),
                Number(turn) as 90 | 180 | 270,
              );
              images!.push({ media_id: turned.id, url: null });
            } else images!.push(toLink(stored));
          }
          const product = await catalog.updateProduct(
            request.params.id,
            {
              ...input,
              ...storedPrices(input),
              images,
            },
            { actor: actorOf(request) },
            expectedUpdatedAt,
          );
          return seoAnswer(product!, 'Product updated successfully!');
        } finally {
          await form.done();
        }
      },
    );
  }

  // A piece sold, or available again: one click in the list (issue 18).
  app.put(
    '/api/admin/products/:id/sold',
    {
      onRequest: fastify.requireAdmin,
      schema: {
        summary: 'Mark a piece sold, or available again',
        params,
        body: productSoldSchema,
        response: {
          200: z.object({ success: z.literal(true), message: z.string(), product: productRecordSchema }),
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const product = await catalog.setSold(request.params.id, request.body.sold, {
        actor: actorOf(request),
      });
      if (!product) return reply.code(404).send({ success: false, message: 'Product not found' });
      return {
        success: true as const,
        message: request.body.sold
          ? `“${product.title}” is marked sold.`
          : `“${product.title}” is available again.`,
        product: toProductRecord(product, services.config.publicUrl),
      };
    },
  );

  moveToTrashRoute(fastify, services, {
    path: '/api/products/:id',
    kind: 'product',
    summary: 'Move a product to the trash',
    notFound: 'Product not found',
    trashed: 'Product moved to the trash. You can restore it for 30 days.',
  });
}
