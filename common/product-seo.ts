import { SITE_NAME } from './schemas/settings.ts';

export const SEO_LIMITS = {
  seoTitle: { max: 60, min: 10, long: 50 },
  seoDescription: { max: 160, min: 50, long: 150 },
  imageAlt: { max: 125, min: 5, long: 100 },
  shortDescription: { max: 200 },
  focusKeyword: { max: 50 },
} as const;

/** 'title - first category | brand' when it fits in 60 characters, else 'title | brand', else the title cut to fit. */
export function suggestSeoTitle(title: string, firstCategory?: string): string {
  const clean = title.trim().replace(/\s+/g, ' ');
  const withCategory = firstCategory ? `${clean} - ${firstCategory} | ${SITE_NAME}` : '';
  if (withCategory && withCategory.length <= SEO_LIMITS.seoTitle.max) return withCategory;
  const withBrand = `${clean} | ${SITE_NAME}`;
  if (withBrand.length <= SEO_LIMITS.seoTitle.max) return withBrand;
  return clean.slice(0, SEO_LIMITS.seoTitle.max);
}

/** A meta description from the product's text: whole words, at most 160 characters. */
export function suggestSeoDescription(text: string): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (clean.length <= SEO_LIMITS.seoDescription.max) return clean;
  const cut = clean.slice(0, SEO_LIMITS.seoDescription.max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

export function suggestImageAlt(title: string, firstCategory?: string): string {
  const alt = firstCategory
    ? `${title.trim()} - ${firstCategory} by ${SITE_NAME}`
    : `${title.trim()} by ${SITE_NAME}`;
  return alt.length <= SEO_LIMITS.imageAlt.max ? alt : title.trim().slice(0, SEO_LIMITS.imageAlt.max);
}
