/**
 * A realistic copy of the old site's MongoDB, as `mongodump` (BSON) or `mongoexport` (Extended JSON) writes
 * it, with an uploads folder of real files: the input of the old-site import's tests and benchmark. Every
 * defect of the real data is in it (missing and malformed fields, legacy image paths, broken documents,
 * missing and unreadable files, paths that try to leave the uploads folder), placed deterministically: the
 * same seed gives the same collection files, apart from the admins' bcrypt salts.
 */
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize } from 'bson';
import sharp from 'sharp';
import { DATABASE, DEFAULT_PHOTO_BYTES } from './old-site-vocabulary.ts';
import { type DumpDocument, randomTools, streamSeed, type Uploads } from './dump-helpers.ts';
import { buildProducts } from './products.ts';
import {
  buildAdmins,
  buildCategoryOrder,
  buildIgnored,
  buildMasters,
  buildSubcategories,
  buildVisitPlaces,
} from './other-records.ts';
import { writeCollections } from './dump-files.ts';
import { writeUploads } from './photographs.ts';

export type DumpForm = 'bson' | 'json-relaxed' | 'json-canonical';
export type OldCollectionName =
  'products' | 'visitplaces' | 'masters' | 'subcategories' | 'categoryorders' | 'admins';

export type GenerateOptions = {
  /** folder to create (created if missing; must be empty if it exists) */
  out: string;
  form: DumpForm;
  /** json forms only: one JSON array per file (mongoexport --jsonArray) instead of JSON lines */
  jsonArray?: boolean;
  products: number;
  /** default 1 */
  seed?: number;
  /** approximate size of each photograph; default 30 000 bytes */
  photoBytes?: number;
  /** called as photographs are written */
  onProgress?: (done: number, total: number) => void;
};

export type GeneratedDump = {
  /** what to pass to --from: `${out}/dump` for bson (files in `dump/gandhara/`), `${out}/export` for json */
  dumpDir: string;
  /** what to pass to --uploads: `${out}/uploads` */
  uploadsDir: string;
  /**
   * every collection's documents in file order, as reading the dump gives them (ObjectId, Date, numbers,
   * strings); null where the document was written deliberately broken (unreadable)
   */
  collections: Record<OldCollectionName, (Record<string, unknown> | null)[]>;
  /** e-mail (as stored) -> plaintext password of its bcrypt hash */
  adminPasswords: Record<string, string>;
  /**
   * The four lists below are disjoint, and hold paths exactly as written in the records.
   * Local paths (inside the uploads folder) whose file is not there.
   */
  missingFiles: string[];
  /** local paths whose file exists but is not a decodable image (a truncated JPEG, a text file named .jpg) */
  unreadableFiles: string[];
  /** paths that point outside the uploads folder, e.g. '../../etc/passwd' */
  hostilePaths: string[];
  /** http(s) image URLs on other hosts, with no file */
  externalUrls: string[];
};

/** Fewer products leave some defect without a product to carry it. */
export const MIN_PRODUCTS = 40;

export async function generateOldSiteDump(options: GenerateOptions): Promise<GeneratedDump> {
  const { out, form, products: productCount } = options;
  const seed = options.seed ?? 1;
  if (!Number.isInteger(productCount) || productCount < MIN_PRODUCTS)
    throw new Error(`products must be a whole number of at least ${MIN_PRODUCTS}.`);
  if (options.jsonArray && form === 'bson') throw new Error('jsonArray applies to the json forms only.');
  await mkdir(out, { recursive: true });
  if ((await readdir(out)).length > 0) throw new Error(`${out} is not empty.`);
  sharp.concurrency(2);

  const uploads: Uploads = {
    photos: [],
    copies: [],
    texts: [],
    videos: [],
    missingFiles: [],
    unreadableFiles: [],
    hostilePaths: [],
    externalUrls: [],
  };
  const stamps = new Set<number>();
  const adminPasswords: Record<string, string> = {};
  const old: Record<OldCollectionName, DumpDocument[]> = {
    categoryorders: buildCategoryOrder(randomTools(streamSeed(seed, 1))),
    subcategories: buildSubcategories(randomTools(streamSeed(seed, 2))),
    products: buildProducts(productCount, randomTools(streamSeed(seed, 3)), uploads, stamps),
    visitplaces: buildVisitPlaces(randomTools(streamSeed(seed, 4)), uploads, stamps),
    masters: buildMasters(randomTools(streamSeed(seed, 5)), uploads, stamps),
    admins: buildAdmins(randomTools(streamSeed(seed, 6)), adminPasswords),
  };
  const ignored = buildIgnored(randomTools(streamSeed(seed, 7)));

  const dumpDir = path.join(out, form === 'bson' ? 'dump' : 'export');
  const uploadsDir = path.join(out, 'uploads');
  await writeCollections(
    form === 'bson' ? path.join(dumpDir, DATABASE) : dumpDir,
    // mongoexport is run per collection, and the owner exported the inquiries but not the site media
    form === 'bson' ? { ...old, ...ignored } : { ...old, tourinquiries: ignored.tourinquiries },
    form,
    options.jsonArray ?? false,
    randomTools(streamSeed(seed, 8)),
  );
  await writeUploads(uploadsDir, uploads, options.photoBytes ?? DEFAULT_PHOTO_BYTES, options.onProgress);

  const collections = Object.fromEntries(
    Object.entries(old).map(([name, documents]) => [
      name,
      // what a reader of the dump gets: Int32, Double and Long become numbers
      documents.map(({ doc, broken }) => (broken ? null : deserialize(serialize(doc)))),
    ]),
  ) as GeneratedDump['collections'];
  return {
    dumpDir,
    uploadsDir,
    collections,
    adminPasswords,
    missingFiles: uploads.missingFiles,
    unreadableFiles: uploads.unreadableFiles,
    hostilePaths: uploads.hostilePaths,
    externalUrls: uploads.externalUrls,
  };
}
