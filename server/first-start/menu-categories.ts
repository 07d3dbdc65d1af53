import type { Kysely } from 'kysely';
import { categoryLookupKey, LEGACY_CATEGORY_ALIASES, PUBLIC_CATEGORY_NAMES } from '#common/categories.ts';
import { newId } from '#server/db/ids.ts';
import type { Database } from '#server/db/schema.ts';
import { createFirstStartRepository } from './first-start-repository.ts';

/**
 * What a new shop needs before anything else, with or without the demo catalogue: the 24 categories of the public
 * menu (public-site.md §9), in order, with the old site's names for some of them as aliases. Written once per
 * database; an owner who later deletes or renames them is never overruled. The settings need nothing: their
 * defaults apply until the owner saves.
 */
export async function ensureMenuCategories(db: Kysely<Database>, now = new Date()): Promise<boolean> {
  const menu = PUBLIC_CATEGORY_NAMES.map((name, position) => ({
    category: {
      id: newId(now),
      name,
      slug: categoryLookupKey(name),
      position,
      visible: true,
      created_at: now,
      updated_at: now,
    },
    aliases: [...new Set((LEGACY_CATEGORY_ALIASES[name] ?? []).map(categoryLookupKey))],
  }));
  return createFirstStartRepository(db).createMenuOnce('claim:menu-categories', menu);
}
