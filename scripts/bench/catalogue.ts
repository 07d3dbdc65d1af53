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

type Material = { name: string; stone: string; finish: string[]; outdoor: boolean };

const MATERIALS: Material[] = [
  { name: 'Grey Schist', stone: 'schist', finish: ['hand-polished', 'matte', 'antique'], outdoor: true },
  { name: 'Green Schist', stone: 'schist', finish: ['hand-polished', 'antique'], outdoor: true },
  { name: 'Black Schist', stone: 'schist', finish: ['hand-polished', 'antique'], outdoor: true },
  { name: 'White Marble', stone: 'marble', finish: ['high-gloss', 'honed'], outdoor: true },
  { name: 'Black Marble', stone: 'marble', finish: ['high-gloss', 'honed'], outdoor: false },
  { name: 'Pink Marble', stone: 'marble', finish: ['high-gloss', 'honed'], outdoor: false },
  { name: 'Green Onyx', stone: 'onyx', finish: ['high-gloss'], outdoor: false },
  { name: 'Honey Onyx', stone: 'onyx', finish: ['high-gloss'], outdoor: false },
  { name: 'Red Sandstone', stone: 'sandstone', finish: ['natural', 'sandblasted'], outdoor: true },
  { name: 'Yellow Sandstone', stone: 'sandstone', finish: ['natural', 'sandblasted'], outdoor: true },
  { name: 'Black Granite', stone: 'granite', finish: ['flamed', 'polished'], outdoor: true },
  { name: 'Grey Granite', stone: 'granite', finish: ['flamed', 'polished'], outdoor: true },
  { name: 'Soapstone', stone: 'soapstone', finish: ['oiled', 'matte'], outdoor: false },
  { name: 'Jade', stone: 'jade', finish: ['high-gloss'], outdoor: false },
  { name: 'Lapis Lazuli', stone: 'lapis', finish: ['high-gloss'], outdoor: false },
  { name: 'Himalayan Salt', stone: 'salt', finish: ['natural', 'hand-cut'], outdoor: false },
];

type Subject = {
  name: string;
  /** the subcategory it is listed under in its category, when it has one */
  subcategory?: string;
  /** kilograms, for the specifications and the price */
  weight: [number, number];
  stones: string[];
  /** other categories it is often also listed in */
  also?: string[];
};

/** What is carved, by main category; the weights say how much of the catalogue each category holds. */
const CATALOGUE: { category: string; weight: number; subjects: Subject[] }[] = [
  {
    category: 'Gandhara Art',
    weight: 16,
    subjects: [
      { name: 'Buddha Head', subcategory: 'Buddha Heads', weight: [3, 20], stones: ['schist'] },
      { name: 'Seated Buddha', subcategory: 'Buddha Statues', weight: [8, 60], stones: ['schist', 'marble'] },
      { name: 'Standing Buddha', subcategory: 'Buddha Statues', weight: [10, 80], stones: ['schist'] },
      { name: 'Fasting Buddha', subcategory: 'Buddha Statues', weight: [5, 30], stones: ['schist'] },
      { name: 'Bodhisattva', subcategory: 'Bodhisattvas', weight: [8, 50], stones: ['schist'] },
      { name: 'Maitreya Bodhisattva', subcategory: 'Bodhisattvas', weight: [8, 50], stones: ['schist'] },
      { name: 'Jataka Relief Panel', subcategory: 'Relief Panels', weight: [6, 40], stones: ['schist'] },
      { name: 'Stupa Relief Panel', subcategory: 'Relief Panels', weight: [6, 40], stones: ['schist'] },
      { name: 'Hariti Figure', weight: [5, 25], stones: ['schist'] },
      { name: 'Votive Stupa', weight: [4, 30], stones: ['schist', 'sandstone'], also: ['Antique Products'] },
    ],
  },
  {
    category: 'Home Decor',
    weight: 14,
    subjects: [
      { name: 'Vase', subcategory: 'Vases', weight: [1, 8], stones: ['marble', 'onyx', 'soapstone'] },
      { name: 'Table Lamp', subcategory: 'Lamps', weight: [2, 9], stones: ['onyx', 'marble', 'salt'] },
      { name: 'Candle Holder', subcategory: 'Candle Holders', weight: [0.5, 3], stones: ['onyx', 'marble'] },
      {
        name: 'Elephant Figurine',
        subcategory: 'Figurines',
        weight: [0.5, 6],
        stones: ['marble', 'onyx', 'jade'],
      },
      {
        name: 'Jewellery Box',
        subcategory: 'Boxes',
        weight: [0.4, 2],
        stones: ['marble', 'onyx', 'soapstone'],
      },
      {
        name: 'Sphere',
        subcategory: 'Spheres and Obelisks',
        weight: [0.5, 5],
        stones: ['onyx', 'lapis', 'jade'],
      },
      { name: 'Obelisk', subcategory: 'Spheres and Obelisks', weight: [0.5, 4], stones: ['onyx', 'marble'] },
      { name: 'Bookend Pair', weight: [1, 4], stones: ['marble', 'granite'] },
      { name: 'Coaster Set', weight: [0.5, 2], stones: ['marble', 'onyx'], also: ['Crockery'] },
    ],
  },
  {
    category: 'Garden Decor',
    weight: 9,
    subjects: [
      {
        name: 'Garden Buddha',
        subcategory: 'Garden Statues',
        weight: [15, 120],
        stones: ['sandstone', 'granite'],
      },
      {
        name: 'Planter',
        subcategory: 'Planters',
        weight: [8, 60],
        stones: ['sandstone', 'granite', 'marble'],
      },
      { name: 'Bird Bath', subcategory: 'Bird Baths', weight: [20, 90], stones: ['sandstone', 'granite'] },
      { name: 'Garden Lantern', subcategory: 'Lanterns', weight: [15, 80], stones: ['granite', 'sandstone'] },
      {
        name: 'Stepping Stone Set',
        weight: [20, 100],
        stones: ['sandstone', 'granite'],
        also: ['Raw Stone'],
      },
    ],
  },
  {
    category: 'Crockery',
    weight: 8,
    subjects: [
      {
        name: 'Serving Bowl',
        subcategory: 'Bowls',
        weight: [0.8, 4],
        stones: ['marble', 'onyx', 'soapstone'],
      },
      { name: 'Dinner Plate Set', subcategory: 'Plates', weight: [2, 8], stones: ['marble', 'onyx'] },
      { name: 'Serving Tray', subcategory: 'Trays', weight: [1, 5], stones: ['marble', 'onyx'] },
      { name: 'Tea Cup Set', weight: [1, 3], stones: ['onyx', 'marble'] },
      { name: 'Fruit Platter', subcategory: 'Plates', weight: [1, 6], stones: ['marble', 'onyx'] },
    ],
  },
  {
    category: 'Fountains',
    weight: 5,
    subjects: [
      {
        name: 'Tiered Fountain',
        subcategory: 'Garden Fountains',
        weight: [80, 400],
        stones: ['sandstone', 'marble'],
      },
      {
        name: 'Wall Fountain',
        subcategory: 'Wall Fountains',
        weight: [30, 150],
        stones: ['sandstone', 'marble'],
      },
      {
        name: 'Bowl Fountain',
        subcategory: 'Garden Fountains',
        weight: [40, 200],
        stones: ['granite', 'sandstone'],
      },
      {
        name: 'Tabletop Fountain',
        weight: [3, 12],
        stones: ['marble', 'onyx', 'soapstone'],
        also: ['Home Decor'],
      },
    ],
  },
  {
    category: 'Building Embellishing',
    weight: 6,
    subjects: [
      {
        name: 'Column',
        subcategory: 'Columns and Pillars',
        weight: [60, 400],
        stones: ['marble', 'sandstone'],
      },
      {
        name: 'Pillar Capital',
        subcategory: 'Columns and Pillars',
        weight: [30, 150],
        stones: ['sandstone', 'marble'],
      },
      {
        name: 'Jali Screen',
        subcategory: 'Jali Screens',
        weight: [20, 120],
        stones: ['sandstone', 'marble'],
      },
      { name: 'Window Arch', weight: [40, 200], stones: ['sandstone'] },
      { name: 'Mosaic Tile Set', subcategory: 'Tiles', weight: [10, 50], stones: ['marble', 'onyx'] },
    ],
  },
  {
    category: 'Fireplaces',
    weight: 3,
    subjects: [
      { name: 'Fireplace Mantel', weight: [120, 600], stones: ['marble', 'sandstone', 'granite'] },
      { name: 'Fireplace Surround', weight: [150, 700], stones: ['marble', 'granite'] },
    ],
  },
  {
    category: 'Mortar and Pestle',
    weight: 3,
    subjects: [
      {
        name: 'Mortar and Pestle',
        weight: [1, 6],
        stones: ['granite', 'marble', 'onyx'],
        also: ['Crockery'],
      },
      { name: 'Spice Grinder Bowl', weight: [1, 4], stones: ['granite', 'soapstone'], also: ['Crockery'] },
    ],
  },
  {
    category: 'Grinding Mills',
    weight: 2,
    subjects: [
      {
        name: 'Hand Grinding Mill',
        weight: [15, 60],
        stones: ['granite', 'sandstone'],
        also: ['Antique Products'],
      },
    ],
  },
  {
    category: 'Ashtray',
    weight: 2,
    subjects: [
      { name: 'Ashtray', weight: [0.4, 2], stones: ['onyx', 'marble', 'soapstone'], also: ['Home Decor'] },
    ],
  },
  {
    category: 'Coin',
    weight: 1,
    subjects: [
      {
        name: 'Indo-Greek Coin Replica',
        weight: [0.05, 0.3],
        stones: ['soapstone', 'schist'],
        also: ['Antique Products'],
      },
      {
        name: 'Kushan Coin Replica',
        weight: [0.05, 0.3],
        stones: ['soapstone', 'schist'],
        also: ['Antique Products'],
      },
    ],
  },
  {
    category: 'Calligraphy',
    weight: 3,
    subjects: [
      { name: 'Calligraphy Panel', weight: [4, 30], stones: ['marble', 'granite'] },
      { name: 'Name Plaque', weight: [2, 10], stones: ['marble', 'granite'], also: ['Grave Designs'] },
    ],
  },
  {
    category: 'Decorative Motive',
    weight: 3,
    subjects: [
      {
        name: 'Lotus Motif Panel',
        weight: [3, 20],
        stones: ['marble', 'sandstone'],
        also: ['Building Embellishing'],
      },
      { name: 'Floral Inlay Panel', weight: [3, 20], stones: ['marble'], also: ['Home Decor'] },
    ],
  },
  {
    category: 'Stone Sanitary',
    weight: 3,
    subjects: [
      { name: 'Vessel Sink', subcategory: 'Basins', weight: [12, 40], stones: ['marble', 'onyx', 'granite'] },
      {
        name: 'Pedestal Wash Basin',
        subcategory: 'Basins',
        weight: [40, 120],
        stones: ['marble', 'granite'],
      },
      {
        name: 'Soap Dish',
        weight: [0.3, 1.5],
        stones: ['marble', 'onyx', 'soapstone'],
        also: ['Home Decor'],
      },
      {
        name: 'Freestanding Bathtub',
        weight: [300, 900],
        stones: ['marble', 'onyx'],
        also: ['Luxary Collection'],
      },
    ],
  },
  {
    category: 'Moulded Art',
    weight: 2,
    subjects: [
      { name: 'Moulded Frieze', weight: [5, 30], stones: ['sandstone', 'marble'], also: ['Gandhara Art'] },
    ],
  },
  {
    category: 'Jewellery',
    weight: 3,
    subjects: [
      { name: 'Pendant', weight: [0.01, 0.05], stones: ['jade', 'lapis', 'onyx'], also: ['Precious Stone'] },
      { name: 'Bead Bracelet', weight: [0.02, 0.1], stones: ['jade', 'lapis'], also: ['Precious Stone'] },
      { name: 'Bangle', weight: [0.03, 0.1], stones: ['jade', 'onyx'] },
    ],
  },
  {
    category: 'Carved Stone',
    weight: 5,
    subjects: [
      { name: 'Elephant', weight: [2, 40], stones: ['marble', 'granite', 'soapstone'], also: ['Home Decor'] },
      { name: 'Horse Head', weight: [2, 20], stones: ['marble', 'onyx'] },
      { name: 'Lion Statue', weight: [10, 90], stones: ['sandstone', 'granite'], also: ['Garden Decor'] },
      { name: 'Turtle', weight: [1, 10], stones: ['soapstone', 'onyx', 'granite'] },
    ],
  },
  {
    category: 'Precious Stone',
    weight: 2,
    subjects: [
      { name: 'Lapis Egg', weight: [0.2, 1], stones: ['lapis'] },
      { name: 'Jade Bowl', weight: [0.3, 2], stones: ['jade'], also: ['Crockery'] },
    ],
  },
  {
    category: 'Salt',
    weight: 4,
    subjects: [
      {
        name: 'Salt Lamp',
        subcategory: 'Salt Lamps',
        weight: [2, 15],
        stones: ['salt'],
        also: ['Home Decor'],
      },
      {
        name: 'Salt Cooking Block',
        subcategory: 'Cooking Blocks',
        weight: [3, 8],
        stones: ['salt'],
        also: ['Crockery'],
      },
      { name: 'Salt Tile Set', weight: [5, 20], stones: ['salt'], also: ['Building Embellishing'] },
    ],
  },
  {
    category: 'Antique Products',
    weight: 3,
    subjects: [
      { name: 'Oil Lamp', weight: [0.3, 2], stones: ['schist', 'soapstone'] },
      { name: 'Antique-finish Vase', weight: [2, 10], stones: ['schist', 'sandstone'], also: ['Home Decor'] },
    ],
  },
  {
    category: 'Raw Stone',
    weight: 2,
    subjects: [
      { name: 'Rough Block', weight: [20, 500], stones: ['marble', 'onyx', 'granite', 'sandstone'] },
      { name: 'Polished Slab', weight: [40, 300], stones: ['marble', 'onyx', 'granite'] },
    ],
  },
  {
    category: 'Grave Designs',
    weight: 2,
    subjects: [
      { name: 'Headstone', weight: [60, 300], stones: ['granite', 'marble'], also: ['Calligraphy'] },
      { name: 'Memorial Plaque', weight: [5, 30], stones: ['granite', 'marble'] },
    ],
  },
];

const STYLES = [
  'Hand-carved',
  'Gandhara-style',
  'Classic',
  'Polished',
  'Antique-finish',
  'Traditional',
  'Small',
  'Large',
];
const MOTIFS = [
  'Lotus Motif',
  'Floral Border',
  'Acanthus Leaves',
  'Geometric Inlay',
  'Vine Scroll',
  'Beaded Rim',
];
const FEATURED = 'Featured Products';
const LUXURY = 'Luxary Collection';

/** mulberry32: a small seeded generator, so that a seed always gives the same catalogue. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
    hex: (length: number) => {
      let text = '';
      while (text.length < length)
        text += Math.floor(next() * 0x100000000)
          .toString(16)
          .padStart(8, '0');
      return text.slice(0, length);
    },
  };
}

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

function productTitle(rng: ReturnType<typeof random>, subject: string, material: string): string {
  switch (rng.int(0, 3)) {
    case 0:
      return `${subject} in ${material}`;
    case 1:
      return `${rng.pick(STYLES)} ${material} ${subject}`;
    case 2:
      return `${material} ${subject} with ${rng.pick(MOTIFS)}`;
    default:
      return `${rng.pick(STYLES)} ${subject} in ${material}`;
  }
}

function productDescription(
  rng: ReturnType<typeof random>,
  subject: string,
  material: Material,
  finish: string,
  kg: number,
): string {
  const piece = subject.toLowerCase();
  const sentences = [
    `This ${piece} is carved from a single block of ${material.name.toLowerCase()} by the craftsmen of our Taxila workshop.`,
    rng.pick([
      `The surface is worked with fine chisels and rubbed with progressively finer stones to a ${finish} finish.`,
      `Each curve is shaped by hand, so no two pieces are quite alike; the ${finish} finish brings out the grain of the ${material.stone}.`,
      `It follows forms the workshops of Gandhara have carved for two thousand years, finished ${finish}.`,
    ]),
    kg > 50
      ? `At about ${Math.round(kg)} kg it ships crated by sea freight, with fixing instructions.`
      : `It weighs about ${kg < 1 ? kg.toFixed(2) : kg.toFixed(1)} kg and ships wrapped and boxed worldwide.`,
    material.outdoor
      ? `${material.name} weathers well outdoors; rinse it with clean water now and then.`
      : `Keep it indoors and dust it with a soft dry cloth.`,
  ];
  return sentences.slice(0, rng.int(2, 4)).join(' ');
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
