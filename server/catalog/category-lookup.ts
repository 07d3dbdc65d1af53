import { categoryLookupKey } from '#common/categories.ts';
import { ID_PATTERN } from '#common/schemas/ids.ts';
import { slugify } from '#common/slug.ts';
import type { CategoryRow } from '#server/db/schema.ts';
import { CatalogInputError } from './catalog-input-error.ts';
import type { CategoryRepository } from './category-repository.ts';

/**
 * Finding categories and subcategories by what people type or old links hold (a name, a slug, an old address), and
 * checking a product's choice of them.
 */
export function createCategoryLookup(categories: CategoryRepository) {
  /** A category by its name, slug or alias (an old address or a legacy key); undefined when unknown. */
  async function find(nameSlugOrAlias: string): Promise<CategoryRow | undefined> {
    const key = categoryLookupKey(nameSlugOrAlias);
    if (!key) return undefined;
    return (
      (await categories.findBySlug(key)) ??
      (await categories.findByAlias(key)) ??
      (await categories.findByName(nameSlugOrAlias))
    );
  }

  /** Why a subcategory is not among the chosen categories' ones: it belongs elsewhere, or there is no such one. */
  async function subcategoryOutside(key: string): Promise<CatalogInputError> {
    const [elsewhere] = ID_PATTERN.test(key)
      ? await categories.subcategories.findByIds([key])
      : (await categories.subcategories.list({ visibleOnly: false })).filter(
          (row) => row.name.toLowerCase() === key.toLowerCase(),
        );
    if (!elsewhere) return new CatalogInputError(`Unknown subcategory: ${key}`, 'invalid', 'subcategories');
    const parent = (await categories.list({ visibleOnly: false })).find(
      (row) => row.id === elsewhere.category_id,
    );
    return new CatalogInputError(
      `The subcategory "${elsewhere.name}" belongs to "${parent?.name ?? 'another category'}", which is not among this product's categories. Choose that category too, or leave the subcategory out.`,
      'invalid',
      'subcategories',
    );
  }

  return {
    find,

    /** The categories' rows by name, slug or alias, each once; an unknown one is the admin's mistake. */
    async resolveCategories(names: readonly string[]): Promise<CategoryRow[]> {
      const rows: CategoryRow[] = [];
      for (const name of names) {
        const row = await find(name);
        if (!row) throw new CatalogInputError(`Unknown category: ${name}`, 'invalid', 'categories');
        if (!rows.some((existing) => existing.id === row.id)) rows.push(row);
      }
      return rows;
    },

    /**
     * The product's subcategories from what the admin sent (ids, or names within the chosen categories). One whose
     * category is not among the product's is refused rather than its category added: a product never lands in a
     * category the admin did not choose (docs/decisions/015-subcategories.md).
     */
    async resolveSubcategories(
      entries: readonly string[],
      chosenCategories: readonly CategoryRow[],
    ): Promise<string[]> {
      if (entries.length === 0) return [];
      const offered = await categories.subcategories.list({
        categoryIds: chosenCategories.map((row) => row.id),
        visibleOnly: false,
      });
      const chosen: string[] = [];
      for (const entry of entries) {
        const key = entry.trim();
        const matches = ID_PATTERN.test(key)
          ? offered.filter((row) => row.id === key)
          : offered.filter(
              (row) => row.name.toLowerCase() === key.toLowerCase() || row.slug === slugify(key),
            );
        if (matches.length > 1)
          throw new CatalogInputError(
            `"${key}" is a subcategory of more than one of this product's categories; send its id instead`,
            'invalid',
            'subcategories',
          );
        const match = matches[0];
        if (!match) throw await subcategoryOutside(key);
        if (!chosen.includes(match.id)) chosen.push(match.id);
      }
      return chosen;
    },
  };
}

export type CategoryLookup = ReturnType<typeof createCategoryLookup>;
