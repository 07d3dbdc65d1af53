import { createPublicCategories } from '#server/demo/seed.ts';
import type { AppServices } from '#server/services.ts';
import { makeJpeg } from './image-files.ts';

/** A small real catalogue: the 24 categories and `count` products with real images, one hour apart, newest last. */
export async function addCatalog(services: AppServices, count: number, options: { start?: Date } = {}) {
  await createPublicCategories(services);
  const start = options.start ?? new Date('2026-01-01T00:00:00Z');
  const image = await services.media.ingestImageBuffer(
    await makeJpeg({ width: 1200, height: 900, seed: 7 }),
    {
      originalName: 'photo.jpg',
    },
  );
  const second = await services.media.ingestImageBuffer(
    await makeJpeg({ width: 800, height: 800, seed: 8 }),
    {
      originalName: 'detail.jpg',
    },
  );
  const products = [];
  for (let i = 0; i < count; i++) {
    const categories =
      i % 3 === 0
        ? ['Gandhara Art', 'Featured Products']
        : i % 3 === 1
          ? ['Garden Decor', 'Luxury Collection']
          : ['Crockery'];
    products.push(
      await services.catalog.createProduct({
        title: `Carved Piece ${String(i + 1).padStart(2, '0')}`,
        description: `Hand-carved stone piece number ${i + 1}.`,
        keywords: ['stone', `piece-${i + 1}`],
        specifications: [
          ['Material', 'Grey schist'],
          ['Weight', `${i + 1} kg`],
        ],
        priceCents: 10_000 + i * 250,
        originalPriceCents: i % 4 === 0 ? 15_000 + i * 250 : null,
        categories,
        images: [
          { media_id: image.id, url: null },
          { media_id: second.id, url: null },
        ],
        createdAt: new Date(start.getTime() + i * 3_600_000),
      }),
    );
  }
  return products;
}
