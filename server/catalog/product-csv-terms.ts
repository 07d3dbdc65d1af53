import { categoryLookupKey } from '#common/categories.ts';
import type { CategoryRow, SubcategoryRow } from '#server/db/schema.ts';
import type { CatalogRepository } from './catalog-repository.ts';
import type { CategoryRepository } from './category-repository.ts';
import { groupBy, type Links } from './product-csv-cells.ts';

/** Every category, alias and subcategory, read once per plan: a row names them, the plan looks them up. */
export async function catalogueTerms(categoryRepository: CategoryRepository) {
  const [categories, aliases, subcategories] = await Promise.all([
    categoryRepository.list({ visibleOnly: false }),
    categoryRepository.aliases(),
    categoryRepository.subcategories.list({ visibleOnly: false }),
  ]);
  const bySlug = new Map(categories.map((row) => [row.slug, row]));
  const byId = new Map(categories.map((row) => [row.id, row]));
  const byAlias = new Map(aliases.map((row) => [row.alias, byId.get(row.category_id)!]));
  // A category whose slug an earlier slug rule made is found by its name (common/categories.ts).
  const byName = new Map(categories.map((row) => [row.name.toLowerCase(), row]));
  const fingerprint = JSON.stringify([
    categories.map((row) => [row.id, row.name, row.slug]),
    aliases.map((row) => [row.alias, row.category_id]).sort(),
    subcategories.map((row) => [row.id, row.category_id, row.name]),
  ]);
  return {
    category(name: string): CategoryRow | undefined {
      const key = categoryLookupKey(name);
      return bySlug.get(key) ?? byAlias.get(key) ?? byName.get(name.trim().toLowerCase());
    },
    subcategoriesOf: (categoryIds: readonly string[]): SubcategoryRow[] =>
      subcategories.filter((row) => categoryIds.includes(row.category_id)),
    fingerprint,
  };
}
export type Terms = Awaited<ReturnType<typeof catalogueTerms>>;

/** The products' categories, subcategories and photographs, by product: one statement. */
export async function linksOfProducts(catalog: CatalogRepository, ids: readonly string[]): Promise<Links> {
  const found = await catalog.productsWithLinks(ids);
  return {
    categories: groupBy(found.categories),
    subcategories: groupBy(found.subcategories),
    images: groupBy(found.images),
  };
}
