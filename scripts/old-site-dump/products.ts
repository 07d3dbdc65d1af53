/** The old site's products, with every defect of the real data placed among them. */
import { Double, Int32, Long, type Document } from 'bson';
import {
  type Craft,
  CRAFTS,
  DAY,
  INVALID_SLUGS,
  LAST_DAY,
  OLD_SITE_ORIGIN,
  SPECIAL_TITLES,
  TITLE_ADJECTIVES,
  TITLE_PLACES,
  WEIGHTED_CRAFTS,
} from './old-site-vocabulary.ts';
import {
  dealer,
  type DumpDocument,
  objectIdAt,
  oldSlug,
  type Random,
  timestamps,
  type Uploads,
  uploadStamp,
} from './dump-helpers.ts';
import { HOSTILE_PATHS, type ImageForm, photoJob, productImage } from './product-images.ts';

export function buildProducts(
  count: number,
  random: Random,
  uploads: Uploads,
  stamps: Set<number>,
): DumpDocument[] {
  const all = Array.from({ length: count }, (_, index) => index);
  const broken = new Set(random.shuffle(all).slice(0, 2));
  const readable = all.filter((index) => !broken.has(index));
  const few = (rate: number, least = 1) => Math.max(least, Math.round(count * rate));

  const slugDeal = dealer(random, readable);
  const slugAbsent = slugDeal(few(0.03));
  const slugNull = slugDeal(few(0.005));
  const slugEmpty = slugDeal(few(0.005));
  const slugInvalid = [...slugDeal(INVALID_SLUGS.length)];
  const slugPairs = [...slugDeal(few(0.001, 2) * 2)];

  const titleSpecial = [...dealer(random, readable)(SPECIAL_TITLES.length)];

  const keywordDeal = dealer(random, readable);
  const keywordsAsString = keywordDeal(few(0.1));
  const keywordsAbsent = keywordDeal(few(0.02));

  const priceDeal = dealer(random, readable);
  const priceZero = priceDeal(Math.round(count * 0.3));
  const [priceString, priceNegative, priceAbsent] = [...priceDeal(3)];

  const imageDeal = dealer(random, readable);
  const imageForms = new Map<number, ImageForm>();
  const assign = (form: ImageForm, indexes: Iterable<number>) => {
    for (const index of indexes) imageForms.set(index, form);
  };
  assign('png', imageDeal(few(0.03)));
  assign('windows', imageDeal(few(0.03)));
  assign('doubled', imageDeal(few(0.02)));
  assign('bare', imageDeal(few(0.02)));
  assign('bulk', imageDeal(few(0.05)));
  assign('own-host', imageDeal(few(0.02)));
  assign('external', imageDeal(few(0.02)));
  assign('missing', imageDeal(few(0.02)));
  assign('empty', imageDeal(1));
  assign('absent', imageDeal(1));
  assign('truncated', imageDeal(1));
  assign('text', imageDeal(1));
  const hostile = [...imageDeal(HOSTILE_PATHS.length)];
  assign('hostile', hostile);
  const duplicates = [...imageDeal(few(0.001) * 2)];
  assign(
    'duplicate-original',
    duplicates.filter((_, position) => position % 2 === 0),
  );
  assign(
    'duplicate-copy',
    duplicates.filter((_, position) => position % 2 === 1),
  );
  const gallery = imageDeal(few(0.03, 2));

  const categoryDeal = dealer(random, readable);
  const lowerLuxury = categoryDeal(1);
  const subcategoryNamed = [...categoryDeal(few(0.02, 2))];
  const marbleInlay = categoryDeal(few(0.02));
  const [categoriesString, categoriesAbsent, categoriesEmpty] = [...categoryDeal(3)];

  const flagDeal = dealer(random, readable);
  const inactive = flagDeal(few(0.05));
  const featured = [...flagDeal(few(0.05, 2))];
  const soldOut = flagDeal(few(0.05));
  const [soldOutUndated] = [...flagDeal(1)];

  const recordDeal = dealer(random, readable);
  const [createdAtString, updatedAtAbsent, legacyId] = [...recordDeal(3)];
  const seoAbsent = recordDeal(few(0.15));
  const viewCountLong = recordDeal(few(0.02));

  const duplicateFiles = new Map<number, string>();
  const taken = new Set<string>();
  const documents: DumpDocument[] = [];
  const slugs: string[] = [];
  for (let index = 0; index < count; index++) {
    const special = SPECIAL_TITLES[titleSpecial.indexOf(index)];
    const craft = CRAFTS.find(({ noun }) => noun === special?.craft) ?? random.pick(WEIGHTED_CRAFTS);
    const material = special?.material ?? random.pick(craft.materials);
    const size = random.int(3, 36) * 5;
    const generatedTitle = productTitle(craft, material, size, random);
    const title = typeof special?.title === 'string' && special.title.trim() ? special.title : generatedTitle;
    const categories = productCategories(craft, random);
    const { createdAt, updatedAt } = timestamps(random);
    const _id = objectIdAt(createdAt, random);

    let slug = oldSlug(`${categories[0]} ${title}`);
    for (let n = 2; taken.has(slug); n++) slug = `${oldSlug(`${categories[0]} ${title}`).slice(0, 96)}-${n}`;
    taken.add(slug);
    slugs.push(slug);

    const keywords = [
      craft.noun.toLowerCase(),
      material.toLowerCase(),
      'taxila',
      'gandhara',
      'handmade',
    ].slice(0, random.int(3, 5));
    const description =
      `${title}. Hand-carved by the craftsmen of Taxila from ${material.toLowerCase()}, about ${size} cm. ` +
      random.pick([
        'Each piece is one of a kind; small differences in colour and veining are part of the stone.',
        'Packed in a wooden crate and shipped worldwide.',
        'Made to order in about three weeks.',
        'A faithful copy of a piece in the Taxila Museum.',
      ]);
    const shortDescription = `Hand-carved ${material.toLowerCase()} ${craft.noun.toLowerCase()} from Taxila, about ${size} cm.`;
    const focusKeyword = `${material} ${craft.noun}`.toLowerCase();

    const doc: Document = { _id, title, keywords, description, price: productPrice(random) };
    // a broken document is never read, so it points at no file
    const imageForm = broken.has(index) ? 'absent' : (imageForms.get(index) ?? 'standard');
    const image = productImage(imageForm, {
      index,
      name: craft.file,
      material,
      createdAt,
      random,
      uploads,
      stamps,
      hostilePath: HOSTILE_PATHS[hostile.indexOf(index)],
      duplicateFiles,
    });
    if (image !== undefined) doc.image = image;
    if (gallery.has(index) && typeof image === 'string') {
      doc.images = [image];
      for (const view of ['side', 'back'].slice(0, random.int(1, 2))) {
        const stamp = uploadStamp(stamps, createdAt);
        const file = `${stamp}-${craft.file}-${view}.jpg`;
        uploads.photos.push(photoJob(file, 'jpeg', material, random));
        doc.images.push(`uploads/${file}`);
      }
    }
    doc.categories = categories;
    doc.slug = slug;
    const seoDate = random.date(createdAt.getTime(), updatedAt.getTime());
    if (!seoAbsent.has(index)) {
      const seoTitle = `${title} | Gandhara Arts`;
      Object.assign(doc, {
        seoTitle: seoTitle.length <= 60 ? seoTitle : title.slice(0, 60).trim(),
        seoDescription: `${shortDescription} Shipped worldwide from the workshops of Taxila.`.slice(0, 160),
        imageAlt: `${title}, ${material.toLowerCase()}, Gandhara Arts Taxila`.slice(0, 125),
        metaKeywords: [
          focusKeyword,
          material.toLowerCase(),
          'taxila stone crafts',
          craft.category.toLowerCase(),
        ],
        ...(random.chance(0.3) ? { canonicalUrl: `${OLD_SITE_ORIGIN}/product/${slug}` } : {}),
        focusKeyword,
        shortDescription: shortDescription.slice(0, 200),
        seoScore: random.int(35, 100),
        lastSEOUpdate: seoDate,
      });
    }
    const featuredUntil = featured.includes(index)
      ? featured.indexOf(index) % 2 === 0
        ? random.date(createdAt.getTime(), LAST_DAY)
        : random.date(LAST_DAY + 400 * DAY, LAST_DAY + 800 * DAY)
      : null;
    Object.assign(doc, {
      isActive: !inactive.has(index),
      isFeatured: featuredUntil !== null,
      featuredUntil,
      isSoldOut: soldOut.has(index) || index === soldOutUndated,
      soldOutAt: soldOut.has(index) ? random.date(createdAt.getTime(), updatedAt.getTime()) : null,
      viewCount: Math.floor(random.next() ** 3 * 5000),
      createdAt,
      updatedAt,
      __v: 0,
    });

    // the defects of this product, one field at a time
    if (slugAbsent.has(index)) delete doc.slug;
    if (slugNull.has(index)) doc.slug = null;
    if (slugEmpty.has(index)) doc.slug = '';
    const invalid = slugInvalid.indexOf(index);
    if (invalid >= 0) doc.slug = INVALID_SLUGS[invalid];
    if ((doc.slug === undefined || doc.slug === null || doc.slug === '') && doc.canonicalUrl)
      delete doc.canonicalUrl;
    if (special && special.title === undefined) delete doc.title;
    else if (special) doc.title = special.title;
    if (keywordsAsString.has(index)) doc.keywords = keywords.join(', ');
    if (keywordsAbsent.has(index)) delete doc.keywords;
    if (priceZero.has(index)) doc.price = 0;
    if (index === priceString) doc.price = '250';
    if (index === priceNegative) doc.price = -35;
    if (index === priceAbsent) delete doc.price;
    if (lowerLuxury.has(index)) doc.categories = [craft.category, 'luxury collection'];
    const subcategory = subcategoryNamed.indexOf(index);
    if (subcategory >= 0)
      doc.categories = [subcategory % 2 === 0 ? 'Buddha Sculptures' : 'Wall Fountains', craft.category];
    if (marbleInlay.has(index)) doc.categories = ['Marble Inlay', ...categories];
    if (index === categoriesString) doc.categories = craft.category;
    if (index === categoriesAbsent) delete doc.categories;
    if (index === categoriesEmpty) doc.categories = [];
    if (index === createdAtString) doc.createdAt = createdAt.toISOString();
    if (index === updatedAtAbsent) delete doc.updatedAt;
    if (index === legacyId) doc._id = 'legacy-42';
    if (viewCountLong.has(index)) doc.viewCount = Long.fromNumber(doc.viewCount as number);

    documents.push({ doc, broken: broken.has(index) });
  }
  // two products that share a slug: the old site checked for duplicates only when the slug was typed by hand
  for (let pair = 0; pair < slugPairs.length; pair += 2) {
    const [first, second] = [slugPairs[pair]!, slugPairs[pair + 1]!];
    documents[second]!.doc.slug = slugs[first];
  }
  for (let pair = 0; pair < duplicates.length; pair += 2)
    uploads.copies.push({
      from: duplicateFiles.get(duplicates[pair]!)!,
      to: duplicateFiles.get(duplicates[pair + 1]!)!,
    });
  return documents;
}

function productTitle(craft: Craft, material: string, size: number, random: Random): string {
  switch (random.int(0, 4)) {
    case 0:
      return `${craft.noun} in ${material}`;
    case 1:
      return `${material} ${craft.noun}`;
    case 2:
      return `${random.pick(TITLE_ADJECTIVES)} ${material} ${craft.noun}`;
    case 3:
      return `${random.pick(TITLE_PLACES)} ${craft.noun}`;
    default:
      return `${craft.noun} \u2013 ${material}, ${size} cm`;
  }
}

/** The old admin's keys: "featuredProducts" and "Luxary Collection" put a product on the home page. */
function productCategories(craft: Craft, random: Random): string[] {
  const categories = [craft.category];
  if (craft.category === 'Mortar and Pestle' && random.chance(0.6)) categories.push('Ashtray and Mortar');
  if (random.chance(0.1)) categories.push('Ashtray and Mortar');
  if (random.chance(0.15)) categories.unshift('featuredProducts');
  else if (random.chance(0.1)) categories.push('featuredProducts');
  if (random.chance(0.15)) categories.push('Luxary Collection');
  return [...new Set(categories)];
}

/** Prices as the old admin stored them: a Double with cents, or a whole number as Int32 or as a Double. */
function productPrice(random: Random): Double | Int32 {
  const whole = random.int(2, 500) * 5;
  switch (random.int(0, 2)) {
    case 0:
      return new Double(whole - 0.01);
    case 1:
      return new Int32(whole);
    default:
      return new Double(whole);
  }
}
