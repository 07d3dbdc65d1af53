import { SITE } from '../site.ts';

const SITE_NAME = SITE.name;

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

export type SeoInput = {
  title: string;
  description: string;
  seoTitle?: string | null;
  seoDescription?: string | null;
  imageAlt?: string | null;
  focusKeyword?: string | null;
  slug?: string | null;
  imageCount: number;
};

type SeoCheck = { label: string; points: number; earned: number; advice: string | null };
export type SeoReport = { score: number; checks: SeoCheck[]; issues: string[] };

const lower = (text: string | null | undefined) => (text ?? '').trim().toLowerCase();

/** Characters between min and max: full points; present but outside: half; missing: none. */
function lengthCheck(
  label: string,
  points: number,
  value: string | null | undefined,
  range: { min: number; max: number },
  name: string,
): SeoCheck {
  const length = (value ?? '').trim().length;
  if (length === 0)
    return { label, points, earned: 0, advice: `Add ${name} (${range.min}-${range.max} characters).` };
  if (length < range.min)
    return {
      label,
      points,
      earned: points / 2,
      advice: `Lengthen ${name} to at least ${range.min} characters.`,
    };
  if (length > range.max)
    return {
      label,
      points,
      earned: points / 2,
      advice: `Shorten ${name} to at most ${range.max} characters.`,
    };
  return { label, points, earned: points, advice: null };
}

/**
 * How findable a product page is, out of 100, with the reason for every point it lost. The product form shows it
 * live and the server answers it after each save: one function, so the two always agree.
 */
export function scoreProductSeo(input: SeoInput): SeoReport {
  const keyword = lower(input.focusKeyword);
  const slugWords = lower(input.slug).replace(/-/g, ' ');
  const checks: SeoCheck[] = [
    lengthCheck('SEO title length', 20, input.seoTitle, SEO_LIMITS.seoTitle, 'an SEO title'),
    lengthCheck(
      'SEO description length',
      20,
      input.seoDescription,
      { min: SEO_LIMITS.seoDescription.min, max: SEO_LIMITS.seoDescription.max },
      'an SEO description',
    ),
    lengthCheck('Image alt text', 10, input.imageAlt, SEO_LIMITS.imageAlt, 'image alt text'),
    {
      label: 'Focus keyword',
      points: 10,
      earned: keyword ? 10 : 0,
      advice: keyword ? null : 'Choose a focus keyword: the words a buyer would search for.',
    },
    {
      label: 'Focus keyword in the SEO title',
      points: 10,
      earned: keyword && lower(input.seoTitle || input.title).includes(keyword) ? 10 : 0,
      advice:
        keyword && lower(input.seoTitle || input.title).includes(keyword)
          ? null
          : 'Use the focus keyword in the SEO title.',
    },
    {
      label: 'Focus keyword in the SEO description',
      points: 5,
      earned: keyword && lower(input.seoDescription).includes(keyword) ? 5 : 0,
      advice:
        keyword && lower(input.seoDescription).includes(keyword)
          ? null
          : 'Use the focus keyword in the SEO description.',
    },
    {
      label: 'Focus keyword in the URL',
      points: 5,
      earned: keyword && slugWords.includes(keyword.replace(/[^a-z0-9]+/g, ' ').trim()) ? 5 : 0,
      advice:
        keyword && slugWords.includes(keyword.replace(/[^a-z0-9]+/g, ' ').trim())
          ? null
          : 'Put the focus keyword in the URL slug.',
    },
    {
      label: 'Description',
      points: 10,
      earned: input.description.trim().length >= 150 ? 10 : input.description.trim().length >= 50 ? 5 : 0,
      advice:
        input.description.trim().length >= 150
          ? null
          : 'Write a fuller description (150 characters or more): stone, size, finish, how it is made.',
    },
    {
      label: 'Photographs',
      points: 10,
      earned: input.imageCount >= 2 ? 10 : input.imageCount === 1 ? 5 : 0,
      advice:
        input.imageCount >= 2
          ? null
          : input.imageCount === 1
            ? 'Add a second photograph: another angle or a detail.'
            : 'Add a photograph.',
    },
  ];
  const score = Math.round(checks.reduce((sum, check) => sum + check.earned, 0));
  return { score, checks, issues: checks.flatMap((check) => (check.advice ? [check.advice] : [])) };
}
