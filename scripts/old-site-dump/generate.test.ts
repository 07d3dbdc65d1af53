import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deserialize, EJSON, type Document } from 'bson';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { normalizeLegacyPath } from '#common/image-path.ts';
import {
  type DumpForm,
  generateOldSiteDump,
  type GeneratedDump,
  type OldCollectionName,
} from '#scripts/old-site-dump/generate.ts';

const OLD_SITE_ORIGIN = 'https://gandhara-arts-and-taxila-stone-crafts.com';
const COLLECTIONS: OldCollectionName[] = [
  'products',
  'visitplaces',
  'masters',
  'subcategories',
  'categoryorders',
  'admins',
];
const PHOTO_BYTES = 12_000;

/** Each document of a file as a reader gets it, or the error reading it gave. */
type Entry = Document | Error;

function attempt(read: () => Document): Entry {
  try {
    return read();
  } catch (error) {
    return error as Error;
  }
}

/** mongodump's framing: every document starts with its own length, so a bad one does not hide the next. */
function readBson(bytes: Buffer): Entry[] {
  const entries: Entry[] = [];
  for (let offset = 0; offset < bytes.length;) {
    const size = bytes.readInt32LE(offset);
    entries.push(attempt(() => deserialize(bytes.subarray(offset, offset + size))));
    offset += size;
  }
  return entries;
}

function readJson(text: string): Entry[] {
  if (text.startsWith('['))
    return (JSON.parse(text) as Document[]).map((value) =>
      attempt(() => EJSON.deserialize(value, { relaxed: true })),
    );
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => attempt(() => EJSON.parse(line, { relaxed: true }) as Document));
}

async function collectionFile(dump: GeneratedDump, form: DumpForm, name: string): Promise<Buffer> {
  return readFile(
    form === 'bson'
      ? path.join(dump.dumpDir, 'gandhara', `${name}.bson`)
      : path.join(dump.dumpDir, `${name}.json`),
  );
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** Every image and video path the readable records of the dump point at, as written. */
function referencedPaths(dump: GeneratedDump): string[] {
  const readable = (name: OldCollectionName) => dump.collections[name].filter((doc) => doc !== null);
  return [
    ...readable('products').flatMap((product) => [product.image, ...((product.images as unknown[]) ?? [])]),
    ...readable('visitplaces').flatMap((place) => [place.image, place.video]),
    ...readable('masters').map((master) => master.image),
  ].filter((value): value is string => typeof value === 'string' && value !== '');
}

async function makeDump(options: { form: DumpForm; jsonArray?: boolean; products?: number; seed?: number }) {
  const out = await mkdtemp(path.join(tmpdir(), 'old-site-dump-'));
  const dump = await generateOldSiteDump({
    out,
    form: options.form,
    jsonArray: options.jsonArray,
    products: options.products ?? 48,
    seed: options.seed,
    photoBytes: PHOTO_BYTES,
  });
  return { out, dump };
}

const LAYOUTS: { form: DumpForm; jsonArray: boolean }[] = [
  { form: 'bson', jsonArray: false },
  { form: 'json-relaxed', jsonArray: false },
  { form: 'json-relaxed', jsonArray: true },
  { form: 'json-canonical', jsonArray: false },
  { form: 'json-canonical', jsonArray: true },
];

describe.each(LAYOUTS)('A $form dump (JSON array: $jsonArray)', ({ form, jsonArray }) => {
  let out: string;
  let dump: GeneratedDump;
  beforeAll(async () => {
    ({ out, dump } = await makeDump({ form, jsonArray }));
  });
  afterAll(() => rm(out, { recursive: true, force: true }));

  test('reads back document by document as the collections it returns, and the broken documents do not read', async () => {
    for (const name of COLLECTIONS) {
      const bytes = await collectionFile(dump, form, name);
      const entries = form === 'bson' ? readBson(bytes) : readJson(bytes.toString('utf8'));
      const expected = dump.collections[name];
      expect(entries, name).toHaveLength(expected.length);
      expect(entries.filter((entry) => !(entry instanceof Error)).length, name).toBe(
        expected.filter((doc) => doc !== null).length,
      );
      entries.forEach((entry, position) => {
        if (expected[position] === null) expect(entry, `${name} #${position}`).toBeInstanceOf(Error);
        else expect(entry, `${name} #${position}`).toEqual(expected[position]);
      });
    }
    expect(dump.collections.products.filter((doc) => doc === null)).toHaveLength(2);
    expect(dump.collections.masters.filter((doc) => doc === null)).toHaveLength(1);
  });

  test('writes the collections the import must ignore beside the old collections', async () => {
    const files = await readdir(form === 'bson' ? path.join(dump.dumpDir, 'gandhara') : dump.dumpDir);
    if (form === 'bson') {
      expect(files).toEqual(expect.arrayContaining(['tourinquiries.bson', 'sitemedia.bson']));
      for (const name of COLLECTIONS) {
        const metadata = JSON.parse(
          await readFile(path.join(dump.dumpDir, 'gandhara', `${name}.metadata.json`), 'utf8'),
        ) as { collectionName: string; uuid: string; indexes: unknown[] };
        expect(metadata.collectionName).toBe(name);
        expect(metadata.uuid).toMatch(/^[0-9a-f]{32}$/);
        expect(metadata.indexes.length).toBeGreaterThan(0);
      }
    } else {
      expect(files).toContain('tourinquiries.json');
    }
  });

  test.runIf(form !== 'bson')('writes numbers and dates in the Extended JSON mode of its form', async () => {
    const text = (await collectionFile(dump, form, 'products')).toString('utf8');
    if (form === 'json-canonical') {
      expect(text).toContain('"$numberInt"');
      expect(text).toContain('"$numberDouble"');
      expect(text).toContain('{"$date":{"$numberLong"');
    } else {
      for (const name of COLLECTIONS) {
        const relaxed = (await collectionFile(dump, form, name)).toString('utf8');
        expect(relaxed, name).not.toMatch(/\$numberInt|\$numberDouble|\$numberLong/);
        expect(relaxed, name).toContain('{"$date":"');
      }
    }
  });

  test('every file a record points at is in the uploads folder, except those listed as missing, hostile or external', async () => {
    const referenced = referencedPaths(dump);
    const unlisted = referenced.filter(
      (reference) =>
        !dump.missingFiles.includes(reference) &&
        !dump.hostilePaths.includes(reference) &&
        !dump.externalUrls.includes(reference),
    );
    // the lists hold what the records hold, and nothing else
    for (const list of [dump.missingFiles, dump.unreadableFiles, dump.hostilePaths, dump.externalUrls])
      for (const reference of list) expect(referenced).toContain(reference);

    const fileOf = (reference: string) =>
      path.join(dump.uploadsDir, normalizeLegacyPath(reference.replace(`${OLD_SITE_ORIGIN}/`, '')));
    for (const reference of unlisted) {
      expect(reference, 'a URL on another host must be listed as external').not.toMatch(
        /^https?:\/\/(?!gandhara-arts)/,
      );
      expect(await exists(fileOf(reference)), reference).toBe(true);
    }
    for (const reference of dump.missingFiles) expect(await exists(fileOf(reference)), reference).toBe(false);
    for (const reference of dump.externalUrls) expect(reference).toMatch(/^https?:\/\//);

    // the media pipeline's decoding: a listed unreadable file fails it, every other photograph passes it
    const decodes = (file: string) =>
      sharp(file, { failOn: 'truncated' })
        .raw()
        .toBuffer()
        .then(
          () => true,
          () => false,
        );
    for (const reference of dump.unreadableFiles)
      expect(await decodes(fileOf(reference)), reference).toBe(false);
    for (const reference of unlisted.filter((reference) => !dump.unreadableFiles.includes(reference))) {
      if (reference.endsWith('.mp4')) continue;
      expect(await decodes(fileOf(reference)), reference).toBe(true);
    }
  });
});

test('a dump of 40 products carries every defect of the old data', async () => {
  const { out, dump } = await makeDump({ form: 'bson', products: 40 });
  try {
    const products = dump.collections.products.filter((doc) => doc !== null);
    const count = (match: (product: Record<string, unknown>) => boolean) => products.filter(match).length;
    const slugs = products.map((product) => product.slug).filter((slug) => typeof slug === 'string' && slug);

    expect(count((product) => !('slug' in product))).toBeGreaterThan(0);
    expect(count((product) => product.slug === null)).toBeGreaterThan(0);
    expect(count((product) => product.slug === '')).toBeGreaterThan(0);
    expect(slugs).toEqual(
      expect.arrayContaining(['Buddha Head Large', 'onyx_vase', 'vase--double', 'گندھارا-بدھا']),
    );
    expect(slugs.some((slug) => (slug as string).length === 130)).toBe(true);
    expect(slugs.length - new Set(slugs).size).toBe(2);
    expect(products.map((product) => product.title)).toEqual(
      expect.arrayContaining(['گندھارا بدھا مجسمہ', 'Crème Onyx Vase', 'Jaulian Stūpa Relief', 1234, '   ']),
    );
    expect(count((product) => !('title' in product))).toBe(1);
    expect(count((product) => typeof product.keywords === 'string')).toBeGreaterThan(0);
    expect(count((product) => !('keywords' in product))).toBeGreaterThan(0);
    expect(count((product) => product.price === 0)).toBe(12);
    expect(count((product) => product.price === '250')).toBe(1);
    expect(count((product) => typeof product.price === 'number' && product.price < 0)).toBe(1);
    expect(count((product) => !('price' in product))).toBe(1);
    expect(count((product) => product.image === '')).toBe(1);
    expect(count((product) => !('image' in product))).toBe(1);
    expect(count((product) => Array.isArray(product.images))).toBeGreaterThan(1);
    expect(count((product) => typeof product.categories === 'string')).toBe(1);
    expect(count((product) => !('categories' in product))).toBe(1);
    expect(count((product) => Array.isArray(product.categories) && product.categories.length === 0)).toBe(1);
    const categories = products.flatMap((product) =>
      Array.isArray(product.categories) ? product.categories : [],
    );
    expect(categories).toEqual(
      expect.arrayContaining(['luxury collection', 'Marble Inlay', 'Buddha Sculptures', 'Wall Fountains']),
    );
    expect(count((product) => product.isActive === false)).toBeGreaterThan(0);
    expect(
      count((product) => product.isFeatured === true && product.featuredUntil instanceof Date),
    ).toBeGreaterThan(1);
    expect(count((product) => product.isSoldOut === true && product.soldOutAt === null)).toBe(1);
    expect(count((product) => typeof product.createdAt === 'string')).toBe(1);
    expect(count((product) => !('updatedAt' in product))).toBe(1);
    expect(count((product) => product._id === 'legacy-42')).toBe(1);

    expect(dump.hostilePaths).toHaveLength(4);
    expect(dump.unreadableFiles).toHaveLength(2);
    expect(dump.externalUrls.length).toBeGreaterThan(0);
    const images = products.map((product) => product.image).filter((image) => typeof image === 'string');
    expect(images.some((image) => image.startsWith('uploads\\'))).toBe(true);
    expect(images.some((image) => image.startsWith('/uploads/uploads/'))).toBe(true);
    expect(images.some((image) => image.startsWith(`${OLD_SITE_ORIGIN}/uploads/`))).toBe(true);
    expect(images.some((image) => /^\d{13}-[a-z-]+\.jpg$/.test(image))).toBe(true);
    expect(images.some((image) => /^uploads\/bulk_\d+_IMG_\d+\.jpg$/.test(image))).toBe(true);
    expect(images.some((image) => image.endsWith('.png'))).toBe(true);

    // the same photograph uploaded twice: two names, the same bytes
    const files = (await readdir(dump.uploadsDir, { withFileTypes: true })).filter((entry) => entry.isFile());
    const contents = await Promise.all(
      files.map((entry) => readFile(path.join(dump.uploadsDir, entry.name))),
    );
    expect(new Set(contents.map((bytes) => bytes.toString('base64'))).size).toBe(contents.length - 1);

    const places = dump.collections.visitplaces.filter((doc) => doc !== null);
    expect(places).toHaveLength(14);
    expect(places.map((place) => place.tourCategory)).toEqual(
      expect.arrayContaining(['', 'cultural', undefined]),
    );
    expect(places.filter((place) => place.image === null && place.mediaType === 'video')).toHaveLength(1);
    expect(places.filter((place) => !('location' in place))).toHaveLength(1);
    expect(dump.collections.masters.filter((master) => master?.experience === '25')).toHaveLength(1);
    expect(Object.values(dump.adminPasswords).every((password) => password.length >= 14)).toBe(true);
  } finally {
    await rm(out, { recursive: true, force: true });
  }
});

test('the same seed writes the same collection files and uploads, the admins collection aside', async () => {
  const first = await makeDump({ form: 'bson', seed: 7 });
  const second = await makeDump({ form: 'bson', seed: 7 });
  try {
    const folder = (dump: GeneratedDump) => path.join(dump.dumpDir, 'gandhara');
    const files = (await readdir(folder(first.dump))).filter((file) => !file.startsWith('admins.'));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const [a, b] = await Promise.all([
        readFile(path.join(folder(first.dump), file)),
        readFile(path.join(folder(second.dump), file)),
      ]);
      expect(a.equals(b), file).toBe(true);
    }
    const uploads = (await readdir(first.dump.uploadsDir, { recursive: true })).sort();
    expect((await readdir(second.dump.uploadsDir, { recursive: true })).sort()).toEqual(uploads);
    for (const file of uploads.filter((file) => /\.(jpe?g|png)$/.test(file))) {
      const [a, b] = await Promise.all([
        readFile(path.join(first.dump.uploadsDir, file)),
        readFile(path.join(second.dump.uploadsDir, file)),
      ]);
      expect(a.equals(b), file).toBe(true);
    }
    expect(second.dump.adminPasswords).toEqual(first.dump.adminPasswords);
  } finally {
    await Promise.all([first.out, second.out].map((out) => rm(out, { recursive: true, force: true })));
  }
});
