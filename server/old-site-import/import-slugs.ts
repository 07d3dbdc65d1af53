import { MAX_SLUG_LENGTH, SLUG_PATTERN, slugify } from '#common/slug.ts';
import type { SlugChange } from './import-ledger.ts';

export type PlannedSlug = { slug: string; oldSlugs: string[]; change: SlugChange | null };

/** The slugs of one kind of record: which record owns each, and each record's current one here. */
export type SlugBook = { owners: Map<string, string>; current: Map<string, string> };

/** `base`, or `base-2`, `base-3`, … : the first that `taken` does not hold. */
export function freeSlug(base: string, taken: ReadonlySet<string>): string {
  const root = (base || 'item').slice(0, MAX_SLUG_LENGTH - 4).replace(/-$/, '');
  if (!taken.has(root)) return root;
  for (let n = 2; ; n++) if (!taken.has(`${root}-${n}`)) return `${root}-${n}`;
}

/**
 * A record's slug: its old one when that is valid and no other record's; else the one it was given here before;
 * else one made from its title by the project's rule. A product's old slug that is no other's keeps answering
 * with a redirect. The change is reported when the record is written.
 */
export function planSlug(
  collection: 'products' | 'visitplaces',
  record: { id: string; label: string; old: string | null },
  slugs: SlugBook,
  redirects: boolean,
): PlannedSlug {
  const { id, label, old } = record;
  const free = (slug: string) => (slugs.owners.get(slug) ?? id) === id;
  const valid = old !== null && SLUG_PATTERN.test(old) && old.length <= MAX_SLUG_LENGTH;
  if (valid && free(old)) {
    slugs.owners.set(old, id);
    return { slug: old, oldSlugs: [], change: null };
  }
  const taken = new Set([...slugs.owners.keys()].filter((slug) => !free(slug)));
  const slug = slugs.current.get(id) ?? freeSlug(slugify(label) || collection.slice(0, -1), taken);
  const redirect = redirects && old !== null && free(old);
  slugs.owners.set(slug, id);
  if (redirect) slugs.owners.set(old, id);
  const reason = old === null ? 'missing' : !valid ? 'invalid' : 'used by another record';
  return {
    slug,
    oldSlugs: redirect ? [old] : [],
    change: { collection, id, label, from: old, to: slug, reason, redirects: redirect },
  };
}
