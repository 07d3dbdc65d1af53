import { copyFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { LEGACY_CATEGORY_ALIASES, PUBLIC_CATEGORY_NAMES } from '#common/categories.ts';
import { dollarsToCents } from '#common/money.ts';
import { suggestImageAlt, suggestSeoDescription, suggestSeoTitle } from '#common/admin/product-seo.ts';
import { ensureMenuCategories } from '#server/first-start/menu-categories.ts';
import type { AppServices } from '#server/services.ts';
import { DEMO_EXTRA_TOUR_SLIDES, DEMO_MASTERS, DEMO_PRODUCTS, DEMO_VISIT_PLACES } from './demo-catalog.ts';
import { masterPortrait, productPhotos, tourPhoto } from './demo-images.ts';
import type { StoneName } from './stone-texture.ts';

const SEED_ASSETS = path.resolve(import.meta.dirname, '../../seed-assets');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The first places whose photographs open the tours page's hero. */
const HERO_PLACE_PHOTOS = 11;

/** Runs `work` over `items` with at most `limit` at a time, keeping the results in order. */
async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  });
  await Promise.all(runners);
  return results;
}

/**
 * The demo's labelled lines as the owner's specification fields (decision 040): dimensions, weight, finish and
 * origin in their own columns, the other lines (material's stone name, carving time) kept as they are.
 */
function demoSpecifications(pairs: [string, string][]) {
  const value = (label: string) => pairs.find(([name]) => name === label)?.[1] ?? null;
  const kilograms = /^([\d.]+) kg$/.exec(value('Weight') ?? '')?.[1];
  // A weight with words ("2.2 kg each") says more than a number: it stays a line of its own.
  const own = new Set(['Dimensions', 'Finish', 'Origin', ...(kilograms ? ['Weight'] : [])]);
  return {
    specifications: pairs.filter(([label]) => !own.has(label)),
    dimensions: value('Dimensions'),
    weightGrams: kilograms ? Math.round(Number(kilograms) * 1000) : null,
    finish: value('Finish'),
    origin: value('Origin'),
  };
}

/** The material visitors filter by: the stone's family, as the shop names it ("white-marble" is marble). */
const materialOf = (stone: StoneName) =>
  stone
    .replace(/^(grey|green)-schist$/, 'schist')
    .replace(/^(black|white)-marble$/, 'marble')
    .replace('himalayan-', '');
const stoneLabel = (stone: StoneName) => stone.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

const PROMO_VIDEOS = [
  {
    file: 'promo-heritage-art.mp4',
    title: 'Gandhara Heritage Art',
    category: 'Heritage Art',
    description:
      'A grey schist Buddha takes shape under the chisel, as it has in Taxila for two thousand years.',
  },
  {
    file: 'promo-stone-art.mp4',
    title: 'Stone Art in the Making',
    category: 'Stone Art',
    description: 'Marble and onyx turned, carved and polished by hand in our workshop.',
  },
  {
    file: 'promo-garden-decor.mp4',
    title: 'Fountains and Garden Decor',
    category: 'Garden Decor',
    description: 'Sandstone fountains and planters made to weather beautifully outdoors.',
  },
  {
    file: 'promo-featured.mp4',
    title: 'Featured Pieces',
    category: 'Featured',
    description: 'A closer look at the pieces our visitors ask about most.',
  },
] as const;

async function ingestSeedVideo(services: AppServices, file: string) {
  const tmp = services.storage.tmpPath();
  await copyFile(path.join(SEED_ASSETS, file), tmp);
  return services.media.ingestVideo(tmp, { originalName: file });
}

/** The 24 categories of the public menu, through the catalogue service: for tests that start from nothing. */
export async function createPublicCategories(services: Pick<AppServices, 'catalog'>) {
  for (const [position, name] of PUBLIC_CATEGORY_NAMES.entries()) {
    await services.catalog.createCategory({ name, position, aliases: LEGACY_CATEGORY_ALIASES[name] ?? [] });
  }
}

/**
 * On first start with an empty database: the 24 categories, a catalogue of carved pieces with photographs
 * drawn here, tour places, master craftsmen and the site settings. Never runs twice, even if the owner later
 * deletes everything, and never on a database that already has content.
 */
export async function seedDemoContent(
  services: AppServices,
  options: { log?: (message: string) => void; now?: Date } = {},
) {
  const log = options.log ?? (() => {});
  // The menu's categories are there already (every start writes them into a new shop): products tell content.
  if ((await services.settings.hasStoredSite()) || (await services.catalog.countAllProducts()) > 0)
    return null;
  // Several instances may start at once on one database: only the one that claims the seed writes it.
  if (!(await services.settings.claimOnce('demo-seed'))) return null;
  const started = performance.now();
  const now = options.now ?? new Date();

  await ensureMenuCategories(services.database.db, now);

  log(
    `Creating the demo catalogue: ${DEMO_PRODUCTS.length} products with photographs drawn on this machine…`,
  );
  await mapLimited(DEMO_PRODUCTS, 3, async (product, index) => {
    const photos = await productPhotos({
      shape: product.shape,
      stone: product.stone,
      seed: 1000 + index * 17,
      views: product.imageCount,
      tag: `N° ${String(index + 1).padStart(3, '0')} · ${stoneLabel(product.stone)}`,
    });
    const mediaIds: string[] = [];
    for (const [view, photo] of photos.entries()) {
      const media = await services.media.ingestImageBuffer(photo, {
        originalName: `demo-${index + 1}-${view + 1}.jpg`,
      });
      mediaIds.push(media.id);
    }
    const firstCategory = product.categories[0];
    await services.catalog.createProduct({
      title: product.title,
      description: product.description,
      shortDescription: product.shortDescription,
      seoTitle: suggestSeoTitle(product.title, firstCategory),
      seoDescription: suggestSeoDescription(product.shortDescription),
      imageAlt: suggestImageAlt(product.title, firstCategory),
      focusKeyword: product.keywords[0] ?? null,
      keywords: product.keywords,
      tags: [stoneLabel(product.stone)],
      ...demoSpecifications(product.specifications),
      material: materialOf(product.stone),
      priceCents: product.priceUsd == null ? null : dollarsToCents(product.priceUsd),
      originalPriceCents: product.originalPriceUsd == null ? null : dollarsToCents(product.originalPriceUsd),
      isNew: product.isNew ?? false,
      categories: product.categories,
      images: mediaIds.map((media_id) => ({ media_id, url: null })),
      // Spread over past weeks so "newest first" has a real order.
      createdAt: new Date(now.getTime() - index * 5 * HOUR),
    });
  });

  log('Creating tour places and master craftsmen…');
  const tourImages = await mapLimited(DEMO_VISIT_PLACES, 2, async (place, index) =>
    services.media.ingestImageBuffer(await tourPhoto(place.scene, 200 + index), {
      originalName: place.photo,
    }),
  );
  const extraSlides = await mapLimited(DEMO_EXTRA_TOUR_SLIDES, 2, async (slide, index) =>
    services.media.ingestImageBuffer(await tourPhoto(slide.scene, 250 + index), {
      originalName: slide.photo,
    }),
  );
  // Thirteen hero photographs for the tours page: eleven of the places, then the two extra ones.
  const tourSlideMediaIds = [
    ...tourImages.slice(0, HERO_PLACE_PHOTOS).map((media) => media.id),
    ...extraSlides.map((media) => media.id),
  ];
  for (const [index, place] of DEMO_VISIT_PLACES.entries()) {
    await services.tours.create({
      name: place.name,
      description: place.description,
      tourCategory: place.tourCategory,
      keywords: place.keywords,
      location: place.location,
      rating: place.rating ?? null,
      reviews: place.reviews ?? null,
      priceCents: place.priceUsd == null ? null : dollarsToCents(place.priceUsd),
      duration: place.duration ?? null,
      groupMin: place.groupMin ?? null,
      groupMax: place.groupMax ?? null,
      imageMediaId: tourImages[index]!.id,
      createdAt: new Date(now.getTime() - place.daysAgo * DAY),
    });
  }
  for (const [index, master] of DEMO_MASTERS.entries()) {
    const portrait = await services.media.ingestImageBuffer(
      await masterPortrait(master.palette, 300 + index),
      {
        originalName: `master-${index + 1}.jpg`,
      },
    );
    await services.masters.create({
      name: master.name,
      specialty: master.specialty,
      experience: master.experience,
      description: master.description,
      quote: master.quote,
      imageMediaId: portrait.id,
      createdAt: new Date(now.getTime() - (index + 1) * 30 * DAY),
    });
  }

  log('Adding the hero and promotional videos…');
  const hero = await ingestSeedVideo(services, 'hero.mp4');
  const heroPoster = await services.media.ingestImageBuffer(
    await readFile(path.join(SEED_ASSETS, 'hero-poster.jpg')),
    {
      originalName: 'hero-poster.jpg',
    },
  );
  const promoVideos = [];
  for (const promo of PROMO_VIDEOS) {
    const video = await ingestSeedVideo(services, promo.file);
    const poster = await services.media.ingestImageBuffer(
      await readFile(path.join(SEED_ASSETS, promo.file.replace('.mp4', '.jpg'))),
      {
        originalName: promo.file.replace('.mp4', '.jpg'),
      },
    );
    promoVideos.push({
      title: promo.title,
      description: promo.description,
      category: promo.category,
      videoMediaId: video.id,
      posterMediaId: poster.id,
    });
  }
  await services.settings.updateSite({
    heroVideoMediaId: hero.id,
    heroPosterMediaId: heroPoster.id,
    popupImageMediaId: tourImages[0]!.id,
    promoVideos,
    tourSlideMediaIds,
  });

  return {
    categories: PUBLIC_CATEGORY_NAMES.length,
    products: DEMO_PRODUCTS.length,
    visitPlaces: DEMO_VISIT_PLACES.length,
    masters: DEMO_MASTERS.length,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}
