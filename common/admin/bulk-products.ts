import { suggestImageAlt, suggestSeoDescription, suggestSeoTitle } from './product-seo.ts';
import { SITE } from '../site.ts';

const SITE_NAME = SITE.name;

/** Words a camera or phone puts in a file name: they say nothing about the piece. */
const CAMERA_WORDS =
  /^(img|image|dsc|dscn|dscf|dcim|pxl|mvimg|vid|photo|pic|whatsapp|screenshot|copy|edited|final)$/i;

const STOP_WORDS = new Set(
  'and the for with from into onto over under this that these those our your their its are was were has have had not but you all any can out one two its per via off'.split(
    ' ',
  ),
);

/**
 * A product title from a photograph's file name (issue 6): the extension dropped, `-` and `_` read as spaces,
 * camelCase split, words capitalised. A name that says nothing (`IMG_2041`, `DSC00417`, `20240611_101512`) gives
 * '{first category} {n}' instead.
 */
export function titleFromFileName(fileName: string, firstCategory: string, n: number): string {
  const base = (fileName.split(/[\\/]/).pop() ?? '').replace(/\.[a-z0-9]{1,5}$/i, '');
  const words = base
    .replace(/[-_.+]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  const telling = words.filter((word) => /\p{L}/u.test(word) && !CAMERA_WORDS.test(word.replace(/\d+$/, '')));
  if (telling.length === 0) return `${firstCategory} ${n}`;
  return words
    .map((word) => (/^\p{Ll}/u.test(word) ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join(' ')
    .slice(0, 150);
}

/** Keywords: the title's words (stop words and words of 1-2 letters dropped) and the categories. */
export function keywordsFromTitle(title: string, categories: readonly string[]): string[] {
  const words = title
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 2 && !STOP_WORDS.has(word) && /\p{L}/u.test(word));
  return [...new Set([...words, ...categories.map((category) => category.trim())])].slice(0, 20);
}

/** Everything a product made from one photograph needs besides the photograph: the product form's rules. */
export function productFromPhoto(fileName: string, categories: readonly string[], n: number) {
  const first = categories[0] ?? 'Stone Craft';
  const title = titleFromFileName(fileName, first, n);
  const description = `${title}: ${categories.join(', ')}, hand-crafted in stone by the carvers of ${SITE_NAME} in Taxila, Pakistan. Contact us for the price, size and shipping.`;
  return {
    title,
    description,
    keywords: keywordsFromTitle(title, categories),
    seoTitle: suggestSeoTitle(title, first),
    seoDescription: suggestSeoDescription(description),
    imageAlt: suggestImageAlt(title, first),
    // The category leads the slug, once: a title that already begins with it (`Home Decor 2`) is not given it again.
    slugBase: title.toLowerCase().startsWith(first.toLowerCase()) ? title : `${first} ${title}`,
  };
}
