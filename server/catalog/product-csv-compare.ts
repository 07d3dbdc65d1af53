import type { ProductCsvColumn } from '#common/product-csv.ts';
import type { Desired } from './product-csv-cells.ts';

/** A row's product fields in the stored columns, as a create or an update writes them. */
export function fieldsOf(desired: Desired) {
  return {
    title: desired.title,
    description: desired.description,
    short_description: desired.short_description,
    seo_title: desired.seo_title,
    seo_description: desired.seo_description,
    image_alt: desired.image_alt,
    focus_keyword: desired.focus_keyword,
    keywords: desired.keywords,
    meta_keywords: desired.meta_keywords,
    tags: desired.tags,
    specifications: desired.specifications,
    price_cents: desired.price_cents,
    original_price_cents: desired.original_price_cents,
    is_new: desired.is_new,
    status: desired.status,
    sold_out: desired.sold_out,
    featured_until: desired.featured_until ? new Date(desired.featured_until) : null,
    // Left out of the file, a specification keeps its value.
    ...(desired.material !== undefined ? { material: desired.material } : {}),
    ...(desired.dimensions !== undefined ? { dimensions: desired.dimensions } : {}),
    ...(desired.weight_grams !== undefined ? { weight_grams: desired.weight_grams } : {}),
    ...(desired.finish !== undefined ? { finish: desired.finish } : {}),
    ...(desired.origin !== undefined ? { origin: desired.origin } : {}),
  };
}

/** The columns whose value a row changes (categories and photographs are compared by the caller). */
export function changedColumns(desired: Desired, stored: Desired): string[] {
  const changed: string[] = [];
  const compare: [ProductCsvColumn, unknown, unknown][] = [
    ['slug', desired.slug ?? stored.slug, stored.slug],
    ['title', desired.title, stored.title],
    ['description', desired.description, stored.description],
    ['shortDescription', desired.short_description, stored.short_description],
    ['seoTitle', desired.seo_title, stored.seo_title],
    ['seoDescription', desired.seo_description, stored.seo_description],
    ['imageAlt', desired.image_alt, stored.image_alt],
    ['focusKeyword', desired.focus_keyword, stored.focus_keyword],
    ['keywords', desired.keywords, stored.keywords],
    ['metaKeywords', desired.meta_keywords, stored.meta_keywords],
    ['tags', desired.tags, stored.tags],
    ['specifications', desired.specifications, stored.specifications],
    ['price', desired.price_cents, stored.price_cents],
    ['originalPrice', desired.original_price_cents, stored.original_price_cents],
    ['isNew', desired.is_new, stored.is_new],
    ['status', desired.status, stored.status],
    ['sold', desired.sold_out, stored.sold_out],
    ['soldAt', desired.sold_out ? (desired.sold_out_at ?? stored.sold_out_at) : null, stored.sold_out_at],
    ['featuredUntil', desired.featured_until, stored.featured_until],
    ['subcategories', desired.subcategoryIds.join(), stored.subcategoryIds.join()],
    ['material', desired.material ?? stored.material, stored.material],
    ['dimensions', desired.dimensions ?? stored.dimensions, stored.dimensions],
    ['weightKg', desired.weight_grams ?? stored.weight_grams, stored.weight_grams],
    ['finish', desired.finish ?? stored.finish, stored.finish],
    ['origin', desired.origin ?? stored.origin, stored.origin],
  ];
  for (const [column, wanted, has] of compare) if (wanted !== has) changed.push(column);
  return changed;
}
