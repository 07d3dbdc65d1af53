import { categoryLookupKey } from '#common/categories.ts';
import type { SubcategoryChoice } from '#common/schemas/categories.ts';
import type { Pagination } from '#common/schemas/pagination.ts';
import { slugify } from '#common/slug.ts';
import type { DialectName } from '#server/db/database.ts';
import { newId } from '#server/db/ids.ts';
import type { ChangeBus } from '#server/events/change-bus.ts';
import type { CategoryRow } from '#server/db/schema.ts';
import { auditsOf, type WrittenBy } from '#server/history/history.ts';
import { categorySnapshot } from '#server/history/snapshots.ts';
import type { CategoryLookup } from './category-lookup.ts';
import type { CategoryRepository } from './category-repository.ts';
import { keptByKeyUntilChange } from '#server/events/kept-until-change.ts';
import { keptUntilCatalogueChange } from './kept-until-change.ts';
import type { ListFacets, ListFilterQuery } from './list-filters.ts';
import { isCatalogueChange, type ProductPages } from './product-pages.ts';
import {
  toCategoryView,
  toSubcategoryView,
  type CategoryView,
  type CategoryWithSubcategories,
  type ProductView,
  type SubcategoryView,
} from './product-views.ts';

export type CategoryPage = {
  category: CategoryView;
  products: ProductView[];
  total: number;
  /** The category's visible subcategories, in their order: the page's chips. */
  subcategories: SubcategoryView[];
  /** The one the list is narrowed to; null when none was asked for, or the one asked for is unknown or hidden. */
  subcategory: SubcategoryView | null;
  /** The counts beside the filters (decision 037). */
  facets: ListFacets;
};

/** The catalogue's categories: their pages, the home page's showcases, the menus, a tool's new category. */
export function catalogCategories(deps: {
  categories: CategoryRepository;
  pages: ProductPages;
  lookup: CategoryLookup;
  dialect: DialectName;
  changes?: Pick<ChangeBus, 'subscribe'>;
}) {
  const { categories, pages, lookup } = deps;
  const auditFor = auditsOf(categorySnapshot, 'category', deps.dialect);
  /**
   * A category by what a page's address or a showcase names it, kept until the catalogue changes: the home page's
   * showcases and every category page asked the database (one to three statements) at each render.
   */
  const keptCategory = keptByKeyUntilChange(deps.changes, isCatalogueChange, (key) => lookup.find(key));
  const filter = keptUntilCatalogueChange(deps.changes, async () =>
    (await categories.listWithCounts()).map((row) => ({
      name: row.name,
      slug: row.slug,
      productCount: row.product_count,
    })),
  );

  /**
   * A read of every category (or the visible ones), kept until the catalogue changes: the menu of every page and the
   * admin's product forms and list ask for it on each request. What is kept is shared: callers only read it.
   */
  function keptByVisibility<T>(read: (options: { visibleOnly: boolean }) => Promise<T>) {
    const visible = keptUntilCatalogueChange(deps.changes, () => read({ visibleOnly: true }));
    const every = keptUntilCatalogueChange(deps.changes, () => read({ visibleOnly: false }));
    return (options: { visibleOnly: boolean }) => (options.visibleOnly ? visible() : every());
  }

  const categoryViews = keptByVisibility(async (options) =>
    (await categories.list(options)).map(toCategoryView),
  );

  const categoriesWithSubcategories = keptByVisibility(
    async (options): Promise<CategoryWithSubcategories[]> => {
      const [rows, subcategories] = await Promise.all([
        categories.list(options),
        categories.subcategories.list(options),
      ]);
      return rows.map((row) => ({
        ...toCategoryView(row),
        subcategories: subcategories.filter((sub) => sub.category_id === row.id).map(toSubcategoryView),
      }));
    },
  );

  /**
   * Every category's chips (its visible subcategories that show anything, in their order), read in one statement
   * and kept until the catalogue changes: each category page asked for its own before.
   */
  const chips = keptUntilCatalogueChange(deps.changes, async () => {
    const byCategory = new Map<string, SubcategoryView[]>();
    for (const row of await categories.subcategories.list({ visibleOnly: true })) {
      const chip = toSubcategoryView(row);
      const list = byCategory.get(chip.categoryId);
      if (list) list.push(chip);
      else byCategory.set(chip.categoryId, [chip]);
    }
    return byCategory;
  });
  const chipsOf = async (categoryId: string): Promise<SubcategoryView[]> =>
    (await chips()).get(categoryId) ?? [];

  /** A category with its chips and the chip chosen by slug: null when none, or an unknown or hidden one. */
  const framed = (category: CategoryRow, subcategories: SubcategoryView[], subcategory?: string) => ({
    category: toCategoryView(category),
    subcategories,
    subcategory: subcategory ? (subcategories.find((row) => row.slug === subcategory) ?? null) : null,
  });

  /**
   * The newest `limit` products of each category named (by name, slug or legacy key), for a page that shows a few
   * collections (the home page): the first page of each list, without its count or subcategory menu, and the
   * products of all of them read together in one round of queries. An unknown category gives an empty list.
   */
  async function categoryShowcases(
    showcases: readonly { key: string; limit: number }[],
  ): Promise<ProductView[][]> {
    const lists = await Promise.all(
      showcases.map(async ({ key, limit }): Promise<string[]> => {
        const category = await keptCategory(key);
        if (!category) return [];
        const list = { drafts: false, order: 'newest', categoryId: category.id } as const;
        // Every shelf's head in one statement: the page's reads do not depend on how full each shelf is.
        const heads = await pages.headsOf(await pages.shelvesOf(list), limit);
        return heads
          .flat()
          .slice(0, limit)
          .map((position) => position.id);
      }),
    );
    const products = new Map(
      (await pages.productsOf([...new Set(lists.flat())])).map((product) => [product.id, product]),
    );
    return lists.map((ids) => ids.map((id) => products.get(id)).filter((product) => product !== undefined));
  }

  return {
    findCategory: async (key: string) => {
      const row = await keptCategory(key);
      return row ? toCategoryView(row) : null;
    },

    /**
     * A category by its name, slug or legacy key (`featuredProducts`, `Luxary Collection`); null when unknown.
     * `subcategory` (a slug) narrows the list to that subcategory's products; an unknown or hidden one is ignored,
     * so an old or mistyped link still shows the whole category.
     */
    async listCategoryProducts(
      key: string,
      page: Pagination,
      subcategory?: string,
      filters: ListFilterQuery = {},
    ): Promise<CategoryPage | null> {
      const category = await keptCategory(key);
      if (!category) return null;
      const list = { drafts: false, order: 'newest', categoryId: category.id } as const;
      // The whole category's page needs no chip to be known first: both are read at once.
      if (!subcategory) {
        const [subcategories, listed] = await Promise.all([
          chipsOf(category.id),
          pages.filteredPage(list, filters, page),
        ]);
        return { category: toCategoryView(category), subcategories, subcategory: null, ...listed };
      }
      const frame = framed(category, await chipsOf(category.id), subcategory);
      return {
        ...frame,
        ...(await pages.filteredPage({ ...list, subcategoryId: frame.subcategory?.id }, filters, page)),
      };
    },

    /**
     * What a category's page shows around its products: the category, its chips and the chosen one (as
     * `listCategoryProducts`), for a page whose products are found otherwise (a search within the category).
     */
    async categoryFrame(
      key: string,
      subcategory?: string,
    ): Promise<Omit<CategoryPage, 'products' | 'total' | 'facets'> | null> {
      const category = await keptCategory(key);
      return category ? framed(category, await chipsOf(category.id), subcategory) : null;
    },

    categoryShowcases,

    /**
     * What a visitor who followed a dead product link can browse instead (decision 041): the newest pieces of the
     * first of the piece's categories (`categoryIds`, in the piece's order) that is still shown and has any, or
     * else the newest pieces of the whole collection, with the category they come from (null: the collection).
     */
    async piecesToBrowse(
      categoryIds: readonly string[],
      limit: number,
    ): Promise<{ category: CategoryView | null; products: ProductView[] }> {
      const shown = await categories.list({ visibleOnly: true });
      for (const id of categoryIds) {
        const category = shown.find((row) => row.id === id);
        if (!category) continue;
        const [products = []] = await categoryShowcases([{ key: category.slug, limit }]);
        if (products.length > 0) return { category: toCategoryView(category), products };
      }
      const newest = await pages.filteredPage({ drafts: false, order: 'newest' }, {}, { page: 1, limit });
      return { category: null, products: newest.products };
    },

    listCategories: (options: { visibleOnly: boolean } = { visibleOnly: true }): Promise<CategoryView[]> =>
      categoryViews(options),

    /** The categories with their subcategories, both in their order; `visibleOnly` leaves hidden ones of both out. */
    listCategoriesWithSubcategories: (options: { visibleOnly: boolean } = { visibleOnly: true }) =>
      categoriesWithSubcategories(options),

    /** A category made by a tool (a bulk upload, the old-site import, the demo), recorded when `by` names it. */
    async createCategory(
      input: { name: string; position: number; visible?: boolean; aliases?: readonly string[] },
      by?: WrittenBy,
    ) {
      const now = new Date();
      const row = {
        id: newId(now),
        name: input.name.trim(),
        slug: categoryLookupKey(input.name),
        position: input.position,
        visible: input.visible ?? true,
        created_at: now,
        updated_at: now,
      };
      await categories.insertWithAliases(
        row,
        [...new Set((input.aliases ?? []).map(categoryLookupKey))],
        auditFor(by, row.id, 'create'),
      );
      return toCategoryView(row);
    },

    /**
     * A subcategory, hidden ones too, by its category (name, slug or alias) and its own name (any case) or slug,
     * with that category: names are unique only within a category (decision 015). Null when either is unknown.
     */
    async findSubcategory(
      category: string,
      subcategory: string,
    ): Promise<{ category: CategoryView; subcategory: SubcategoryView } | null> {
      const parent = await keptCategory(category);
      if (!parent) return null;
      const key = subcategory.trim();
      const found = (
        await categories.subcategories.list({ categoryIds: [parent.id], visibleOnly: false })
      ).find((row) => row.name.toLowerCase() === key.toLowerCase() || row.slug === slugify(key));
      return found ? { category: toCategoryView(parent), subcategory: toSubcategoryView(found) } : null;
    },

    /** Every subcategory, hidden ones too, under its category's name: what the product form offers. */
    async subcategoryChoices(): Promise<SubcategoryChoice[]> {
      const grouped = await categoriesWithSubcategories({ visibleOnly: false });
      return grouped.flatMap((category) =>
        category.subcategories.map((sub) => ({
          id: sub.id,
          name: sub.name,
          visible: sub.visible,
          category: category.name,
        })),
      );
    },

    async countCategories(): Promise<number> {
      return categories.count();
    },

    /**
     * The admin list's category filter: every category, hidden ones too, in menu order, with its products. Counting
     * every product's links on each of the list's requests costs most of the request at 100,000 products, so the
     * answer is kept until the catalogue changes.
     */
    categoryFilter: (): Promise<{ name: string; slug: string; productCount: number }[]> => filter(),

    /**
     * Throws the admin's mistake when a category is unknown or a subcategory is not one of theirs: checked before
     * any upload is stored.
     */
    async checkCategories(names: readonly string[], subcategories: readonly string[] = []): Promise<void> {
      await lookup.resolveSubcategories(subcategories, await lookup.resolveCategories(names));
    },
  };
}
