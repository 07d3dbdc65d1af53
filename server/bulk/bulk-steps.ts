import type { ProductSpecifications } from '#common/product-specifications.ts';
import { copyFile, link, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { productFromPhoto } from '#common/admin/bulk-products.ts';
import { slugify } from '#common/slug.ts';
import { UPLOAD_RULES } from '#common/admin/uploads.ts';
import type { CatalogService, WrittenBy } from '#server/catalog/catalog-service.ts';
import type { BulkJobItemRow, BulkJobRow } from '#server/db/schema.ts';
import { toBoolean } from '#server/db/values.ts';
import type { MediaStorage } from '#server/media/media-storage.ts';
import { MediaError } from '#server/media/media-checks.ts';
import { sha256File, type MediaService } from '#server/media/media-service.ts';
import type { Actor } from '#server/history/history.ts';
import type { BulkRepository } from './bulk-repository.ts';
import { extractZipImages } from './zip-extract.ts';
import { ZipRejected } from './zip-rules.ts';

/** Who the history names for the products a bulk upload creates (decision 027). */
const BULK_UPLOAD: Actor = { adminId: null, label: 'bulk upload' };
/**
 * Who the history names for what a job writes, each product and category in its own transaction (decision 027).
 * The job's row has no column for the admin who started it: the log names the upload, and the job's id as the
 * batch finds all it made.
 */
export const uploadedBy = (jobId: string): WrittenBy => ({ actor: BULK_UPLOAD, batch: `bulk-${jobId}` });

/** The job was taken over by another instance (this one's lease ran out): its work here stops, undone. */
export class LostClaim extends Error {}

const IMAGE_EXTENSIONS: readonly string[] = UPLOAD_RULES.bulkImages.extensions;
export const stagedName = (position: number, filename: string) => {
  const extension = path.extname(filename).toLowerCase();
  return `item-${String(position).padStart(4, '0')}${IMAGE_EXTENSIONS.includes(extension) ? extension : '.bin'}`;
};

/**
 * Staged uploads live in the media store (the bucket, with several instances), so whichever instance claims a job
 * can read its photographs.
 */
export const stagedKey = (jobId: string, name: string) => `bulk/${jobId}/${name}`;

/**
 * A job's steps on its files: the ZIP unpacked into staged photographs, and each photograph made into a product,
 * for the instance `instance` while it holds the job's claim.
 */
export function createBulkSteps(deps: {
  repository: BulkRepository;
  catalog: CatalogService;
  media: MediaService;
  storage: MediaStorage;
  instance: string;
}) {
  const { repository, catalog, media, storage, instance } = deps;

  /** Categories by name: the known ones as they are spelled in the menu, custom ones created (visible, last). */
  async function ensureCategories(names: readonly string[], by: WrittenBy): Promise<string[]> {
    const result: string[] = [];
    for (const name of names) {
      const found = await catalog.findCategory(name);
      if (found) result.push(found.name);
      else {
        const count = await catalog.countCategories();
        result.push((await catalog.createCategory({ name, position: count }, by)).name);
      }
    }
    return [...new Set(result)];
  }

  /** One photograph to one product, or a reason why not. */
  async function processItem(job: BulkJobRow, item: BulkJobItemRow, categories: string[]) {
    const key = item.staged_name ? stagedKey(job.id, item.staged_name) : null;
    if (!key || !(await storage.stat(key))) {
      await repository.failItem(
        job.id,
        item.position,
        'The file was not fully received. Please upload it again.',
      );
      return;
    }
    await storage.withLocalFile(key, (staged) => productFromStaged(job, item, categories, staged));
    // Made into a product, or refused for good: the staged copy is of no further use.
    await storage.remove(key);
  }

  async function productFromStaged(
    job: BulkJobRow,
    item: BulkJobItemRow,
    categories: string[],
    staged: string,
  ) {
    const hash = await sha256File(staged);
    const existing = await repository.productWithPhoto(hash);
    if (existing) {
      await repository.failItem(
        job.id,
        item.position,
        `Duplicate: this photograph is already in the catalogue as "${existing.title}".`,
      );
      return;
    }
    // The media pipeline consumes the file it is given: it gets a second name for the staged file.
    const working = storage.tmpPath(path.extname(staged));
    await link(staged, working).catch(() => copyFile(staged, working));
    let mediaId: string;
    try {
      mediaId = (
        await media.ingestImage(working, { originalName: path.basename(item.filename), contentHash: hash })
      ).id;
    } catch (error) {
      if (!(error instanceof MediaError)) throw error;
      await repository.failItem(job.id, item.position, error.message);
      return;
    }
    const fields = productFromPhoto(item.filename, categories, item.position + 1);
    await catalog.createProduct(
      {
        title: fields.title,
        // Made unique by the catalogue (-2, -3, …) when taken.
        slug: slugify(fields.slugBase),
        description: fields.description,
        keywords: fields.keywords,
        seoTitle: fields.seoTitle,
        seoDescription: fields.seoDescription,
        imageAlt: fields.imageAlt,
        priceCents: null,
        // The upload's specifications (decision 040); a job from before them has none.
        ...(job.specifications ? (JSON.parse(job.specifications) as ProductSpecifications) : {}),
        status: toBoolean(job.publish) ? 'published' : 'draft',
        categories,
        images: [{ media_id: mediaId, url: null }],
      },
      async (trx, product) => {
        // The item is marked done only while it is pending and the job still this instance's: a job taken over
        // meanwhile rolls this product back, so every photograph becomes exactly one product.
        const marked = await repository.markItemDone(
          trx,
          { jobId: job.id, position: item.position, instance },
          { id: product.id, title: fields.title, slug: product.slug },
        );
        if (!marked) throw new LostClaim();
      },
      uploadedBy(job.id),
    );
  }

  async function extract(job: BulkJobRow) {
    const archiveKey = stagedKey(job.id, 'upload.zip');
    const out = storage.tmpPath('-entries');
    await mkdir(out, { recursive: true });
    try {
      const { files, skipped } = await storage.withLocalFile(archiveKey, (archive) =>
        extractZipImages(archive, out),
      );
      // Staged under our own names, with the archive's order kept.
      const staged = [];
      for (const [n, file] of files.entries()) {
        const name = stagedName(n, file.baseName);
        await storage.moveIn(file.path, stagedKey(job.id, name), { contentType: 'application/octet-stream' });
        staged.push({ filename: file.entryName, staged_name: name, status: 'pending' as const, error: null });
      }
      // Extraction may be running again after a stop: what an earlier run recorded is replaced.
      await repository.replaceItems(job.id, [
        ...staged,
        ...skipped.map((entry) => ({
          filename: entry.filename,
          staged_name: null,
          status: 'failed' as const,
          error: entry.error,
        })),
      ]);
      await repository.setStatus(job.id, 'processing');
      await storage.remove(archiveKey);
      return true;
    } catch (error) {
      // An unexpected failure keeps the archive for a retry; a refused archive is of no further use.
      if (!(error instanceof ZipRejected)) throw error;
      await repository.setStatus(job.id, 'failed', error.message);
      await storage.remove(archiveKey);
      return false;
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  }

  return { ensureCategories, processItem, extract };
}
