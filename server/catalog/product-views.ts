import type { PublicImage } from '#common/media-url.ts';
import type { AdminProductRow } from '#common/schemas/products.ts';
import type { CategoryRow, ProductRow, SubcategoryRow } from '#server/db/schema.ts';
import { parseJsonArray, toBoolean, toIsoString } from '#server/db/values.ts';
import { toPublicImage } from '#server/media/public-image.ts';
import type { AdminListRow } from './admin-rows.ts';
import type { ProductsWithLinks } from './product-links.ts';
import type { ProductWords } from '#common/product-words.ts';

/* The catalogue's records as the site shows them, made from their rows. */

export type CategoryView = { id: string; name: string; slug: string; position: number; visible: boolean };
export type SubcategoryView = {
  id: string;
  categoryId: string;
  name: string;
  slug: string;
  position: number;
  visible: boolean;
};
export type CategoryWithSubcategories = CategoryView & { subcategories: SubcategoryView[] };

export type ProductView = ProductWords & {
  id: string;
  slug: string;
  metaKeywords: string | null;
  tags: string[];
  specifications: [string, string][];
  priceCents: number | null;
  originalPriceCents: number | null;
  isNew: boolean;
  status: 'published' | 'draft';
  soldOut: boolean;
  /** the stone, lowercased; null when not known (decision 037) */
  material: string | null;
  /** the other specifications (decision 040); each null when not given */
  dimensions: string | null;
  weightGrams: number | null;
  finish: string | null;
  origin: string | null;
  soldOutAt: string | null;
  featuredUntil: string | null;
  viewCount: number;
  canonicalUrl: string | null;
  seoScore: number | null;
  categories: { name: string; slug: string }[];
  subcategories: { id: string; categoryId: string; name: string; slug: string }[];
  images: PublicImage[];
  /** Each photograph's key for the admin's edits: `media:{id}` or `url:{path}`, in display order. */
  imageKeys: string[];
  createdAt: string;
  updatedAt: string;
};

export function toCategoryView(row: CategoryRow): CategoryView {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    position: row.position,
    visible: toBoolean(row.visible),
  };
}

export function toSubcategoryView(row: SubcategoryRow): SubcategoryView {
  return {
    id: row.id,
    categoryId: row.category_id,
    name: row.name,
    slug: row.slug,
    position: row.position,
    visible: toBoolean(row.visible),
  };
}

function groupBy<T extends { product_id: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(row.product_id);
    if (list) list.push(row);
    else groups.set(row.product_id, [row]);
  }
  return groups;
}

/** The products as the site shows them, in the order of `rows`; `key` is the photographs' current variant key. */
export function toProductViews(
  rows: readonly ProductRow[],
  links: Omit<ProductsWithLinks, 'rows'>,
  key: string,
  publicUrl: string,
): ProductView[] {
  const categories = groupBy(links.categories);
  const subcategories = groupBy(links.subcategories);
  const images = groupBy(links.images);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    shortDescription: row.short_description,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    imageAlt: row.image_alt,
    focusKeyword: row.focus_keyword,
    keywords: parseJsonArray(row.keywords),
    metaKeywords: row.meta_keywords,
    tags: parseJsonArray(row.tags),
    specifications: JSON.parse(row.specifications) as [string, string][],
    priceCents: row.price_cents,
    originalPriceCents: row.original_price_cents,
    isNew: toBoolean(row.is_new),
    status: row.status,
    soldOut: toBoolean(row.sold_out),
    material: row.material ?? null,
    dimensions: row.dimensions ?? null,
    weightGrams: row.weight_grams ?? null,
    finish: row.finish ?? null,
    origin: row.origin ?? null,
    soldOutAt: row.sold_out_at ? toIsoString(row.sold_out_at) : null,
    featuredUntil: row.featured_until ? toIsoString(row.featured_until) : null,
    viewCount: row.view_count,
    canonicalUrl: row.canonical_url,
    seoScore: row.seo_score,
    categories: (categories.get(row.id) ?? []).map(({ name, slug }) => ({ name, slug })),
    subcategories: (subcategories.get(row.id) ?? []).map((link) => ({
      id: link.id,
      categoryId: link.category_id,
      name: link.name,
      slug: link.slug,
    })),
    imageKeys: (images.get(row.id) ?? [])
      .filter((link) => link.media_id !== null || link.url !== null)
      .map((link) => (link.media_id ? `media:${link.media_id}` : `url:${link.url}`)),
    images: (images.get(row.id) ?? [])
      .map((link) =>
        toPublicImage(
          { hash: link.content_hash, width: link.width, height: link.height, url: link.url },
          key,
          publicUrl,
        ),
      )
      .filter((image) => image !== null),
    createdAt: toIsoString(row.created_at),
    updatedAt: toIsoString(row.updated_at),
  }));
}

/** A row of the admin's product list as the panel shows it; `key` is the photographs' current variant key. */
export function toAdminProductRow(row: AdminListRow, key: string, publicUrl: string): AdminProductRow {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    status: row.status,
    soldOut: toBoolean(row.sold_out),
    priceCents: row.price_cents,
    originalPriceCents: row.original_price_cents,
    categories: [...row.categories],
    image: row.image
      ? toPublicImage(
          {
            hash: row.image.content_hash,
            width: row.image.width,
            height: row.image.height,
            url: row.image.url,
          },
          key,
          publicUrl,
        )
      : null,
    updatedAt: toIsoString(row.updated_at),
  };
}
