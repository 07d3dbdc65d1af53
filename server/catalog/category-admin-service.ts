import { refuse, type Outcome } from '#server/domain-error.ts';
import { categoryPath } from '#common/paths.ts';
import { categoryLookupKey } from '#common/categories.ts';
import type {
  AdminCategory,
  AdminSubcategory,
  CategoryCreateInput,
  CategoryUpdateInput,
} from '#common/schemas/categories.ts';
import { newId } from '#server/db/ids.ts';
import { toBoolean } from '#server/db/values.ts';
import type { CategoryRepository, CategoryWithCount } from './category-repository.ts';
import { createSubcategoryAdminService, newMenuEntry } from './subcategory-admin-service.ts';
import type { WrittenBy } from '#server/history/history.ts';
import type { DialectName } from '#server/db/database.ts';
import { auditOfMany } from '#server/history/history.ts';
import { categorySnapshots } from '#server/history/snapshots.ts';

const NOT_FOUND = refuse('not-found', 'Category not found');

function toAdminCategory(row: CategoryWithCount, subcategories: AdminSubcategory[]): AdminCategory {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    position: row.position,
    visible: toBoolean(row.visible),
    productCount: row.product_count,
    subcategories: subcategories.filter((sub) => sub.categoryId === row.id),
  };
}

/**
 * Adding, renaming, hiding, ordering and removing the shop's categories (the admin's Categories screen), and,
 * through `subcategories`, those of each category.
 */
export function createCategoryAdminService(deps: {
  repository: CategoryRepository;
  /** For the history's row locks (decision 027). */
  dialect?: DialectName;
}) {
  const { repository } = deps;
  /** An admin's change to the menu, recorded in its transaction (decision 027). */
  const auditFor = (by: WrittenBy | undefined, action: 'create' | 'update' | 'delete') =>
    by
      ? auditOfMany(
          categorySnapshots,
          { actor: by.actor, kind: 'category', action },
          deps.dialect ?? 'sqlite',
        )
      : undefined;
  const subcategories = createSubcategoryAdminService({
    repository: repository.subcategories,
    dialect: deps.dialect,
  });

  async function list(): Promise<AdminCategory[]> {
    const [categories, subs] = await Promise.all([repository.listWithCounts(), subcategories.list()]);
    return categories.map((row) => toAdminCategory(row, subs));
  }

  /**
   * Why a name cannot be used (by the category `self`, when renaming): names are unique whatever their case, two
   * categories may not share an address, and an address that still leads to another category stays its own.
   */
  async function nameProblem(name: string, all: AdminCategory[], self?: string): Promise<string | null> {
    const slug = categoryLookupKey(name);
    const others = all.filter((category) => category._id !== self);
    const sameName = others.find((category) => category.name.toLowerCase() === name.toLowerCase());
    if (sameName) return `A category named "${sameName.name}" already exists.`;
    const sameSlug = others.find((category) => category.slug === slug);
    if (sameSlug)
      return `"${name}" would have the same address (${categoryPath({ slug })}) as "${sameSlug.name}". Choose another name.`;
    const owner = await repository.aliasOwner(slug);
    const aliasOf = owner && owner !== self ? all.find((category) => category._id === owner) : undefined;
    if (aliasOf)
      return `The address ${categoryPath({ slug })} still leads to "${aliasOf.name}", which had that name before. Choose another name.`;
    return null;
  }

  return {
    list,
    subcategories,

    async create(input: CategoryCreateInput, by?: WrittenBy): Promise<Outcome<AdminCategory>> {
      const all = await list();
      const problem = await nameProblem(input.name, all);
      if (problem) return refuse('conflict', problem);
      const now = new Date();
      const row = { id: newId(now), ...newMenuEntry(input, categoryLookupKey(input.name), all, now) };
      try {
        await repository.insert(row, auditFor(by, 'create'));
      } catch (error) {
        // The same name added twice at once: the unique columns let one in; the other is told why.
        const clash = await nameProblem(input.name, await list());
        if (clash) return refuse('conflict', clash);
        throw error;
      }
      const created = (await list()).find((category) => category._id === row.id)!;
      return { ok: true, value: created };
    },

    async update(
      id: string,
      input: CategoryUpdateInput,
      by?: WrittenBy,
    ): Promise<Outcome<{ category: AdminCategory; renamed: boolean }>> {
      const all = await list();
      const current = all.find((category) => category._id === id);
      if (!current) return NOT_FOUND;
      const renamed = input.name !== undefined && input.name !== current.name;
      if (renamed) {
        const problem = await nameProblem(input.name!, all, id);
        if (problem) return refuse('conflict', problem);
        await repository.rename(
          id,
          {
            name: input.name!,
            slug: categoryLookupKey(input.name!),
            oldSlug: current.slug,
          },
          auditFor(by, 'update'),
        );
      }
      if (input.visible !== undefined && input.visible !== current.visible)
        await repository.setVisible(id, input.visible, auditFor(by, 'update'));
      const category = (await list()).find((row) => row._id === id)!;
      return { ok: true, value: { category, renamed } };
    },

    async reorder(ids: readonly string[], by?: WrittenBy): Promise<Outcome<AdminCategory[]>> {
      const known = new Set((await list()).map((category) => category._id));
      const sent = new Set(ids);
      if (sent.size !== ids.length || sent.size !== known.size || ids.some((id) => !known.has(id)))
        return refuse(
          'invalid',
          'The new order must list every category exactly once. Reload the page and try again.',
        );
      await repository.setPositions(ids, auditFor(by, 'update'));
      return { ok: true, value: await list() };
    },

    async remove(id: string, by?: WrittenBy): Promise<Outcome<{ name: string }>> {
      const current = (await list()).find((category) => category._id === id);
      if (!current) return NOT_FOUND;
      if (await repository.deleteIfUnused(id, auditFor(by, 'delete')))
        return { ok: true, value: { name: current.name } };
      const now = (await list()).find((category) => category._id === id);
      if (!now) return NOT_FOUND;
      const count = now.productCount;
      return refuse(
        'conflict',
        `"${now.name}" still has ${count} ${count === 1 ? 'product' : 'products'}. Move ${count === 1 ? 'it' : 'them'} to another category or hide the category instead.`,
      );
    },
  };
}
