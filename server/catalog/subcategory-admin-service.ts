import { refuse, type Outcome } from '#server/domain-error.ts';
import type {
  AdminSubcategory,
  SubcategoryCreateInput,
  SubcategoryUpdateInput,
} from '#common/schemas/categories.ts';
import { slugify } from '#common/slug.ts';
import { newId } from '#server/db/ids.ts';
import { toBoolean } from '#server/db/values.ts';
import type { SubcategoryRepository, SubcategoryWithCount } from './subcategory-repository.ts';
import type { WrittenBy } from '#server/history/history.ts';
import type { DialectName } from '#server/db/database.ts';
import { auditOfMany } from '#server/history/history.ts';
import { subcategorySnapshots } from '#server/history/snapshots.ts';

const CATEGORY_NOT_FOUND = refuse('not-found', 'Category not found');
const NOT_FOUND = refuse('not-found', 'Subcategory not found');

function toAdminSubcategory(row: SubcategoryWithCount): AdminSubcategory {
  return {
    _id: row.id,
    categoryId: row.category_id,
    name: row.name,
    slug: row.slug,
    position: row.position,
    visible: toBoolean(row.visible),
    productCount: row.product_count,
  };
}

/**
 * Why a name cannot be used among a category's subcategories (by `self`, when renaming): names are unique within
 * the category whatever their case, and so are the addresses (`?sub={slug}`) made from them.
 */
function nameProblem(
  name: string,
  siblings: readonly SubcategoryWithCount[],
  category: { name: string },
  self?: string,
): string | null {
  const slug = slugify(name);
  const others = siblings.filter((row) => row.id !== self);
  const sameName = others.find((row) => row.name.toLowerCase() === name.toLowerCase());
  if (sameName) return `"${category.name}" already has a subcategory named "${sameName.name}".`;
  const sameSlug = others.find((row) => row.slug === slug);
  if (sameSlug)
    return `"${name}" would have the same address (?sub=${slug}) as "${sameSlug.name}" in "${category.name}". Choose another name.`;
  return null;
}

/** A new category's or subcategory's columns: after its siblings, shown unless said otherwise, made now. */
export function newMenuEntry(
  input: { name: string; visible?: boolean },
  slug: string,
  siblings: { position: number }[],
  now: Date,
) {
  return {
    name: input.name,
    slug,
    position: Math.max(-1, ...siblings.map((row) => row.position)) + 1,
    visible: input.visible ?? true,
    created_at: now,
    updated_at: now,
  };
}

/**
 * Adding, renaming, hiding, ordering and removing a category's subcategories. Each change runs under its category
 * (see `inCategory`), so what it checks is still true when it writes.
 */
export function createSubcategoryAdminService(deps: {
  repository: SubcategoryRepository;
  /** For the history's row locks (decision 027). */
  dialect?: DialectName;
}) {
  const { repository } = deps;
  /** An admin's change to subcategories, recorded in its transaction (decision 027). */
  const audited = (
    by: WrittenBy | undefined,
    action: 'create' | 'update' | 'delete',
    ids: readonly string[],
    created: readonly string[] = [],
  ) =>
    by
      ? {
          audit: auditOfMany(
            subcategorySnapshots,
            { actor: by.actor, kind: 'subcategory', action },
            deps.dialect ?? 'sqlite',
          ),
          ids,
          created,
        }
      : undefined;

  return {
    async list(): Promise<AdminSubcategory[]> {
      return (await repository.listWithCounts()).map(toAdminSubcategory);
    },

    async create(
      categoryId: string,
      input: SubcategoryCreateInput,
      by?: WrittenBy,
    ): Promise<Outcome<AdminSubcategory>> {
      const now = new Date();
      const id = newId(now);
      const result = await repository.inCategory(
        categoryId,
        async (writes) => {
          const siblings = await writes.siblings();
          const problem = nameProblem(input.name, siblings, writes.category);
          if (problem) return refuse('conflict', problem);
          await writes.insert({
            id,
            category_id: categoryId,
            ...newMenuEntry(input, slugify(input.name), siblings, now),
          });
          return null;
        },
        audited(by, 'create', [], [id]),
      );
      if (!result) return CATEGORY_NOT_FOUND;
      if (result.value) return result.value;
      return { ok: true, value: toAdminSubcategory((await repository.find(id))!) };
    },

    async update(
      id: string,
      input: SubcategoryUpdateInput,
      by?: WrittenBy,
    ): Promise<Outcome<{ subcategory: AdminSubcategory; renamed: boolean }>> {
      const found = await repository.find(id);
      if (!found) return NOT_FOUND;
      const result = await repository.inCategory(
        found.category_id,
        async (writes) => {
          const siblings = await writes.siblings();
          const current = siblings.find((row) => row.id === id);
          if (!current) return NOT_FOUND;
          const renamed = input.name !== undefined && input.name !== current.name;
          if (renamed) {
            const problem = nameProblem(input.name!, siblings, writes.category, id);
            if (problem) return refuse('conflict', problem);
          }
          const visible =
            input.visible !== undefined && input.visible !== toBoolean(current.visible)
              ? input.visible
              : undefined;
          if (renamed || visible !== undefined)
            await writes.update(id, {
              ...(renamed ? { name: input.name!, slug: slugify(input.name!) } : {}),
              ...(visible !== undefined ? { visible } : {}),
            });
          return { ok: true, value: renamed } as const;
        },
        audited(by, 'update', [id]),
      );
      if (!result) return NOT_FOUND;
      if (!result.value.ok) return result.value;
      const subcategory = toAdminSubcategory((await repository.find(id))!);
      return { ok: true, value: { subcategory, renamed: result.value.value } };
    },

    /** The category's subcategories in a new order: every one of them, each once. */
    async reorder(
      categoryId: string,
      ids: readonly string[],
      by?: WrittenBy,
    ): Promise<Outcome<AdminSubcategory[]>> {
      const result = await repository.inCategory(
        categoryId,
        async (writes) => {
          const siblings = await writes.siblings();
          const sent = new Set(ids);
          if (
            sent.size !== ids.length ||
            sent.size !== siblings.length ||
            siblings.some((row) => !sent.has(row.id))
          )
            return refuse(
              'invalid',
              `The new order must list every subcategory of "${writes.category.name}" exactly once. Reload the page and try again.`,
            );
          await writes.setPositions(ids);
          return { ok: true, value: (await writes.siblings()).map(toAdminSubcategory) } as const;
        },
        audited(by, 'update', ids),
      );
      return result ? result.value : CATEGORY_NOT_FOUND;
    },

    /** Removes a subcategory; its products lose only that link and stay in the category. */
    async remove(
      id: string,
      by?: WrittenBy,
    ): Promise<Outcome<{ name: string; category: string; productCount: number }>> {
      const found = await repository.find(id);
      if (!found) return NOT_FOUND;
      const result = await repository.inCategory(
        found.category_id,
        async (writes) => {
          const current = (await writes.siblings()).find((row) => row.id === id);
          if (!current) return NOT_FOUND;
          await writes.remove(id);
          return {
            ok: true,
            value: {
              name: current.name,
              category: writes.category.name,
              productCount: current.product_count,
            },
          } as const;
        },
        audited(by, 'delete', [id]),
      );
      return result ? result.value : NOT_FOUND;
    },
  };
}
