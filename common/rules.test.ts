import { describe, expect, test } from 'vitest';
import { categoryLookupKey, PUBLIC_CATEGORY_NAMES } from './categories.ts';
import { normalizeLegacyPath, PLACEHOLDER_IMAGE, resolveImagePath } from './image-path.ts';
import { imageSrcSet, variantWidths } from './media-url.ts';
import { dollarsToCents, formatUsd, savingsPercent } from './money.ts';
import { scoreProductSeo, suggestSeoDescription, suggestSeoTitle } from './admin/product-seo.ts';
import { slugify } from './slug.ts';

describe('image-path rule of the old site', () => {
  const origin = 'https://shop.example';
  test('empty gives the placeholder; http(s) URLs pass unchanged', () => {
    expect(resolveImagePath('', origin)).toBe(PLACEHOLDER_IMAGE);
    expect(resolveImagePath('   ', origin)).toBe(PLACEHOLDER_IMAGE);
    expect(resolveImagePath(null, origin)).toBe(PLACEHOLDER_IMAGE);
    expect(resolveImagePath('http://cdn.example/a.jpg', origin)).toBe('http://cdn.example/a.jpg');
    expect(resolveImagePath('HTTPS://cdn.example/a.jpg', origin)).toBe('HTTPS://cdn.example/a.jpg');
  });
  test('backslashes, leading slashes and a doubled uploads/uploads prefix are normalised under /uploads', () => {
    expect(resolveImagePath('uploads\\products\\vase.jpg', origin)).toBe(
      'https://shop.example/uploads/products/vase.jpg',
    );
    expect(resolveImagePath('/uploads/uploads/vase.jpg', origin)).toBe(
      'https://shop.example/uploads/vase.jpg',
    );
    expect(resolveImagePath('//images/vase.jpg', origin)).toBe(
      'https://shop.example/uploads/images/vase.jpg',
    );
    expect(normalizeLegacyPath('uploads/uploads/uploads/a.png')).toBe('a.png');
  });
});

describe('slugs and category names', () => {
  test('a category slug is the lowercased name with hyphens', () => {
    expect(categoryLookupKey('Mortar and Pestle')).toBe('mortar-and-pestle');
    expect(categoryLookupKey('Luxary Collection')).toBe('luxary-collection');
    expect(new Set(PUBLIC_CATEGORY_NAMES.map(categoryLookupKey)).size).toBe(24);
  });
  test('lookups ignore case, spacing and the camelCase of old keys', () => {
    expect(categoryLookupKey('featuredProducts')).toBe('featured-products');
    expect(categoryLookupKey('  Luxary   Collection ')).toBe('luxary-collection');
    expect(categoryLookupKey('garden-decor')).toBe('garden-decor');
  });
  test('product slugs fold accents and drop punctuation', () => {
    expect(slugify('Buddha Head — Grey Schist (30 cm)')).toBe('buddha-head-grey-schist-30-cm');
    expect(slugify('Crème & Onyx')).toBe('creme-and-onyx');
  });
});

describe('money', () => {
  test('cents, USD with two decimals and the savings percentage', () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(formatUsd(125050)).toBe('$1,250.50');
    expect(formatUsd(null)).toBe('Contact for pricing');
    expect(savingsPercent(7500, 10000)).toBe(25);
    expect(savingsPercent(10000, 10000)).toBeNull();
    expect(savingsPercent(10000, null)).toBeNull();
  });
});

describe('SEO suggestions', () => {
  test("seoTitle is 'title - first category | brand' only when it fits 60 characters", () => {
    expect(suggestSeoTitle('Buddha Head', 'Gandhara Art')).toBe('Buddha Head - Gandhara Art | Gandhara Arts');
    const long = 'Large Hand-Carved Sandstone Garden Fountain';
    expect(suggestSeoTitle(long, 'Garden Decor')).toBe(`${long} | Gandhara Arts`);
    expect(suggestSeoTitle('x'.repeat(80)).length).toBe(60);
  });
  test('a meta description is cut at a word boundary under 160 characters', () => {
    const text = 'word '.repeat(60);
    const description = suggestSeoDescription(text);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('word…')).toBe(true);
  });
});

describe('responsive image widths', () => {
  test('never wider than the source, which is offered at its own width', () => {
    expect(variantWidths(800)).toEqual([320, 640, 800]);
    expect(variantWidths(4000)).toEqual([320, 640, 960, 1280, 1920]);
    const srcset = imageSrcSet({ hash: 'a'.repeat(64), key: 'abcdefghij', width: 700, height: 500 }, 'avif');
    expect(srcset).toBe(
      `/media/${'a'.repeat(64)}/abcdefghij/320.avif 320w, /media/${'a'.repeat(64)}/abcdefghij/640.avif 640w, /media/${'a'.repeat(64)}/abcdefghij/700.avif 700w`,
    );
  });
});

describe('old-link redirects', () => {
  test('keywords decide in the order of the table; kitchen always means mortar and pestle', async () => {
    const { legacyProductDestination, legacyCategoryDestination, looksLikeProductId } =
      await import('./legacy-redirects.ts');
    expect(legacyProductDestination('kitchen-tile-set')).toBe('/category/mortar-and-pestle');
    expect(legacyProductDestination('marble-floor-tiles')).toBe('/category/building-embellishing');
    expect(legacyProductDestination('Meditating-Buddha-Statue')).toBe('/category/gandhara-art');
    expect(legacyProductDestination('onyx-fruit-bowl')).toBe('/category/crockery');
    expect(legacyProductDestination('salt-lamp-large')).toBe('/category/home-decor');
    expect(legacyProductDestination('garden-water-fountain')).toBe('/category/garden-decor');
    expect(legacyProductDestination('marble-fireplace-mantel')).toBe('/category/fireplaces');
    // No keyword: the product page says the piece is not found and offers pieces to browse (decision 041).
    expect(legacyProductDestination('something-else')).toBeNull();
    expect(legacyProductDestination('%E0%A4%A')).toBeNull();
    expect(legacyCategoryDestination('Garden-Decor')).toBe('/category/garden-decor');
    expect(looksLikeProductId('1234')).toBe(true);
    expect(looksLikeProductId('64f1a2b3c4d5e6f708192a3b')).toBe(true);
    expect(looksLikeProductId('onyx-vase')).toBe(false);
  });
});

describe('the SEO score of a product page', () => {
  const complete = {
    title: 'Stone Lotus Fountain',
    description: 'x'.repeat(160),
    seoTitle: 'Stone Lotus Fountain for Gardens | Gandhara Arts',
    seoDescription:
      'A hand-carved stone lotus fountain for courtyards and gardens, made in Taxila and shipped worldwide.',
    imageAlt: 'Stone lotus fountain in a courtyard',
    focusKeyword: 'lotus fountain',
    slug: 'stone-lotus-fountain',
    imageCount: 2,
  };

  test('a complete page scores 100 with nothing to fix', () => {
    expect(scoreProductSeo(complete)).toMatchObject({ score: 100, issues: [] });
  });

  test('every lost point comes with its reason, and the checks add up to 100', () => {
    const report = scoreProductSeo({ title: 'Lotus', description: 'Short.', imageCount: 0 });
    expect(report.checks.reduce((sum, check) => sum + check.points, 0)).toBe(100);
    expect(report.score).toBe(0);
    expect(report.issues).toContain('Add an SEO title (10-60 characters).');
    expect(report.issues).toContain('Add a photograph.');
    expect(report.issues).toHaveLength(report.checks.length);
  });

  test('too short or too long earns half; the keyword must appear where it counts', () => {
    const report = scoreProductSeo({ ...complete, seoTitle: 'Fountain', slug: 'stone-fountain' });
    expect(report.score).toBe(100 - 10 - 10 - 5);
    expect(report.issues).toEqual([
      'Lengthen an SEO title to at least 10 characters.',
      'Use the focus keyword in the SEO title.',
      'Put the focus keyword in the URL slug.',
    ]);
  });
});
