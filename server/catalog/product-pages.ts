import type { Pagination } from '#common/schemas/pagination.ts';
import type { AdminProductRow } from '#common/schemas/products.ts';
import type { ProductRow } from '#server/db/schema.ts';
import type { ChangeBus, ChangeTopic } from '#server/events/change-bus.ts';
import type { CatalogRepository } from './catalog-repository.ts';
import { facetsOf, filteredList, type ListFacets, type ListFilterQuery } from './list-filters.ts';
import { createKeptById } from './kept-by-id.ts';
import { createListMemory } from './list-memory.ts';
import type { AdminListRow } from './admin-rows.ts';
import type { ProductList } from './product-list-repository.ts';
import { toAdminProductRow, toProductViews, type ProductView } from './product-views.ts';

/** Deeper than this many products, a page of a list starts from the nearest of its anchors. */
const DIRECT_OFFSET = 500;
/** A list's anchors are the positions of its products 0, 100, 200, …: a deep page skips at most 99 rows. */
const ANCHOR_SPACING = 100;
/**
 * How many products (with their links) and admin rows one instance keeps by id (kept-by-id.ts): a few thousand
 * cards, some megabytes, each a few kilobytes of its text and links.
 */
const KEPT_PRODUCTS = 5_000;
const KEPT_MAX_AGE_MS = 10 * 60_000;
/** Change topics that leave every product list as it was; any other (or an unknown one) is a catalogue change. */
export const OUTSIDE_CATALOGUE: ReadonlySet<ChangeTopic> = new Set<ChangeTopic>([
  'settings',
  'tours',
  'masters',
  'media',
  'search',
  'sessions',
]);

/** Whether a change may change the catalogue's lists (everything counts as changed after a lost connection). */
export const isCatalogueChange = (topic: ChangeTopic | 'all') =>
  topic === 'all' || !OUTSIDE_CATALOGUE.has(topic);

export type ProductPagesDeps = {
  repository: CatalogRepository;
  variantKey: () => Promise<string>;
  publicUrl: string;
  /**
   * The instances' change notifications: with them, each list's count and anchors are kept between catalogue
   * changes (list-memory.ts); without (a command-line tool), every page counts and walks its list afresh.
   */
  changes?: Pick<ChangeBus, 'subscribe'>;
  /** Whether the owner hides sold pieces from the visitors' lists (a setting; decision 030). None hides them. */
  hideSold?: () => Promise<boolean>;
};

/** Reading the product lists a page at a time, however deep the page, and the products as the site shows them. */
export function createProductPages(deps: ProductPagesDeps) {
  const { repository } = deps;
  const memory = deps.changes ? createListMemory({ maxLists: 500, maxAgeMs: KEPT_MAX_AGE_MS }) : null;
  // A product as the site shows it and its admin row are kept by id on the same terms, dropped on the same changes;
  // a product is kept with the photographs' variant key it was shown with, and shown again when the key changes.
  const keptProducts = deps.changes
    ? createKeptById<{ key: string; view: ProductView }>({ max: KEPT_PRODUCTS, maxAgeMs: KEPT_MAX_AGE_MS })
    : null;
  const keptAdminRows = deps.changes
    ? createKeptById<AdminListRow>({ max: KEPT_PRODUCTS, maxAgeMs: KEPT_MAX_AGE_MS })
    : null;
  deps.changes?.subscribe((topic) => {
    if (!isCatalogueChange(topic)) return;
    memory!.clear();
    keptProducts!.clear();
    keptAdminRows!.clear();
  });

  const countOf = (list: ProductList) =>
    memory ? memory.count(list, () => repository.countList(list)) : repository.countList(list);

  /**
   * Where the page at `offset` starts: from the list's head for a shallow page, else from the anchor before it; null
   * past the list's end.
   */
  async function startOf(list: ProductList, offset: number) {
    if (!memory || offset < DIRECT_OFFSET) return { skip: offset };
    const anchors = await memory.anchors(list, () => repository.listAnchors(list, ANCHOR_SPACING));
    const index = Math.floor(offset / ANCHOR_SPACING);
    const start = anchors[index];
    return start ? { start, skip: offset - index * ANCHOR_SPACING } : null;
  }

  /**
   * The ids of `limit` products from the `offset`th on, across the shelves in their order, given each shelf's
   * `size`: a shelf wholly before the offset is skipped, and a page that ends one shelf goes on at the head of the
   * next.
   */
  async function idsOf(
    shelves: readonly ProductList[],
    sizes: readonly number[],
    offset: number,
    limit: number,
  ): Promise<string[]> {
    const ids: string[] = [];
    let skip = offset;
    for (const [index, shelf] of shelves.entries()) {
      if (ids.length >= limit) break;
      if (skip >= sizes[index]!) {
        skip -= sizes[index]!;
        continue;
      }
      const start = await startOf(shelf, skip);
      skip = 0;
      if (!start) continue;
      const positions = await repository.listPositions(shelf, { ...start, limit: limit - ids.length });
      ids.push(...positions.map((position) => position.id));
    }
    return ids;
  }

  /**
   * The first `limit` positions of each shelf, kept between catalogue changes as the count is: a home page shows the
   * head of a few categories on every render the page cache does not answer.
   */
  const headsOf = (shelves: readonly ProductList[], limit: number) =>
    memory
      ? memory.heads(shelves, limit, () => repository.listHeads(shelves, limit))
      : repository.listHeads(shelves, limit);

  const materialsOf = (list: ProductList) =>
    memory ? memory.materials(list, () => repository.materialCounts(list)) : repository.materialCounts(list);

  /**
   * A visitor's list as the shelves it is read from (decision 030): the available pieces, then the sold ones, or
   * only the available ones when the owner hides sold pieces. Each shelf is a list of its own, with its own index
   * range, count and anchors.
   */
  async function shelvesOf(list: ProductList): Promise<ProductList[]> {
    const available = { ...list, sold: false };
    return (await deps.hideSold?.()) ? [available] : [available, { ...list, sold: true }];
  }

  /**
   * One page of a list and the list's total, read along its index however deep the page is. The list is given as
   * its shelves (`shelvesOf`), or as itself alone (the admin's, in the order the admin chose).
   */
  async function pageOf(
    shelves: readonly ProductList[],
    page: Pagination,
  ): Promise<{ products: ProductView[]; total: number }> {
    const { ids, total } = await pageIdsOf(shelves, page);
    return { products: ids.length === 0 ? [] : await productsOf(ids), total };
  }

  /** The ids of one page of a list, and the list's total (`pageOf`). */
  async function pageIdsOf(
    shelves: readonly ProductList[],
    page: Pagination,
  ): Promise<{ ids: string[]; total: number }> {
    const offset = (page.page - 1) * page.limit;
    const sizes = await Promise.all(shelves.map(countOf));
    const total = sizes.reduce((sum, size) => sum + size, 0);
    if (offset >= total) return { ids: [], total };
    return { ids: await idsOf(shelves, sizes, offset, page.limit), total };
  }

  /**
   * The products of these ids as the site shows them, in their order: rows and links read together, in one
   * statement, for those not kept. The kept ones are shared, read-only (a caller's change throws). A walk over a
   * whole list (`keep: false`) reads them all and keeps none, so that it does not push out the pieces the pages show.
   */
  async function productsOf(
    ids: readonly string[],
    options: { keep?: boolean } = {},
  ): Promise<ProductView[]> {
    const key = await deps.variantKey();
    const shown = async (some: readonly string[]) => {
      const found = await repository.productsWithLinks(some);
      return toProductViews(found.rows, found, key, deps.publicUrl);
    };
    if (!keptProducts || options.keep === false) return shown(ids);
    const each = await keptProducts.read(
      ids,
      async (missing) => new Map((await shown(missing)).map((view) => [view.id, { key, view }])),
      (kept) => kept.key === key,
    );
    return each.flatMap((kept) => (kept ? [kept.view] : []));
  }

  /** The admin list's rows of these ids, in their order: one statement, of what the list shows, for those not kept. */
  async function adminRowsOf(ids: readonly string[]): Promise<AdminProductRow[]> {
    const [rows, key] = await Promise.all([
      keptAdminRows
        ? keptAdminRows
            .read(
              ids,
              async (missing) => new Map((await repository.adminRows(missing)).map((row) => [row.id, row])),
            )
            .then((each) => each.filter((row) => row !== undefined))
        : repository.adminRows(ids),
      deps.variantKey(),
    ]);
    return rows.map((row) => toAdminProductRow(row, key, deps.publicUrl));
  }

  return {
    countOf,
    startOf,
    productsOf,

    shelvesOf,
    headsOf,
    pageOf,
    pageIdsOf,
    adminRowsOf,

    /**
     * A visitor's list narrowed and ordered by the filters (decision 037): a page of it, its total, and the counts
     * beside the filters, kept between catalogue changes as the list's count is. Its own material is left out
     * of the counts, so that each material says how many it would show.
     */
    async filteredPage(
      base: ProductList,
      query: ListFilterQuery,
      page: Pagination,
    ): Promise<{ products: ProductView[]; total: number; facets: ListFacets }> {
      const list = filteredList(base, query);
      const shelves = await shelvesOf(list);
      const counted: ProductList = { ...list, material: undefined };
      const [listed, counts] = await Promise.all([
        pageOf(query.available ? shelves.slice(0, 1) : shelves, page),
        materialsOf({ ...counted, order: 'newest' }),
      ]);
      return { ...listed, facets: facetsOf(counts, query, shelves.length > 1) };
    },

    /** These rows as the site shows them, their links read in one statement. */
    async hydrate(rows: readonly ProductRow[]): Promise<ProductView[]> {
      const [found, key] = await Promise.all([
        repository.productsWithLinks(rows.map((row) => row.id)),
        deps.variantKey(),
      ]);
      return toProductViews(rows, found, key, deps.publicUrl);
    },
  };
}

export type ProductPages = ReturnType<typeof createProductPages>;
