import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { imageVariantUrl } from '#common/media-url.ts';
import { bulkJobSchema } from '#common/schemas/bulk.ts';
import { createPublicCategories } from '#server/demo/seed.ts';
import { makeJpeg } from '#tests/helpers/image-files.ts';
import { makeZip } from '#tests/helpers/zip-files.ts';
import { multipartBody } from '#tests/helpers/multipart.ts';
import { addSignedInAdmin, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';

const EMAIL = 'owner@gandhara.test';
const PASSWORD = 'a long and private passphrase';
type Upload = { content: Buffer; filename: string; type: string };

/** Every file under a folder, relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** What is staged for bulk jobs in the media store: nothing, once every job has ended. */
async function stagedFiles(t: TestApp): Promise<string[]> {
  const keys = [];
  for await (const object of t.services.storage.list('bulk/')) keys.push(object.key);
  return keys;
}

describe.each(DATABASE_KINDS)('bulk upload of photographs on %s', (kind) => {
  let t: TestApp;
  let auth: { authorization: string };
  const photos: Upload[] = [];

  beforeAll(async () => {
    for (let n = 1; n <= 50; n++) {
      const filename =
        n % 10 === 0 ? `IMG_20${40 + n}.jpg` : n % 2 ? `stone-lotus_bowl-${n}.jpg` : `carvedPanel${n}.jpeg`;
      photos.push({
        content: await makeJpeg({ width: 320, height: 240, seed: n }),
        filename,
        type: 'image/jpeg',
      });
    }
  });
  // Each test on a shop of its own: what one uploads is not another's starting point.
  beforeEach(async () => {
    t = await createTestApp(kind);
    await createPublicCategories(t.services);
    ({ auth } = await addSignedInAdmin(t, { email: EMAIL, password: PASSWORD }));
  });
  afterEach(() => t.close());

  const upload = async (
    fields: Record<string, string>,
    files: Upload[],
    headers: Record<string, string> = auth,
    url = '/api/bulk-upload/bulk-images',
  ) => {
    const body = await multipartBody(fields, { [url.endsWith('zip') ? 'zipFile' : 'images']: files });
    return t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };
  const categories = JSON.stringify(['Gandhara Art', 'Home Decor']);

  test('without a signed-in admin: 401, no product, no file kept', async () => {
    const response = await upload({ categories }, photos.slice(0, 3), {});
    expect(response.statusCode).toBe(401);
    expect(await t.services.catalog.countAllProducts()).toBe(0);
    expect((await filesUnder(path.join(t.dataDir, 'media'))).length).toBe(0);
    expect((await stagedFiles(t)).length).toBe(0);
  });

  test('mistakes are refused with the screen’s messages and nothing is kept', async () => {
    const none = await upload({ categories: '[]' }, photos.slice(0, 2));
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please select at least one category for your products');
    const tooMany = await upload({ categories }, [...photos, photos[0]!]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/^At most 50 images per upload/);
    const empty = await upload({ categories }, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please select files to upload');
    const heavy = await upload({ categories, weightKg: 'a lot' }, photos.slice(0, 1));
    expect(heavy.statusCode).toBe(400);
    expect(heavy.json().message).toContain('The weight is in kilograms, such as 6.5');
    const wordy = await upload({ categories, origin: 'x'.repeat(81) }, photos.slice(0, 1));
    expect(wordy.statusCode).toBe(400);
    expect(wordy.json().message).toBe('The origin is at most 80 characters');
    expect(await t.services.catalog.countAllProducts()).toBe(0);
    expect(await filesUnder(path.join(t.dataDir, 'tmp'))).toEqual([]);
    expect(await stagedFiles(t)).toEqual([]);
  });

  test('50 photographs become 50 products with titles, keywords and slugs from their names', async () => {
    const response = await upload({ categories }, photos);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, successful: 50, failed: 0, total: 50, errors: [] });
    expect(body.message).toBe('Created 50 of 50 products.');
    expect(body.results).toHaveLength(50);
    expect(body.results[0]).toMatchObject({
      title: 'Stone Lotus Bowl 1',
      categories: ['Gandhara Art', 'Home Decor'],
      keywords: ['stone', 'lotus', 'bowl', 'Gandhara Art', 'Home Decor'],
      slug: 'gandhara-art-stone-lotus-bowl-1',
    });
    expect(body.results[1]).toMatchObject({ title: 'Carved Panel2', slug: 'gandhara-art-carved-panel2' });
    // A camera's name says nothing: the first category and the photograph's number.
    expect(body.results[9]).toMatchObject({
      title: 'Gandhara Art 10',
      keywords: ['gandhara', 'art', 'Gandhara Art', 'Home Decor'],
    });
    const product = (await t.services.catalog.findProduct(body.results[0].slug)) as {
      kind: 'found';
      product: { priceCents: number | null; images: unknown[]; imageAlt: string; seoTitle: string };
    };
    expect(product.kind).toBe('found');
    expect(product.product).toMatchObject({
      priceCents: null,
      imageAlt: 'Stone Lotus Bowl 1 - Gandhara Art by Gandhara Arts',
      seoTitle: 'Stone Lotus Bowl 1 - Gandhara Art | Gandhara Arts',
    });
    expect(product.product.images).toHaveLength(1);
    expect(await t.services.catalog.countAllProducts()).toBe(50);
    // The job's staged files are gone; every stored original belongs to a product.
    expect(await stagedFiles(t)).toEqual([]);
    expect(await filesUnder(path.join(t.dataDir, 'tmp'))).toEqual([]);
    expect((await filesUnder(path.join(t.dataDir, 'media', 'originals'))).length).toBe(50);
  });

  test('a photograph already in the catalogue, a text file called .jpg and a non-image are reported, not created', async () => {
    const text = { content: Buffer.from('not really a photo'), filename: 'fake.jpg', type: 'image/jpeg' };
    const notes = { content: Buffer.from('notes'), filename: 'notes.txt', type: 'text/plain' };
    const fresh = {
      content: await makeJpeg({ width: 300, height: 300, seed: 99 }),
      filename: 'new-shelf-piece.jpg',
      type: 'image/jpeg',
    };
    expect((await upload({ categories }, [photos[0]!])).statusCode).toBe(200);
    const response = await upload(
      {
        categories: JSON.stringify(['Garden Decor', 'Shelf Pieces']),
        publish: 'false',
        material: 'Onyx',
        dimensions: '',
        weightKg: '2.5',
        finish: 'Polished',
        origin: 'Taxila, Pakistan',
      },
      [photos[0]!, text, notes, fresh],
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ successful: 1, failed: 3, total: 4 });
    const errors = Object.fromEntries(
      body.errors.map((error: { filename: string; error: string }) => [error.filename, error.error]),
    );
    expect(errors['stone-lotus_bowl-1.jpg']).toBe(
      'Duplicate: this photograph is already in the catalogue as "Stone Lotus Bowl 1".',
    );
    expect(errors['fake.jpg']).toBe('The file is not an image we accept (JPEG, PNG, WebP or GIF).');
    // What a file is, is decided by its content, whatever type the browser sent.
    expect(errors['notes.txt']).toBe('The file is not an image we accept (JPEG, PNG, WebP or GIF).');
    // A custom category is created; the product is a draft, as the switch asked.
    expect(body.results[0]).toMatchObject({
      title: 'New Shelf Piece',
      categories: ['Garden Decor', 'Shelf Pieces'],
    });
    expect((await t.services.catalog.findCategory('shelf-pieces'))?.name).toBe('Shelf Pieces');
    // Recorded too, under the upload's batch (decision 027).
    const made = await t.app.inject({ url: '/api/admin/history?kind=category&action=create', headers: auth });
    expect(made.statusCode, made.body).toBe(200);
    const shelf = (
      made.json().entries as { label: string; actor: string; batch: string; changes: unknown[] }[]
    ).find((entry) => entry.label === 'Shelf Pieces');
    expect(shelf).toMatchObject({ actor: 'bulk upload', batch: expect.stringMatching(/^bulk-/) });
    expect(shelf?.changes).toContainEqual({ field: 'name', before: null, after: 'Shelf Pieces' });
    expect((await t.services.catalog.findProduct(body.results[0].slug)).kind).toBe('draft');
    // Each product starts with the upload's specifications (decision 040); those left empty stay unset.
    expect(await t.services.catalog.productForAdmin(body.results[0]._id)).toMatchObject({
      status: 'draft',
      material: 'onyx',
      dimensions: null,
      weightGrams: 2500,
      finish: 'Polished',
      origin: 'Taxila, Pakistan',
    });
  });

  test('Prefer: respond-async answers at once with the job, which the panel follows to the end', async () => {
    const files = [
      {
        content: await makeJpeg({ width: 400, height: 300, seed: 201 }),
        filename: 'async-one.jpg',
        type: 'image/jpeg',
      },
      {
        content: await makeJpeg({ width: 400, height: 300, seed: 202 }),
        filename: 'async-two.jpg',
        type: 'image/jpeg',
      },
    ];
    const response = await upload({ categories }, files, { ...auth, prefer: 'respond-async' });
    expect(response.statusCode).toBe(202);
    const { jobId } = response.json();
    expect(response.headers.location).toBe(`/api/bulk-upload/jobs/${jobId}`);
    // Followed as the panel follows it: through the job's own address, until it has ended.
    const job = await vi.waitFor(
      async () => {
        const answer = await t.app.inject({ url: `/api/bulk-upload/jobs/${jobId}`, headers: auth });
        const { status } = answer.json<{ job: { status: string } }>().job;
        if (status !== 'done' && status !== 'failed') throw new Error(`The job is still ${status}`);
        return answer;
      },
      { timeout: 30_000, interval: 50 },
    );
    expect(job.json().job).toMatchObject({ status: 'done', total: 2, processed: 2, successful: 2 });
    const latest = await t.app.inject({ url: '/api/bulk-upload/jobs/latest', headers: auth });
    expect(latest.json().job.id).toBe(jobId);

    // The history has a creation per product, under the job's batch, which the activity log filters by.
    const log = await t.app.inject({ url: `/api/admin/history?batch=bulk-${jobId}`, headers: auth });
    expect(log.statusCode, log.body).toBe(200);
    const entries = log.json().entries as {
      kind: string;
      recordId: string;
      label: string;
      action: string;
      actor: string;
      adminId: string | null;
      batch: string;
      changes: { field: string; before: unknown; after: unknown }[];
    }[];
    const made = job.json().job.results as { _id: string; title: string }[];
    expect(entries.map((entry) => entry.recordId).sort()).toEqual(made.map((product) => product._id).sort());
    for (const entry of entries) {
      expect(entry).toMatchObject({
        kind: 'product',
        action: 'create',
        actor: 'bulk upload',
        adminId: null,
        batch: `bulk-${jobId}`,
      });
      const field = (name: string) => entry.changes.find((change) => change.field === name);
      expect(field('title')).toEqual({ field: 'title', before: null, after: entry.label });
      expect(field('categories')).toEqual({
        field: 'categories',
        before: null,
        after: ['Gandhara Art', 'Home Decor'],
      });
      expect(field('images')?.after).toEqual([expect.stringMatching(/^media:/)]);
    }
    expect(entries.map((entry) => entry.label).sort()).toEqual(['Async One', 'Async Two']);
    expect((await t.app.inject({ url: `/api/bulk-upload/jobs/${jobId}` })).statusCode).toBe(401);
  });

  test('the job’s result carries each new product as it is now: its photograph, price, status and version', async () => {
    const files = ['IMG_20260112_1432.jpg', 'lotus-bowl.jpg'].map(async (filename, n) => ({
      content: await makeJpeg({ width: 400, height: 300, seed: 301 + n }),
      filename,
      type: 'image/jpeg',
    }));
    const response = await upload({ categories, publish: 'false' }, await Promise.all(files));
    expect(response.statusCode, response.body).toBe(200);
    const latest = async () => {
      const answer = await t.app.inject({ url: '/api/bulk-upload/jobs/latest', headers: auth });
      expect(answer.statusCode, answer.body).toBe(200);
      // What the panel reads, checked as the panel checks it.
      return bulkJobSchema.parse(answer.json().job).results;
    };
    const [camera, bowl] = await latest();
    expect(camera).toMatchObject({
      filename: 'IMG_20260112_1432.jpg',
      title: 'Gandhara Art 1',
      price: null,
      status: 'draft',
      image: {
        kind: 'media',
        ref: { hash: expect.stringMatching(/^[0-9a-f]{64}$/), width: 400, height: 300 },
      },
    });
    expect(bowl).toMatchObject({ filename: 'lotus-bowl.jpg', title: 'Lotus Bowl', status: 'draft' });
    expect(camera!.image).not.toEqual(bowl!.image);
    // The synchronous answer carries the same.
    expect(response.json().results[0]).toMatchObject({
      filename: 'IMG_20260112_1432.jpg',
      image: camera!.image,
    });
    // The thumbnail's variant is served.
    if (camera!.image?.kind !== 'media') throw new Error('a media-store photograph was expected');
    const thumbnail = await t.app.inject({ url: imageVariantUrl(camera!.image.ref, 320, 'webp') });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');

    // Titled and priced in place with the list's quick edit, the result says so when it is read again.
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${camera!._id}`,
      headers: auth,
      payload: { title: 'Veranda Lion', price: '120.50', expectedUpdatedAt: camera!.updatedAt },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [edited] = await latest();
    expect(edited).toMatchObject({ _id: camera!._id, title: 'Veranda Lion', price: 120.5, status: 'draft' });
    expect(edited!.updatedAt).toBe(saved.json().product.updatedAt);
    expect(edited!.updatedAt).not.toBe(camera!.updatedAt);

    // A product deleted since is said to be, with nothing to edit (its item lost the product's id with it).
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${bowl!._id}`,
      headers: auth,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await latest())[1]).toMatchObject({
      _id: '',
      title: 'Lotus Bowl',
      status: 'deleted',
      image: null,
      price: null,
      updatedAt: null,
    });
  });

  test('a ZIP: nested folders become products; a duplicate, a fake photo, a path out, a symlink and a bomb are reported', async () => {
    expect((await upload({ categories }, [photos[2]!])).statusCode).toBe(200);
    const zip = makeZip([
      { name: 'shelf/', data: Buffer.alloc(0), method: 'store' },
      {
        name: 'shelf/left/Marble-Elephant.jpg',
        data: await makeJpeg({ width: 300, height: 200, seed: 301 }),
      },
      { name: 'shelf/right/onyxTeaLight.jpg', data: await makeJpeg({ width: 300, height: 200, seed: 302 }) },
      { name: 'shelf/right/again.jpg', data: photos[2]!.content },
      { name: 'notes-renamed.jpg', data: Buffer.from('this is a text file, not a photograph') },
      { name: '../../evil.jpg', data: await makeJpeg({ width: 100, height: 100, seed: 303 }) },
      { name: 'link.jpg', data: Buffer.from('/etc/passwd'), method: 'store', unixMode: 0o120777 },
      {
        name: 'bomb.jpg',
        data: Buffer.alloc(1024 * 1024),
        declaredUncompressedSize: 10 * 1024 ** 3,
      },
      { name: '__MACOSX/shelf/._Marble-Elephant.jpg', data: Buffer.from('resource fork') },
      { name: '.DS_Store', data: Buffer.from('finder') },
    ]);
    const response = await upload(
      { categories: JSON.stringify(['Home Decor']) },
      [{ content: zip, filename: 'shelf.zip', type: 'application/zip' }],
      auth,
      '/api/bulk-upload/bulk-zip',
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.results.map((result: { title: string }) => result.title)).toEqual([
      'Marble Elephant',
      'Onyx Tea Light',
    ]);
    expect(body).toMatchObject({ successful: 2, failed: 5, total: 7 });
    const errors = new Map<string, string>(
      body.errors.map((error: { filename: string; error: string }) => [error.filename, error.error]),
    );
    expect([...errors.keys()].sort()).toEqual(
      ['../../evil.jpg', 'bomb.jpg', 'link.jpg', 'notes-renamed.jpg', 'shelf/right/again.jpg'].sort(),
    );
    expect(errors.get('shelf/right/again.jpg')).toMatch(/^Duplicate: /);
    expect(errors.get('notes-renamed.jpg')).toBe(
      'The file is not an image we accept (JPEG, PNG, WebP or GIF).',
    );
    for (const name of ['../../evil.jpg', 'bomb.jpg', 'link.jpg'])
      expect(errors.get(name)).toMatch(/^Skipped/);
    // Nothing was written beside the data folder or anywhere in it, and nothing of the job is left inside it.
    expect(await readdir(path.dirname(t.dataDir))).not.toContain('evil.jpg');
    expect((await filesUnder(t.dataDir)).filter((file) => file.endsWith('evil.jpg'))).toEqual([]);
    expect(await stagedFiles(t)).toEqual([]);
    expect(await filesUnder(path.join(t.dataDir, 'tmp'))).toEqual([]);
  });

  test('a photograph over 10 MB is refused on its own, by name, and the others go through; a JPEG sent as octet-stream is a JPEG', async () => {
    const before = await t.services.catalog.countAllProducts();
    const response = await upload({ categories, publish: 'false' }, [
      {
        content: await makeJpeg({ width: 360, height: 240, seed: 301 }),
        filename: 'lamp-a.jpg',
        type: 'image/jpeg',
      },
      { content: Buffer.alloc(10 * 1024 * 1024 + 1, 0xff), filename: 'huge-scan.jpg', type: 'image/jpeg' },
      {
        content: await makeJpeg({ width: 360, height: 240, seed: 302 }),
        filename: 'lamp-b.jpg',
        type: 'application/octet-stream',
      },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ successful: 2, failed: 1, total: 3 });
    expect(response.json().errors).toEqual([
      { filename: 'huge-scan.jpg', error: 'Larger than the 10 MB limit per photograph: not uploaded.' },
    ]);
    expect(await t.services.catalog.countAllProducts()).toBe(before + 2);
    expect(await filesUnder(path.join(t.dataDir, 'tmp'))).toEqual([]);
  });

  test('a file that is not a ZIP, or one over 100 MB, is refused whole', async () => {
    const notZip = await upload(
      { categories },
      [{ content: Buffer.from('plain text'), filename: 'photos.zip', type: 'application/zip' }],
      auth,
      '/api/bulk-upload/bulk-zip',
    );
    expect(notZip.statusCode).toBe(422);
    expect(notZip.json().success).toBe(false);
    expect(notZip.json().error).toMatch(/ZIP/);
    // The refused job leaves no folder behind in the store.
    const refusedJob = (await t.services.bulk.latest())!;
    expect(refusedJob.status).toBe('failed');
    expect(existsSync(path.join(t.dataDir, 'media', 'bulk', refusedJob.id))).toBe(false);
    const big = await upload(
      { categories },
      [{ content: Buffer.alloc(100 * 1024 * 1024 + 1), filename: 'big.zip', type: 'application/zip' }],
      auth,
      '/api/bulk-upload/bulk-zip',
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The ZIP file is larger than 100 MB.');
    expect(await filesUnder(path.join(t.dataDir, 'tmp'))).toEqual([]);
  });
});
