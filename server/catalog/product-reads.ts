import { productPath } from '#common/paths.ts';
import type { Pagination } from '#common/schemas/pagination.ts';
import { ID_PATTERN } from '#common/schemas/ids.ts';
import { toIsoString } from '#server/db/values.ts';
import type { AdminProductRow, AdminProductSort } from '#common/schemas/products.ts';
import type { CatalogRepository } from './catalog-repository.ts';
import type { CategoryLookup } from './category-lookup.ts';
import type { ListFilterQuery } from './list-filters.ts';
import type { ProductPages } from './product-pages.ts';
import type { ListPosition, ProductList } from './product-list-repository.ts';
import { toCategoryView, type CategoryView, type ProductView } from './product-views.ts';

export type ProductLookup =
  | { kind: 'found'; product: ProductView }
  /** not public: a signed-in admin previews it at its address; a visitor gets a 404 (issue 18, item 7) */
  | { kind: 'draft'; product: ProductView }
  | { kind: 'moved'; slug: string }
  | { kind: 'missing' };

/** The products' lists and lookups: the shop's, the sitemap's, search's and the admin's. */
export function productReads(repository: CatalogRepository, pages: ProductPages, lookup: CategoryLookup) {
  return {
    /** Published products, newest first unless the filters say otherwise, with the counts beside the filters. */
    listProducts: (page: Pagination, filters: ListFilterQuery = {}) =>
      pages.filteredPage({ drafts: false, order: 'newest' }, filters, page),

    /** Published products of these ids, in their order (search's results); one that is not published is left out. */
    async publishedProductsByIds(ids: readonly string[]): Promise<ProductView[]> {
      if (ids.length === 0) return [];
      return (await pages.productsOf(ids)).filter((product) => product.status === 'published');
    },

    /**
     * Up to 8 pieces related to a product (issue 20, item 2): of its category and material, then of its category;
     * never itself nor a draft; sold ones last, or none when the owner hides them (decision 030).
     */
    async relatedProducts(product: ProductView, limit = 8): Promise<ProductView[]> {
      const category = product.categories[0];
      if (!category) return [];
      const withSold = (await pages.shelvesOf({ drafts: false, order: 'newest' })).length > 1;
      const ids = await repository.relatedIds({
        productId: product.id,
        categorySlug: category.slug,
        material: product.material,
        withSold,
        limit,
      });
      return ids.length === 0 ? [] : pages.productsOf(ids);
    },

    /** The admin's view: drafts included. */
    async recentProducts(limit: number): Promise<ProductView[]> {
      return pages.hydrate(await repository.listRecent(limit));
    },
    countAllProducts: () => repository.countAll(),

    /** How many products the sitemap lists: the published ones. */
    sitemapProductCount: () => pages.countOf({ drafts: false, order: 'newest' }),

    /**
     * The published products from the `offset`th on, `count` of them, oldest first (a new product lands in the
     * last sitemap file and leaves the others as they were), `batch` at a time along the index: never the whole
     * list at once.
     */
    async *sitemapProducts(
      offset: number,
      count: number,
      batch = 1_000,
    ): AsyncGenerator<{ path: string; updatedAt: string }[]> {
      const list = { drafts: false, order: 'oldest' } as const;
      const start = await pages.startOf(list, offset);
      let [from] = start ? await repository.listPositions(list, { ...start, limit: 1 }) : [];
      let inclusive = true;
      for (let left = count; from && left > 0;) {
        const rows = await repository.sitemapProducts(from, inclusive, Math.min(batch, left));
        yield rows.map((row) => ({ path: productPath(row), updatedAt: toIsoString(row.updated_at) }));
        left -= rows.length;
        from = rows.at(-1);
        inclusive = false;
      }
    },

    /**
     * Every published product, or every one of a category, newest first, `batch` at a time along the list's index:
     * a whole catalogue is never read, nor held, at once.
     */
    async *publishedProducts(categoryId?: string, batch = 200): AsyncGenerator<ProductView[]> {
      const list: ProductList = { drafts: false, order: 'newest', ...(categoryId ? { categoryId } : {}) };
      for (const shelf of await pages.shelvesOf(list))
        for (let start: ListPosition | undefined; ;) {
          const positions = await repository.listPositions(shelf, {
            start,
            skip: start ? 1 : 0,
            limit: batch,
          });
          if (positions.length > 0)
            yield await pages.productsOf(
              positions.map((position) => position.id),
              { keep: false },
            );
          if (positions.length < batch) break;
          start = positions.at(-1);
        }
    },

    /** By id or slug; a slug the product had before answers with its current slug so callers can redirect. */
    async findProduct(idOrSlug: string): Promise<ProductLookup> {
      const row = ID_PATTERN.test(idOrSlug)
        ? ((await repository.findById(idOrSlug)) ?? (await repository.findBySlug(idOrSlug)))
        : await repository.findBySlug(idOrSlug);
      if (row) {
        const [product] = await pages.hydrate([row]);
        return { kind: row.status === 'published' ? 'found' : 'draft', product: product! };
      }
      const movedId = await repository.findIdByOldSlug(idOrSlug);
      const moved = movedId ? await repository.findById(movedId) : undefined;
      if (moved && moved.status === 'published') return { kind: 'moved', slug: moved.slug };
      return { kind: 'missing' };
    },

    /** The admin's product list: drafts included, searched, filtered by a category and sorted. */
    async adminProducts(
      page: Pagination,
      query: { search?: string; category?: string; sort: AdminProductSort },
    ): Promise<{ products: AdminProductRow[]; total: number; category: CategoryView | null }> {
      const category = query.category ? await lookup.find(query.category) : undefined;
      if (query.category && !category) return { products: [], total: 0, category: null };
      const view = category ? toCategoryView(category) : null;
      if (!query.search) {
        const list = { drafts: true, order: query.sort, categoryId: category?.id };
        const { ids, total } = await pages.pageIdsOf([list], page);
        return { products: await pages.adminRowsOf(ids), total, category: view };
      }
      const filter = { search: query.search, categoryId: category?.id, sort: query.sort };
      const [rows, total] = await Promise.all([
        repository.listAdmin({ ...filter, limit: page.limit, offset: (page.page - 1) * page.limit }),
        repository.countAdmin(filter),
      ]);
      return { products: await pages.adminRowsOf(rows.map((row) => row.id)), total, category: view };
    },

    /** The products of these ids, drafts included (a bulk upload's result); one deleted since is left out. */
    productsForAdmin: (ids: readonly string[]): Promise<ProductView[]> =>
      ids.length === 0 ? Promise.resolve([]) : pages.productsOf(ids),

    /** Any product by id, drafts included. */
    async productForAdmin(id: string): Promise<ProductView | null> {
      const row = await repository.findById(id);
      return row ? (await pages.hydrate([row]))[0]! : null;
    },
  };
}
