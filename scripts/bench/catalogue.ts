/**
 * A large, realistic catalogue written straight into a database, for measurements at scale (issue 15) and for the
 * search work (issue 17): `generateCatalogue(db, { count: 100_000 })`. Titles, descriptions and keywords are drawn
 * from the workshop's own vocabulary (materials, subjects, finishes), products spread over the 24 menu categories
 * and their subcategories the way the real catalogue does (a main category, often a second one, sometimes
 * Featured or Luxury), photographs point at a few shared media rows or at external URLs, and a few products are
 * drafts, sold out or without a price. The same seed gives the same catalogue.
 *
 * Run alone: `npx node scripts/bench/catalogue.ts 100000 [DATABASE_URL or SQLite file]`.
 */
import type { Insertable, Kysely } from 'kysely';
import { categoryLookupKey } from '#common/categories.ts';
import { slugify } from '#common/slug.ts';
import { migrateToLatest, openDatabase } from '#server/db/database.ts';
import { newId } from '#server/db/ids.ts';
import type { Database, NewProductRow } from '#server/db/schema.ts';
import { ensureMenuCategories } from '#server/first-start/menu-categories.ts';
import { CATALOGUE, FEATURED, LUXURY, MATERIALS } from './catalogue-vocabulary.ts';
import { productDescription, productTitle, random } from './catalogue-words.ts';

export type CatalogueOptions = {
  /** how many products to add */
  count: number;
  seed?: number;
  /** creation dates are spread evenly between these two */
  from?: Date;
  to?: Date;
  /** share of drafts; 4 % by default */
  drafts?: number;
  /** image media rows to show; by default up to 12 of the database's own, or external URLs when it has none */
  mediaIds?: readonly string[];
};

export type CatalogueSummary = {
  products: number;
  categoryLinks: number;
  subcategoryLinks: number;
  images: number;
  drafts: number;
  ms: number;
};

const PRODUCTS_PER_STATEMENT = 400;
const PRODUCTS_PER_TRANSACTION = 4_000;
const LINKS_PER_STATEMENT = 2_000;

/**
 * Adds `count` products to the database (migrated, with or without other content): the 24 menu categories are
 * made when missing, and the subcategories the vocabulary names under them. Products are written in transactions
 * of a few thousand through multi-row inserts; slugs carry a serial number past the products already there, so
 * the function can be called again on the same database.
 */
export async function generateCatalogue(
  db: Kysely<Database>,
  options: CatalogueOptions,
): Promise<CatalogueSummary> {
  const started = performance.now();
  const to = options.to ?? new Date();
  const from = options.from ?? new Date(to.getTime() - 8 * 365 * 86_400_000);
  const draftShare = options.drafts ?? 0.04;

  await ensureMenuCategories(db);
  const categories = new Map(
    (await db.selectFrom('categories').select(['id', 'name']).execute()).map((row) => [row.name, row.id]),
  );
  const subcategories = await ensureSubcategories(db, categories);
  const mediaIds =
    options.mediaIds ??
    (
      await db.selectFrom('media').select('id').where('kind', '=', 'image').orderBy('id').limit(12).execute()
    ).map((row) => row.id);
  const serialStart =
    Number(
      (
        await db
          .selectFrom('products')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ) + 1;
  // The serial in the seed: a second call on the same database draws other ids than the first.
  const rng = random((options.seed ?? 15) * 1_000_003 + serialStart);
  const totalWeight = CATALOGUE.reduce((sum, entry) => sum + entry.weight, 0);
  const pickCategory = () => {
    let roll = rng.next() * totalWeight;
    for (const entry of CATALOGUE) if ((roll -= entry.weight) < 0) return entry;
    return CATALOGUE[0]!;
  };

  const summary: CatalogueSummary = {
    products: 0,
    categoryLinks: 0,
    subcategoryLinks: 0,
    images: 0,
    drafts: 0,
    ms: 0,
  };
  for (let done = 0; done < options.count; done += PRODUCTS_PER_TRANSACTION) {
    const size = Math.min(PRODUCTS_PER_TRANSACTION, options.count - done);
    const products: NewProductRow[] = [];
    const categoryLinks: Insertable<Database['product_categories']>[] = [];
    const subcategoryLinks: Insertable<Database['product_subcategories']>[] = [];
    const images: Insertable<Database['product_images']>[] = [];
    for (let i = 0; i < size; i++) {
      const serial = serialStart + done + i;
      const entry = pickCategory();
      const subject = rng.pick(entry.subjects);
      const material = rng.pick(MATERIALS.filter((m) => subject.stones.includes(m.stone)));
      const finish = rng.pick(material.finish);
      const createdAt = new Date(
        from.getTime() + ((done + i + rng.next()) / options.count) * (to.getTime() - from.getTime()),
      );
      const id =
        Math.floor(createdAt.getTime() / 1000)
          .toString(16)
          .padStart(8, '0') + rng.hex(16);
      const title = productTitle(rng, subject.name, material.name);
      const kg = subject.weight[0] + rng.next() * (subject.weight[1] - subject.weight[0]);
      const priced = rng.chance(0.92);
      // Prices follow the piece's weight and stone: a schist Buddha costs more per kilo than a sandstone planter.
      const perKilo =
        {
          jade: 90,
          lapis: 120,
          onyx: 30,
          marble: 22,
          schist: 28,
          soapstone: 18,
          granite: 12,
          sandstone: 10,
          salt: 6,
        }[material.stone] ?? 15;
      const cents = priced
        ? Math.max(900, Math.round(((kg * perKilo + rng.int(5, 60)) * 100) / 50) * 50)
        : null;
      const draft = rng.chance(draftShare);
      const names = [entry.category];
      for (const other of subject.also ?? []) if (rng.chance(0.45)) names.push(other);
      if (rng.chance(0.08)) names.push(FEATURED);
      if (cents !== null && cents > 60_000 && rng.chance(0.4)) names.push(LUXURY);
      const categoryIds = [
        ...new Set(names.map((name) => categories.get(name)).filter((value) => value !== undefined)),
      ];
      categoryIds.forEach((category_id, position) =>
        categoryLinks.push({ product_id: id, category_id, position }),
      );
      const subcategoryId = subject.subcategory
        ? subcategories.get(`${entry.category}/${subject.subcategory}`)
        : undefined;
      if (subcategoryId && rng.chance(0.85))
        subcategoryLinks.push({ product_id: id, subcategory_id: subcategoryId });
      const photoCount = rng.int(1, 4);
      for (let position = 0; position < photoCount; position++)
        images.push(
          mediaIds.length > 0
            ? { product_id: id, position, media_id: rng.pick(mediaIds), url: null }
            : {
                product_id: id,
                position,
                media_id: null,
                url: `https://images.gandhara-arts.example/catalogue/${material.stone}/${slugify(subject.name)}-${rng.int(1, 400)}.jpg`,
              },
        );
      const keywords = [
        subject.name.toLowerCase(),
        material.name.toLowerCase(),
        material.stone,
        entry.category.toLowerCase(),
        ...(rng.chance(0.5) ? ['taxila'] : []),
        ...(rng.chance(0.4) ? ['hand carved'] : []),
        ...(entry.category === 'Gandhara Art' ? ['buddhist art', 'gandhara'] : []),
      ];
      products.push({
        id,
        slug: `${slugify(title)}-${serial}`,
        title,
        description: productDescription(rng, subject.name, material, finish, kg),
        short_description: rng.chance(0.7)
          ? `A ${finish} ${subject.name.toLowerCase()} in ${material.name.toLowerCase()}, carved by hand in Taxila.`
          : null,
        seo_title: rng.chance(0.5) ? `${title} | Hand-carved in Taxila` : null,
        seo_description: null,
        image_alt: rng.chance(0.5) ? `${title}, ${finish} finish` : null,
        focus_keyword: rng.chance(0.3) ? subject.name.toLowerCase() : null,
        keywords: JSON.stringify([...new Set(keywords)]),
        meta_keywords: null,
        tags: JSON.stringify(rng.chance(0.3) ? [material.stone, 'handmade'] : []),
        specifications: JSON.stringify([
          ['Material', material.name],
          ['Weight', `${kg < 1 ? kg.toFixed(2) : kg.toFixed(1)} kg`],
          ['Finish', finish.replace(/^./, (c) => c.toUpperCase())],
          ['Origin', 'Taxila, Pakistan'],
        ]),
        price_cents: cents,
        original_price_cents:
          cents !== null && rng.chance(0.2)
            ? Math.round((cents * (1.1 + rng.next() * 0.25)) / 100) * 100
            : null,
        is_new: rng.chance(0.05),
        status: draft ? 'draft' : 'published',
        sold_out: rng.chance(0.02),
        view_count: rng.int(0, 2_000),
        created_at: createdAt,
        updated_at: new Date(Math.min(to.getTime(), createdAt.getTime() + rng.int(0, 90) * 86_400_000)),
      });
      if (draft) summary.drafts++;
    }
    await db.transaction().execute(async (trx) => {
      for (let at = 0; at < products.length; at += PRODUCTS_PER_STATEMENT)
        await trx
          .insertInto('products')
          .values(products.slice(at, at + PRODUCTS_PER_STATEMENT))
          .execute();
      for (const [table, rows] of [
        ['product_categories', categoryLinks],
        ['product_subcategories', subcategoryLinks],
        ['product_images', images],
      ] as const)
        for (let at = 0; at < rows.length; at += LINKS_PER_STATEMENT)
          await trx
            .insertInto(table)
            .values(rows.slice(at, at + LINKS_PER_STATEMENT) as never)
            .execute();
    });
    summary.products += products.length;
    summary.categoryLinks += categoryLinks.length;
    summary.subcategoryLinks += subcategoryLinks.length;
    summary.images += images.length;
  }
  summary.ms = Math.round(performance.now() - started);
  return summary;
}

/** The subcategories the vocabulary names, under their categories; those already there are kept. Keyed `category/name`. */
async function ensureSubcategories(
  db: Kysely<Database>,
  categories: Map<string, string>,
): Promise<Map<string, string>> {
  const wanted = new Map<string, { category: string; name: string }>();
  for (const entry of CATALOGUE)
    for (const subject of entry.subjects)
      if (subject.subcategory)
        wanted.set(`${entry.category}/${subject.subcategory}`, {
          category: entry.category,
          name: subject.subcategory,
        });
  const existing = await db.selectFrom('subcategories').select(['id', 'category_id', 'slug']).execute();
  const ids = new Map<string, string>();
  const now = new Date();
  let position = 0;
  for (const [key, { category, name }] of wanted) {
    const categoryId = categories.get(category);
    if (!categoryId) continue;
    const slug = categoryLookupKey(name);
    const found = existing.find((row) => row.category_id === categoryId && row.slug === slug);
    if (found) {
      ids.set(key, found.id);
      continue;
    }
    const id = newId(now);
    await db
      .insertInto('subcategories')
      .values({
        id,
        category_id: categoryId,
        name,
        slug,
        position: position++,
        visible: true,
        created_at: now,
        updated_at: now,
      })
      .execute();
    ids.set(key, id);
  }
  return ids;
}

if (import.meta.main) {
  const count = Number(process.argv[2] ?? 100_000);
  const target = process.argv[3] ?? 'data/app.db';
  const database = target.startsWith('postgres')
    ? openDatabase({ kind: 'postgres', url: target })
    : openDatabase({ kind: 'sqlite', file: target });
  try {
    await migrateToLatest(database);
    const summary = await generateCatalogue(database.db, { count });
    process.stdout.write(`${JSON.stringify(summary)}\n`);
  } finally {
    await database.close();
  }
}
