import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PRODUCT_CSV_COLUMNS } from '#common/product-csv.ts';
import type { ProductCsvImportLine, ProductCsvPreview } from '#common/schemas/product-csv.ts';
import { createPublicCategories } from '#server/demo/seed.ts';
import { makeJpeg } from '#tests/helpers/image-files.ts';
import { createSignedInTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';

type Row = Partial<Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>>;

/** A file as a spreadsheet saves it: Excel's UTF-8 byte order mark and CRLF line ends. */
function excelFile(rows: readonly Row[]): string {
  const records = rows.map((row) => PRODUCT_CSV_COLUMNS.map((column) => row[column] ?? ''));
  return `\uFEFF${stringify([[...PRODUCT_CSV_COLUMNS], ...records], { record_delimiter: 'windows' })}`;
}
const records = (csv: string) =>
  parse(csv, { bom: true, columns: true }) as Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>[];

/** Issue 18, item 4: the owner exports the catalogue, edits it in a spreadsheet and imports it back. */
describe.each(DATABASE_KINDS)('products as CSV on %s', (kind) => {
  let t: TestApp;
  let auth: { authorization: string };

  beforeAll(async () => {
    ({ auth, ...t } = await createSignedInTestApp(kind));
    await createPublicCategories(t.services);
    await t.services.categoryAdmin.subcategories.create(
      (await t.services.catalog.findCategory('Home Decor'))!.id,
      { name: 'Lamps', visible: true },
    );
  });
  afterAll(() => t.close());

  const exportCsv = async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products/export.csv',
      headers: auth,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    return answer.rawPayload;
  };
  const preview = async (csv: string | Buffer) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import/preview',
      headers: { ...auth, 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<ProductCsvPreview>();
  };
  const importCsv = async (csv: string | Buffer, fingerprint: string) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/import?fingerprint=${fingerprint}`,
      headers: { ...auth, 'content-type': 'text/csv' },
      payload: csv,
    });
    return {
      answer,
      lines:
        answer.statusCode === 200
          ? answer.body
              .trim()
              .split('\n')
              .map((line) => JSON.parse(line) as ProductCsvImportLine)
          : [],
    };
  };
  const previewAndImport = async (csv: string | Buffer) => {
    const plan = await preview(csv);
    const { answer, lines } = await importCsv(csv, plan.fingerprint);
    expect(answer.statusCode, answer.body).toBe(200);
    return { plan, lines, done: lines.at(-1)! };
  };
  const productCount = () => t.services.catalog.countAllProducts();

  test(
    '5,000 products go in from an Excel file, come out, and go in again as a no-op; the two exports are the same bytes',
    { timeout: 240_000 },
    async () => {
      const before = await productCount();
      const rows: Row[] = Array.from({ length: 5000 }, (_, n) => ({
        slug: n % 2 === 0 ? `csv-piece-${n}` : '',
        title:
          n % 7 === 0 ? `سنگ مرمر کا گلدان ${n}` : `Piece ${n}, "the ${n % 3 === 0 ? 'large' : 'small'}" one`,
        description: `Carved by hand, in Taxila.\nLine two, with a comma; and "quotes".\r\nNumber ${n}.`,
        shortDescription: n % 5 === 0 ? '=HYPERLINK("http://evil.test")' : '',
        keywords: 'stone\nmarble, white',
        tags: n % 2 ? 'gift\nheritage' : '',
        specifications: 'Material: Onyx\nSize: 12 x 8 in',
        metaKeywords: n % 11 === 0 ? '@SUM(1+1)' : '',
        price: n % 4 === 0 ? '' : `${100 + n}.50`,
        originalPrice: n % 8 === 1 ? `${200 + n}` : '',
        isNew: n % 3 === 0 ? 'yes' : 'no',
        status: n % 10 === 0 ? 'draft' : 'published',
        sold: n % 13 === 0 ? 'yes' : 'no',
        soldAt: n % 13 === 0 ? '2026-02-01T10:00:00.000Z' : '',
        categories: n % 2 ? 'Home Decor\nGandhara Art' : 'Calligraphy',
        subcategories: n % 2 ? 'Lamps' : '',
        images: n % 3 === 0 ? 'https://old-cdn.example/stone.jpg\nuploads/uploads/old piece.jpg' : '',
      }));
      const file = excelFile(rows);
      const { plan, done } = await previewAndImport(file);
      expect(plan).toMatchObject({
        rows: 5000,
        create: 5000,
        update: 0,
        unchanged: 0,
        errorRows: 0,
        errors: [],
      });
      expect(done).toEqual({ kind: 'done', created: 5000, updated: 0, unchanged: 0 });
      expect(await productCount()).toBe(before + 5000);

      const first = await exportCsv();
      expect([...first.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const exported = records(first.toString('utf8'));
      expect(exported).toHaveLength(before + 5000);
      const urdu = exported.find((record) => record.slug === 'csv-piece-14')!;
      expect(urdu.title).toBe('سنگ مرمر کا گلدان 14');
      expect(urdu.description).toBe(rows[14]!.description);
      expect(urdu.keywords).toBe('stone\nmarble, white');
      // A formula-looking cell is neutralised with a leading quote; the import takes it off again.
      const formula = exported.find((record) => record.slug === 'csv-piece-0')!;
      expect(formula.shortDescription).toBe(`'=HYPERLINK("http://evil.test")`);
      expect(formula.metaKeywords).toBe(`'@SUM(1+1)`);
      expect(formula.images).toBe('https://old-cdn.example/stone.jpg\nuploads/uploads/old piece.jpg');
      const stored = await t.services.catalog.findProduct('csv-piece-0');
      expect(stored.kind).toBe('draft');
      if (stored.kind === 'draft')
        expect(stored.product.shortDescription).toBe('=HYPERLINK("http://evil.test")');
      const sold = exported.find((record) => record.slug === 'csv-piece-26')!;
      expect(sold).toMatchObject({ sold: 'yes', soldAt: '2026-02-01T10:00:00.000Z', price: '126.50' });
      const reduced = exported.find((record) => record.title.startsWith('Piece 9,'))!;
      expect(reduced).toMatchObject({
        price: '109.50',
        originalPrice: '209.00',
        categories: 'Home Decor\nGandhara Art',
        subcategories: 'Lamps',
      });

      // The same file again: every row unchanged, nothing written (updatedAt is in the export, which stays the same).
      const again = await previewAndImport(first);
      expect(again.plan).toMatchObject({ create: 0, update: 0, unchanged: before + 5000, errorRows: 0 });
      expect(again.done).toEqual({ kind: 'done', created: 0, updated: 0, unchanged: before + 5000 });
      expect((await exportCsv()).equals(first)).toBe(true);
      // The generated file again: the rows with a slug are found and unchanged; a row that names neither an id nor a
      // slug is a new piece each time.
      expect(await preview(file)).toMatchObject({ create: 2500, update: 0, unchanged: 2500, errorRows: 0 });
    },
  );

  test('the preview counts what would change and lists each mistake by row and column; nothing is written before the confirm', async () => {
    const base = excelFile([
      {
        slug: 'preview-vase',
        title: 'Onyx Vase',
        description: 'Green onyx.',
        price: '120',
        categories: 'Home Decor',
      },
      { slug: 'preview-bowl', title: 'Jade Bowl', description: 'Jade.', price: '80', categories: 'Crockery' },
      { slug: 'preview-lamp', title: 'Marble Lamp', description: 'Marble.', categories: 'Home Decor' },
    ]);
    await previewAndImport(base);
    const exported = records((await exportCsv()).toString('utf8'));
    const vase = exported.find((record) => record.slug === 'preview-vase')!;
    const bowl = exported.find((record) => record.slug === 'preview-bowl')!;
    const lamp = exported.find((record) => record.slug === 'preview-lamp')!;
    const edited = excelFile([
      { ...vase, price: '135.00' }, // row 2: an update, matched by id
      { ...bowl, id: '', title: 'Jade Bowl, larger' }, // row 3: an update matched by slug
      lamp, // row 4: unchanged
      { title: 'Brass Bell', description: 'New.', categories: 'Home Decor' }, // row 5: new
      { title: 'Bad Price', price: 'twelve', categories: 'Home Decor' }, // row 6
      { title: 'Nowhere', categories: 'Moon Rocks' }, // row 7
      { title: '', categories: 'Home Decor' }, // row 8
      { slug: 'twin-piece', title: 'Twin A', categories: 'Home Decor' }, // row 9
      { slug: 'twin-piece', title: 'Twin B', categories: 'Home Decor' }, // row 10
      { title: 'Sub elsewhere', categories: 'Crockery', subcategories: 'Lamps' }, // row 11
      { title: 'Unknown photo', images: `${TEST_PUBLIC_URL}/media/${'a'.repeat(64)}/abcdefghij/960` }, // row 12
    ]);
    const count = await productCount();
    const plan = await preview(edited);
    expect(plan).toMatchObject({ rows: 11, create: 2, update: 2, unchanged: 1, errorRows: 6 });
    expect(plan.updates).toEqual([
      { row: 2, title: 'Onyx Vase', changed: ['price'] },
      { row: 3, title: 'Jade Bowl, larger', changed: ['title'] },
    ]);
    expect(plan.creates.map((row) => row.title)).toEqual(['Brass Bell', 'Twin A']);
    expect(plan.errors).toEqual([
      { row: 6, column: 'price', message: '"twelve" is not a price: write dollars such as 120 or 99.50' },
      { row: 7, column: 'categories', message: 'Unknown category: Moon Rocks' },
      { row: 8, column: 'title', message: 'The title is missing' },
      { row: 10, column: 'slug', message: 'The slug "twin-piece" is also in row 9' },
      { row: 11, column: 'subcategories', message: `"Lamps" is not a subcategory of this row's categories` },
      { row: 12, column: 'images', message: 'aaaaaaaaaaaa… is not a photograph of our media' },
    ]);
    expect(await productCount()).toBe(count);

    // A file with errors is refused at the confirm too: nothing is written.
    const refused = await importCsv(edited, plan.fingerprint);
    expect(refused.answer.statusCode).toBe(400);
    expect(refused.answer.json<{ message: string }>().message).toBe(
      'The file has 6 rows with errors: fix them and preview again',
    );
    expect(await productCount()).toBe(count);
    const vaseNow = await t.services.catalog.findProduct('preview-vase');
    expect(vaseNow.kind === 'found' && vaseNow.product.priceCents).toBe(12000);
  });

  test('a catalogue changed since the preview answers 409 and writes nothing; previewed again, the import goes through', async () => {
    await previewAndImport(
      excelFile([
        {
          slug: 'stale-urn',
          title: 'Stone Urn',
          description: 'Urn.',
          price: '300',
          categories: 'Garden Decor',
        },
      ]),
    );
    const urn = records((await exportCsv()).toString('utf8')).find((record) => record.slug === 'stale-urn')!;
    const file = excelFile([{ ...urn, price: '350.00' }]);
    const plan = await preview(file);
    expect(plan).toMatchObject({ update: 1 });
    await t.services.catalog.setSold(urn.id, true);
    const stale = await importCsv(file, plan.fingerprint);
    expect(stale.answer.statusCode).toBe(409);
    expect(stale.answer.json<{ message: string }>().message).toBe(
      'The catalogue or the file changed since the preview: preview again',
    );
    const kept = await t.services.catalog.productForAdmin(urn.id);
    expect(kept).toMatchObject({ priceCents: 30000, soldOut: true });

    const { done, lines } = await previewAndImport(file);
    expect(lines[0]).toEqual({ kind: 'progress', written: 0, total: 1 });
    expect(lines).toContainEqual({ kind: 'progress', written: 1, total: 1 });
    expect(done).toEqual({ kind: 'done', created: 0, updated: 1, unchanged: 0 });
    // The file says sold "no": the import is the owner's word.
    expect(await t.services.catalog.productForAdmin(urn.id)).toMatchObject({
      priceCents: 35000,
      soldOut: false,
      soldOutAt: null,
    });
    // The public record follows at once (the write announced the product).
    const record = await t.app.inject({ method: 'GET', url: `/api/products/${urn.id}` });
    expect(record.json<{ price: number }>().price).toBe(350);
  });

  test('an image cell of our own media maps back to that photograph; other addresses stay links', async () => {
    const media = await t.services.media.ingestImageBuffer(
      await makeJpeg({ width: 1200, height: 900, seed: 7 }),
      { originalName: 'bust.jpg' },
    );
    const key = await t.services.media.currentKey();
    const ours = `${TEST_PUBLIC_URL}/media/${media.content_hash}/${key}/960`;
    await previewAndImport(
      excelFile([
        {
          slug: 'media-bust',
          title: 'Buddha Bust',
          images: `${ours}\nhttps://cdn.example/b.jpg`,
          categories: 'Gandhara Art',
        },
      ]),
    );
    const bust = await t.services.catalog.findProduct('media-bust');
    expect(bust.kind === 'found' && bust.product.imageKeys).toEqual([
      `media:${media.id}`,
      'url:https://cdn.example/b.jpg',
    ]);
    const exported = records((await exportCsv()).toString('utf8')).find(
      (record) => record.slug === 'media-bust',
    )!;
    expect(exported.images).toBe(`${ours}\nhttps://cdn.example/b.jpg`);
    expect(await preview(excelFile([exported]))).toMatchObject({ unchanged: 1, update: 0 });
  });

  test('a specification without a value and stored keywords with stray spaces read back as unchanged', async () => {
    const piece = await t.services.catalog.createProduct({
      title: 'Soapstone Box',
      slug: 'spaced-soapstone-box',
      description: 'A box.',
      keywords: [' soapstone ', 'box'],
      specifications: [
        ['Weight', ''],
        ['Size', '4 x 3 in'],
      ],
      categories: ['Home Decor'],
      images: [],
    });
    const exported = records((await exportCsv()).toString('utf8')).find((record) => record.id === piece.id)!;
    expect(exported.specifications).toBe('Weight: \nSize: 4 x 3 in');
    expect(await preview(excelFile([exported]))).toMatchObject({ unchanged: 1, update: 0, errorRows: 0 });
  });

  test('the specification columns go out and come back; left out of a file they are kept, an empty cell clears one, a bad weight is refused by row and column', async () => {
    const piece = await t.services.catalog.createProduct({
      title: 'Onyx Lamp With Specifications',
      slug: 'onyx-lamp-specifications',
      description: 'A lamp.',
      material: 'onyx',
      dimensions: '30 × 18 × 15 cm',
      weightGrams: 6500,
      finish: 'Hand-polished',
      origin: 'Taxila, Pakistan',
      categories: ['Home Decor'],
      images: [],
    });
    const exported = records((await exportCsv()).toString('utf8')).find((record) => record.id === piece.id)!;
    expect(exported).toMatchObject({
      material: 'onyx',
      dimensions: '30 × 18 × 15 cm',
      weightKg: '6.5',
      finish: 'Hand-polished',
      origin: 'Taxila, Pakistan',
    });
    expect(await preview(excelFile([exported]))).toMatchObject({ unchanged: 1, update: 0, errorRows: 0 });

    // A file made before these columns existed: the piece keeps its specifications.
    const older = Object.fromEntries(
      Object.entries(exported).filter(
        ([column]) => !['material', 'dimensions', 'weightKg', 'finish', 'origin'].includes(column),
      ),
    );
    const olderColumns = PRODUCT_CSV_COLUMNS.filter((column) => column in older);
    const olderFile = stringify([olderColumns, olderColumns.map((column) => older[column] ?? '')]);
    expect(await preview(olderFile)).toMatchObject({ unchanged: 1, errorRows: 0 });
    await previewAndImport(
      stringify([
        olderColumns,
        olderColumns.map((column) => (column === 'title' ? 'Onyx Lamp, Renamed' : (older[column] ?? ''))),
      ]),
    );
    expect(await t.services.catalog.productForAdmin(piece.id)).toMatchObject({
      title: 'Onyx Lamp, Renamed',
      material: 'onyx',
      weightGrams: 6500,
      origin: 'Taxila, Pakistan',
    });

    const changed = {
      ...exported,
      title: 'Onyx Lamp, Renamed',
      material: 'White Marble',
      weightKg: '7.25',
      finish: '',
    };
    const plan = await preview(excelFile([changed]));
    expect(plan).toMatchObject({ update: 1, errorRows: 0 });
    await previewAndImport(excelFile([changed]));
    expect(await t.services.catalog.productForAdmin(piece.id)).toMatchObject({
      material: 'white marble',
      weightGrams: 7250,
      finish: null,
      dimensions: '30 × 18 × 15 cm',
    });

    const bad = await preview(excelFile([{ ...changed, weightKg: 'heavy', origin: 'x'.repeat(81) }]));
    expect(bad.errorRows).toBe(1);
    expect(bad.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ column: 'weightKg', message: expect.stringContaining('kilograms') }),
        expect.objectContaining({ column: 'origin', message: 'The origin is at most 80 characters' }),
      ]),
    );
  });

  test('only an admin exports or imports; a file without the columns, or without a fingerprint, is a 4xx with a message', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/products/export.csv' })).statusCode).toBe(
      401,
    );
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import/preview',
      headers: { 'content-type': 'text/csv' },
      payload: 'title\nx',
    });
    expect(anonymous.statusCode).toBe(401);
    const columns = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import/preview',
      headers: { ...auth, 'content-type': 'text/csv' },
      payload: 'title,colour\nx,red\n',
    });
    expect(columns.statusCode).toBe(400);
    expect(columns.json()).toEqual({ success: false, message: 'Unknown column: colour' });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import/preview',
      headers: { ...auth, 'content-type': 'text/csv' },
      payload: `${PRODUCT_CSV_COLUMNS.join(',')}\n"unclosed,x\n`,
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json<{ message: string }>().message).toMatch(/^The file is not valid CSV/);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import/preview',
      headers: { ...auth, 'content-type': 'text/csv' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    const noFingerprint = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { ...auth, 'content-type': 'text/csv' },
      payload: 'title\n',
    });
    expect(noFingerprint.statusCode).toBe(400);
    expect(noFingerprint.json<{ message: string }>().message).toContain('preview the file first');
  });
});
