import { productFromPhoto } from '#common/admin/bulk-products.ts';
import { centsToDollars } from '#common/money.ts';
import type { BulkJob } from '#common/schemas/bulk.ts';
import type { ProductView } from '#server/catalog/catalog-service.ts';
import type { BulkJobItemRow, BulkJobRow } from '#server/db/schema.ts';
import { parseJsonArray, toBoolean, toIsoString } from '#server/db/values.ts';

/** An upload's job as the API answers it (common/schemas/bulk.ts). */
export type BulkJobView = BulkJob;

/**
 * A job and its items as the API answers them: the products made, each as it is now (`products`, by id: its title,
 * photograph, price and status, edited since maybe), and each photograph refused with its reason.
 */
export function bulkJobView(
  job: BulkJobRow,
  items: readonly BulkJobItemRow[],
  products: ReadonlyMap<string, ProductView>,
): BulkJobView {
  const done = items.filter((item) => item.status === 'done');
  const failed = items.filter((item) => item.status === 'failed');
  const categories = parseJsonArray(job.categories);
  return {
    id: job.id,
    kind: job.kind,
    status: job.status,
    categories,
    publish: toBoolean(job.publish),
    message: job.message,
    total: items.length,
    processed: done.length + failed.length,
    successful: done.length,
    failed: failed.length,
    results: done.map((item) => {
      const fields = productFromPhoto(item.filename, categories, item.position + 1);
      const product = item.product_id ? products.get(item.product_id) : undefined;
      return {
        _id: item.product_id ?? '',
        title: product?.title ?? item.title ?? fields.title,
        categories,
        keywords: fields.keywords,
        slug: product?.slug ?? item.slug ?? '',
        filename: item.filename,
        image: product?.images[0] ?? null,
        price: product?.priceCents == null ? null : centsToDollars(product.priceCents),
        status: product?.status ?? 'deleted',
        updatedAt: product?.updatedAt ?? null,
      };
    }),
    errors: failed.map((item) => ({ filename: item.filename, error: item.error ?? 'Failed' })),
    createdAt: toIsoString(job.created_at),
    updatedAt: toIsoString(job.updated_at),
  };
}
