import { productPath } from '#common/paths.ts';
import { categoryLookupKey } from '#common/categories.ts';
import type { PublicImage } from '#common/media-url.ts';
import type { SubcategoryChoice } from '#common/schemas/categories.ts';
import { PRODUCT_CHANGED_MESSAGE } from '#common/schemas/products.ts';
import type { Pagination } from '#common/schemas/pagination.ts';
import { ID_PATTERN } from '#common/schemas/ids.ts';
import { slugify, uniqueSlug } from '#common/slug.ts';
import { newId } from '#server/db/ids.ts';
import { DomainError } from '#server/domain-error.ts';
import type { ChangeBus, ChangeTopic } from '#server/events/change-bus.ts';
import { toPublicImage } from '#server/media/public-image.ts';
import type { Transaction } from 'kysely';
import type { CategoryRow, Database, ProductRow, SubcategoryRow } from '#server/db/schema.ts';
import { parseJsonArray, toBoolean, toIsoString } from '#server/db/values.ts';
import type {
  AdminProductSort,
  CatalogRepository,
  ListPosition,
  NewProductImage,
  ProductCategoryLink,
  ProductImageLink,
  ProductList,
  ProductSubcategoryLink,
} from './catalog-repository.ts';
import type { CategoryRepository } from './category-repository.ts';
import { createListMemory } from './list-memory.ts';
import { auditOf, type Actor } from '#server/history/history.ts';
import { categorySnapshot, productSnapshot } from '#server/history/snapshots.ts';
import type { DialectName } from '#server/db/database.ts';

export type CategoryView = { id: string; name: string; slug: string; position: number; visible: boolean };
export type SubcategoryView = {
  id: string;
  categoryId: string;
  name: string;
  slug: string;
  position: number;
  visible: boolean;
};

export type ProductView = {
  id: string;
  slug: string;
  title: string;
  description: string;
  shortDescription: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  imageAlt: string | null;
  focusKeyword: string | null;
  keywords: string[];
  metaKeywords: string | null;
  tags: string[];
  specifications: [string, string][];
  priceCents: number | null;
  originalPriceCents: number | null;
  isNew: boolean;
  status: 'published' | 'draft';
  soldOut: boolean;
  soldOutAt: string | null;
  featuredUntil: string | null;
  viewCount: number;
  canonicalUrl: string | null;
  seoScore: number | null;
  categories: { name: string; slug: string }[];
  subcategories: { id: string; categoryId: string; name: string; slug: string }[];
  images: PublicImage[];
  /** Each photograph's key for the admin's edits: `media:{id}` or `url:{path}`, in display order. */
  imageKeys: string[];
  createdAt: string;
  updatedAt: string;
};

/** A mistake in what the admin sent (an unknown category, a slug in use), about the field at `path`. */
export class CatalogInputError extends DomainError {
  override name = 'CatalogInputError';
  declare readonly path: string;
  constructor(message: string, kind: 'invalid' | 'conflict', path: string) {
    super(kind, message, path);
  }
}

export type ProductChanges = Omit<
  NewProductInput,
  'images' | 'createdAt' | 'slug' | 'categories' | 'subcategories'
> & {
  slug?: string | null;
  categories: string[];
  /** Ids or names, each within one of `categories`; undefined keeps those whose category the product keeps. */
  subcategories?: string[];
  /** The photographs in their new order; undefined keeps them as they are. */
  images?: NewProductImage[];
};

/** Who made a write, for the history: the admin (or tool) and the bulk action or import it was part of. */
export type WrittenBy = { actor: Actor; batch?: string | null };

export type NewProductInput = {
  title: string;
  slug?: string;
  description: string;
  shortDescription?: string | null;
  seoTitle?: string | null;
  seoDescription?: string | null;
  imageAlt?: string | null;
  focusKeyword?: string | null;
  keywords?: string[];
  metaKeywords?: string | null;
  tags?: string[];
  specifications?: [string, string][];
  priceCents?: number | null;
  originalPriceCents?: number | null;
  isNew?: boolean;
  status?: 'published' | 'draft';
  categories: string[];
  /** Subcategory ids or names, each within one of `categories` (else the admin's mistake, a 400). */
  subcategories?: string[];
  images: NewProductImage[];
  createdAt?: Date;
};

export type CategoryPage = {
  category: CategoryView;
  products: ProductView[];
  total: number;
  /** The category's visible subcategories, in their order: the page's chips. */
  subcategories: SubcategoryView[];
  /** The one the list is narrowed to; null when none was asked for, or the one asked for is unknown or hidden. */
  subcategory: SubcategoryView | null;
};
export type CategoryWithSubcategories = CategoryView & { subcategories: SubcategoryView[] };
export type ProductLookup =
  | { kind: 'found'; product: ProductView }
  /** not public: a signed-in admin previews it at its address; a visitor gets a 404 (issue 18, item 7) */
  | { kind: 'draft'; product: ProductView }
  | { kind: 'moved'; slug: string }
  | { kind: 'missing' };

function toCategoryView(row: CategoryRow): CategoryView {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    position: row.position,
    visible: toBoolean(row.visible),
  };
}

function toSubcategoryView(row: SubcategoryRow): SubcategoryView {
  return {
    id: row.id,
    categoryId: row.category_id,
    name: row.name,
    slug: row.slug,
    position: row.position,
    visible: toBoolean(row.visible),
  };
}

function groupBy<T extends { product_id: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(row.product_id);
    if (list) list.push(row);
    else groups.set(row.product_id, [row]);
  }
  return groups;
}

/** Deeper than this many products, a page of a list starts from the nearest of its anchors. */
const DIRECT_OFFSET = 500;
/** A list's anchors are the positions of its products 0, 100, 200, …: a deep page skips at most 99 rows. */
const ANCHOR_SPACING = 100;
/** Change topics that leave every product list as it was; any other (or an unknown one) is a catalogue change. */
export const OUTSIDE_CATALOGUE: ReadonlySet<ChangeTopic> = new Set<ChangeTopic>([
  'settings',
  'tours',
  'masters',
  'media',
  'search',
]);

export function createCatalogService(deps: {
  repository: CatalogRepository;
  categories: CategoryRepository;
  variantKey: () => Promise<string>;
  publicUrl: string;
  /**
   * The instances' change notifications: with them, each list's count and anchors are kept between catalogue
   * changes (list-memory.ts); without (a command-line tool), every page counts and walks its list afresh.
   */
  changes?: Pick<ChangeBus, 'subscribe'>;
  /** For the history's row locks (decision 027). */
  dialect: DialectName;
  /** Whether the owner hides sold pieces from the visitors' lists (a setting; decision 030). None hides them. */
  hideSold?: () => Promise<boolean>;
}) {
  const { repository, categories: categoryRepository } = deps;
  /** The audit of a write an admin made (none for a command-line tool that passes no `by`). */
  const auditFor = (by: WrittenBy | undefined, id: string, action: 'create' | 'update') =>
    by
      ? auditOf(
          productSnapshot,
          { actor: by.actor, kind: 'product', id, action, batch: by.batch },
          deps.dialect,
        )
      : undefined;
  const memory = deps.changes ? createListMemory({ maxLists: 500, maxAgeMs: 10 * 60_000 }) : null;
  deps.changes?.subscribe((topic) => {
    if (topic === 'all' || !OUTSIDE_CATALOGUE.has(topic)) memory!.clear();
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
   * A visitor's list as the shelves it is read from (decision 030): the available pieces, then the sold ones, or
   * only the available ones when the owner hides sold pieces. Each shelf is a list of its own, with its own index
   * range, count and anchors.
   */
  async function shelvesOf(list: ProductList): Promise<ProductList[]> {
    const available = { ...list, sold: false };
    return (await deps.hideSold?.()) ? [available] : [available, { ...list, sold: true }];
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
   * One page of a list and the list's total, read along its index however deep the page is. The list is given as
   * its shelves (`shelvesOf`), or as itself alone (the admin's, in the order the admin chose).
   */
  async function pageOf(
    shelves: readonly ProductList[],
    page: Pagination,
  ): Promise<{ products: ProductView[]; total: number }> {
    const offset = (page.page - 1) * page.limit;
    const sizes = await Promise.all(shelves.map(countOf));
    const total = sizes.reduce((sum, size) => sum + size, 0);
    if (offset >= total) return { products: [], total };
    return { products: await productsOf(await idsOf(shelves, sizes, offset, page.limit)), total };
  }

  /** These rows as the site shows them, their links read in one statement. */
  async function hydrate(rows: readonly ProductRow[]): Promise<ProductView[]> {
    const [found, key] = await Promise.all([
      repository.productsWithLinks(rows.map((row) => row.id)),
      deps.variantKey(),
    ]);
    return present(rows, [found.categories, found.subcategories, found.images, key]);
  }

  /** The products of these ids, in their order: rows and links read together, in one statement. */
  async function productsOf(ids: readonly string[]): Promise<ProductView[]> {
    const [found, key] = await Promise.all([repository.productsWithLinks(ids), deps.variantKey()]);
    return present(found.rows, [found.categories, found.subcategories, found.images, key]);
  }

  function present(
    rows: readonly ProductRow[],
    [categoryLinks, subcategoryLinks, imageLinks, key]: [
      ProductCategoryLink[],
      ProductSubcategoryLink[],
      ProductImageLink[],
      string,
    ],
  ): ProductView[] {
    const categories = groupBy<ProductCategoryLink>(categoryLinks);
    const subcategories = groupBy<ProductSubcategoryLink>(subcategoryLinks);
    const images = groupBy<ProductImageLink>(imageLinks);
    return rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      description: row.description,
      shortDescription: row.short_description,
      seoTitle: row.seo_title,
      seoDescription: row.seo_description,
      imageAlt: row.image_alt,
      focusKeyword: row.focus_keyword,
      keywords: parseJsonArray(row.keywords),
      metaKeywords: row.meta_keywords,
      tags: parseJsonArray(row.tags),
      specifications: JSON.parse(row.specifications) as [string, string][],
      priceCents: row.price_cents,
      originalPriceCents: row.original_price_cents,
      isNew: toBoolean(row.is_new),
      status: row.status,
      soldOut: toBoolean(row.sold_out),
      soldOutAt: row.sold_out_at ? toIsoString(row.sold_out_at) : null,
      featuredUntil: row.featured_until ? toIsoString(row.featured_until) : null,
      viewCount: row.view_count,
      canonicalUrl: row.canonical_url,
      seoScore: row.seo_score,
      categories: (categories.get(row.id) ?? []).map(({ name, slug }) => ({ name, slug })),
      subcategories: (subcategories.get(row.id) ?? []).map((link) => ({
        id: link.id,
        categoryId: link.category_id,
        name: link.name,
        slug: link.slug,
      })),
      imageKeys: (images.get(row.id) ?? [])
        .filter((link) => link.media_id !== null || link.url !== null)
        .map((link) => (link.media_id ? `media:${link.media_id}` : `url:${link.url}`)),
      images: (images.get(row.id) ?? [])
        .map((link) =>
          toPublicImage(
            { hash: link.content_hash, width: link.width, height: link.height, url: link.url },
            key,
            deps.publicUrl,
          ),
        )
        .filter((image) => image !== null),
      createdAt: toIsoString(row.created_at),
      updatedAt: toIsoString(row.updated_at),
    }));
  }

  async function findCategory(nameSlugOrAlias: string): Promise<CategoryRow | undefined> {
    const key = categoryLookupKey(nameSlugOrAlias);
    if (!key) return undefined;
    return (
      (await categoryRepository.findBySlug(key)) ??
      (await categoryRepository.findByAlias(key)) ??
      (await categoryRepository.findByName(nameSlugOrAlias))
    );
  }

  /** The categories' rows by name, slug or alias, each once; an unknown one is the admin's mistake. */
  async function resolveCategories(names: readonly string[]): Promise<CategoryRow[]> {
    const rows: CategoryRow[] = [];
    for (const name of names) {
      const row = await findCategory(name);
      if (!row) throw new CatalogInputError(`Unknown category: ${name}`, 'invalid', 'categories');
      if (!rows.some((existing) => existing.id === row.id)) rows.push(row);
    }
    return rows;
  }

  async function categoriesWithSubcategories(options: {
    visibleOnly: boolean;
  }): Promise<CategoryWithSubcategories[]> {
    const [categories, subcategories] = await Promise.all([
      categoryRepository.list(options),
      categoryRepository.subcategories.list(options),
    ]);
    return categories.map((row) => ({
      ...toCategoryView(row),
      subcategories: subcategories.filter((sub) => sub.category_id === row.id).map(toSubcategoryView),
    }));
  }

  /**
   * The product's subcategories from what the admin sent (ids, or names within the chosen categories). One whose
   * category is not among the product's is refused rather than its category added: a product never lands in a
   * category the admin did not choose (docs/decisions/015-subcategories.md).
   */
  async function resolveSubcategories(
    entries: readonly string[],
    categories: readonly CategoryRow[],
  ): Promise<string[]> {
    if (entries.length === 0) return [];
    const offered = await categoryRepository.subcategories.list({
      categoryIds: categories.map((row) => row.id),
      visibleOnly: false,
    });
    const chosen: string[] = [];
    for (const entry of entries) {
      const key = entry.trim();
      const matches = ID_PATTERN.test(key)
        ? offered.filter((row) => row.id === key)
        : offered.filter((row) => row.name.toLowerCase() === key.toLowerCase() || row.slug === slugify(key));
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
  }

  /** Why a subcategory is not among the chosen categories' ones: it belongs elsewhere, or there is no such one. */
  async function subcategoryOutside(key: string): Promise<CatalogInputError> {
    const [elsewhere] = ID_PATTERN.test(key)
      ? await categoryRepository.subcategories.findByIds([key])
      : (await categoryRepository.subcategories.list({ visibleOnly: false })).filter(
          (row) => row.name.toLowerCase() === key.toLowerCase(),
        );
    if (!elsewhere) return new CatalogInputError(`Unknown subcategory: ${key}`, 'invalid', 'subcategories');
    const parent = (await categoryRepository.list({ visibleOnly: false })).find(
      (row) => row.id === elsewhere.category_id,
    );
    return new CatalogInputError(
      `The subcategory "${elsewhere.name}" belongs to "${parent?.name ?? 'another category'}", which is not among this product's categories. Choose that category too, or leave the subcategory out.`,
      'invalid',
      'subcategories',
    );
  }

  const chipsOf = (categoryId: string) =>
    categoryRepository.subcategories
      .list({ categoryIds: [categoryId], visibleOnly: true })
      .then((rows) => rows.map(toSubcategoryView));

  /** A category with its chips and the chip chosen by slug: null when none, or an unknown or hidden one. */
  const framed = (category: CategoryRow, subcategories: SubcategoryView[], subcategory?: string) => ({
    category: toCategoryView(category),
    subcategories,
    subcategory: subcategory ? (subcategories.find((row) => row.slug === subcategory) ?? null) : null,
  });

  return {
    /** Published products, newest first. */
    listProducts: async (page: Pagination): Promise<{ products: ProductView[]; total: number }> =>
      pageOf(await shelvesOf({ drafts: false, order: 'newest' }), page),

    /** Published products of these ids, in their order (search's results); one that is not published is left out. */
    async publishedProductsByIds(ids: readonly string[]): Promise<ProductView[]> {
      if (ids.length === 0) return [];
      return (await productsOf(ids)).filter((product) => product.status === 'published');
    },

    /** The admin's view: drafts included. */
    async recentProducts(limit: number): Promise<ProductView[]> {
      return hydrate(await repository.listRecent(limit));
    },
    countAllProducts: () => repository.countAll(),

    /** How many products the sitemap lists: the published ones. */
    sitemapProductCount: () => countOf({ drafts: false, order: 'newest' }),

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
      const start = await startOf(list, offset);
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
      for (const shelf of await shelvesOf(list))
        for (let start: ListPosition | undefined; ;) {
          const positions = await repository.listPositions(shelf, {
            start,
            skip: start ? 1 : 0,
            limit: batch,
          });
          if (positions.length > 0) yield await productsOf(positions.map((position) => position.id));
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
        const [product] = await hydrate([row]);
        return { kind: row.status === 'published' ? 'found' : 'draft', product: product! };
      }
      const movedId = await repository.findIdByOldSlug(idOrSlug);
      const moved = movedId ? await repository.findById(movedId) : undefined;
      if (moved && moved.status === 'published') return { kind: 'moved', slug: moved.slug };
      return { kind: 'missing' };
    },

    findCategory: async (key: string) => {
      const row = await findCategory(key);
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
    ): Promise<CategoryPage | null> {
      const category = await findCategory(key);
      if (!category) return null;
      const list = { drafts: false, order: 'newest', categoryId: category.id } as const;
      // The whole category's page needs no chip to be known first: both are read at once.
      if (!subcategory) {
        const [subcategories, listed] = await Promise.all([
          chipsOf(category.id),
          shelvesOf(list).then((shelves) => pageOf(shelves, page)),
        ]);
        return { category: toCategoryView(category), subcategories, subcategory: null, ...listed };
      }
      const frame = framed(category, await chipsOf(category.id), subcategory);
      return {
        ...frame,
        ...(await pageOf(await shelvesOf({ ...list, subcategoryId: frame.subcategory?.id }), page)),
      };
    },

    /**
     * What a category's page shows around its products: the category, its chips and the chosen one (as
     * `listCategoryProducts`), for a page whose products are found otherwise (a search within the category).
     */
    async categoryFrame(
      key: string,
      subcategory?: string,
    ): Promise<Omit<CategoryPage, 'products' | 'total'> | null> {
      const category = await findCategory(key);
      return category ? framed(category, await chipsOf(category.id), subcategory) : null;
    },

    /**
     * The newest `limit` products of each category named (by name, slug or legacy key), for a page that shows a few
     * collections (the home page): the first page of each list, without its count or subcategory menu, and the
     * products of all of them read together in one round of queries. An unknown category gives an empty list.
     */
    async categoryShowcases(showcases: readonly { key: string; limit: number }[]): Promise<ProductView[][]> {
      const lists = await Promise.all(
        showcases.map(async ({ key, limit }): Promise<string[]> => {
          const category = await findCategory(key);
          if (!category) return [];
          const list = { drafts: false, order: 'newest', categoryId: category.id } as const;
          // Every shelf's head in one statement: the page's reads do not depend on how full each shelf is.
          const heads = await repository.listHeads(await shelvesOf(list), limit);
          return heads
            .flat()
            .slice(0, limit)
            .map((position) => position.id);
        }),
      );
      const products = new Map(
        (await productsOf([...new Set(lists.flat())])).map((product) => [product.id, product]),
      );
      return lists.map((ids) => ids.map((id) => products.get(id)).filter((product) => product !== undefined));
    },

    async listCategories(options: { visibleOnly: boolean } = { visibleOnly: true }): Promise<CategoryView[]> {
      return (await categoryRepository.list(options)).map(toCategoryView);
    },

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
      const audit = by
        ? auditOf(
            categorySnapshot,
            { actor: by.actor, kind: 'category', id: row.id, action: 'create', batch: by.batch },
            deps.dialect,
          )
        : undefined;
      await categoryRepository.insertWithAliases(
        row,
        [...new Set((input.aliases ?? []).map(categoryLookupKey))],
        audit,
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
      const parent = await findCategory(category);
      if (!parent) return null;
      const key = subcategory.trim();
      const found = (
        await categoryRepository.subcategories.list({ categoryIds: [parent.id], visibleOnly: false })
      ).find((row) => row.name.toLowerCase() === key.toLowerCase() || row.slug === slugify(key));
      return found ? { category: toCategoryView(parent), subcategory: toSubcategoryView(found) } : null;
    },

    /** Every subcategory, hidden ones too, under its category's name: what the product form offers. */
    async subcategoryChoices(): Promise<SubcategoryChoice[]> {
      const categories = await categoriesWithSubcategories({ visibleOnly: false });
      return categories.flatMap((category) =>
        category.subcategories.map((sub) => ({
          id: sub.id,
          name: sub.name,
          visible: sub.visible,
          category: category.name,
        })),
      );
    },

    async countCategories(): Promise<number> {
      return categoryRepository.count();
    },

    /** The admin's product list: drafts included, searched, filtered by a category and sorted. */
    async adminProducts(
      page: Pagination,
      query: { search?: string; category?: string; sort: AdminProductSort },
    ): Promise<{ products: ProductView[]; total: number; category: CategoryView | null }> {
      const category = query.category ? await findCategory(query.category) : undefined;
      if (query.category && !category) return { products: [], total: 0, category: null };
      const view = category ? toCategoryView(category) : null;
      if (!query.search) {
        const list = { drafts: true, order: query.sort, categoryId: category?.id };
        return { ...(await pageOf([list], page)), category: view };
      }
      const filter = { search: query.search, categoryId: category?.id, sort: query.sort };
      const [rows, total] = await Promise.all([
        repository.listAdmin({ ...filter, limit: page.limit, offset: (page.page - 1) * page.limit }),
        repository.countAdmin(filter),
      ]);
      return { products: await hydrate(rows), total, category: view };
    },

    /** The admin list's category chips: the first `limit` categories that have products. */
    async categoriesInUse(limit = 8): Promise<CategoryView[]> {
      return (await categoryRepository.inUse(limit)).map(toCategoryView);
    },

    /** Any product by id, drafts included. */
    async productForAdmin(id: string): Promise<ProductView | null> {
      const row = await repository.findById(id);
      return row ? (await hydrate([row]))[0]! : null;
    },

    /**
     * Saves the admin's changes. A new slug must be free (not another product's, now or before); the old one
     * keeps answering with a redirect. Null when there is no such product. With `expectedUpdatedAt` (the
     * `updatedAt` the form loaded) a product changed since is not overwritten: a 409 the form shows.
     */
    async updateProduct(
      id: string,
      changes: ProductChanges,
      by?: WrittenBy,
      expectedUpdatedAt?: string,
    ): Promise<ProductView | null> {
      const current = await repository.findById(id);
      if (!current) return null;
      const categoryRows = await resolveCategories(changes.categories);
      const subcategoryIds = changes.subcategories
        ? await resolveSubcategories(changes.subcategories, categoryRows)
        : // Not sent (an old client's edit): those of the categories the product keeps stay.
          (await repository.productsWithLinks([id])).subcategories
            .filter((link) => categoryRows.some((row) => row.id === link.category_id))
            .map((link) => link.id);
      const slug = changes.slug ?? current.slug;
      if (slug !== current.slug && (await repository.slugTakenByOther(slug, id)))
        throw new CatalogInputError(
          `The URL slug "${slug}" is already used by another product`,
          'conflict',
          'slug',
        );
      const saved = await repository.updateProduct(
        id,
        {
          slug,
          title: changes.title.trim(),
          description: changes.description,
          short_description: changes.shortDescription ?? null,
          seo_title: changes.seoTitle ?? null,
          seo_description: changes.seoDescription ?? null,
          image_alt: changes.imageAlt ?? null,
          focus_keyword: changes.focusKeyword ?? null,
          keywords: JSON.stringify(changes.keywords ?? []),
          price_cents: changes.priceCents ?? null,
          original_price_cents: changes.originalPriceCents ?? null,
          status: changes.status ?? current.status,
          // Left out (the panel's form does not show them), they keep their values.
          ...(changes.metaKeywords !== undefined ? { meta_keywords: changes.metaKeywords } : {}),
          ...(changes.tags !== undefined ? { tags: JSON.stringify(changes.tags) } : {}),
          ...(changes.specifications !== undefined
            ? { specifications: JSON.stringify(changes.specifications) }
            : {}),
          ...(changes.isNew !== undefined ? { is_new: changes.isNew } : {}),
          updated_at: new Date(),
        },
        {
          categoryIds: categoryRows.map((row) => row.id),
          subcategoryIds,
          images: changes.images,
          oldSlug: current.slug,
          ...(expectedUpdatedAt !== undefined ? { expectedUpdatedAt: new Date(expectedUpdatedAt) } : {}),
        },
        auditFor(by, id, 'update'),
      );
      const now = await repository.findById(id);
      if (!now) return null;
      if (!saved) throw new CatalogInputError(PRODUCT_CHANGED_MESSAGE, 'conflict', 'expectedUpdatedAt');
      return (await hydrate([now]))[0]!;
    },

    /**
     * Marks a piece sold, or available again (issue 18): its page stays, for links and search engines, with the
     * date it sold. Null when there is no such product.
     */
    async setSold(id: string, sold: boolean, by?: WrittenBy): Promise<ProductView | null> {
      if (!(await repository.setSold(id, sold, new Date(), auditFor(by, id, 'update')))) return null;
      return (await hydrate([(await repository.findById(id))!]))[0]!;
    },

    /**
     * The list's quick edit of a title, a price or a status: saved only when the product is as the admin read it
     * (`expectedUpdatedAt`), else `changed` with the product as it is now, for the admin to look again.
     */
    async quickEditProduct(
      id: string,
      changes: { title?: string; priceCents?: number; status?: 'published' | 'draft' },
      expectedUpdatedAt: string,
      by?: WrittenBy,
    ): Promise<{ kind: 'saved' | 'changed'; product: ProductView } | { kind: 'missing' }> {
      const patch = { ...changes, ...(changes.title !== undefined ? { title: changes.title.trim() } : {}) };
      const saved = await repository.quickEdit(
        id,
        patch,
        new Date(expectedUpdatedAt),
        new Date(),
        auditFor(by, id, 'update'),
      );
      const row = await repository.findById(id);
      if (!row) return { kind: 'missing' };
      return { kind: saved ? 'saved' : 'changed', product: (await hydrate([row]))[0]! };
    },

    /**
     * Throws the admin's mistake when a category is unknown or a subcategory is not one of theirs: checked before
     * any upload is stored.
     */
    async checkCategories(names: readonly string[], subcategories: readonly string[] = []): Promise<void> {
      await resolveSubcategories(subcategories, await resolveCategories(names));
    },

    /**
     * `alongside` runs in the product's own transaction: what it writes exists exactly when the product does (a
     * bulk upload marks its item done there).
     */
    async createProduct(
      input: NewProductInput,
      alongside?: (trx: Transaction<Database>, product: { id: string; slug: string }) => Promise<void>,
      by?: WrittenBy,
    ): Promise<ProductView> {
      const categoryRows = await resolveCategories(input.categories);
      const subcategoryIds = await resolveSubcategories(input.subcategories ?? [], categoryRows);
      const now = input.createdAt ?? new Date();
      const slug = await uniqueSlug(input.slug ?? slugify(input.title), repository.slugTaken);
      const id = newId(now);
      await repository.insertProduct(
        {
          id,
          slug,
          title: input.title.trim(),
          description: input.description,
          short_description: input.shortDescription ?? null,
          seo_title: input.seoTitle ?? null,
          seo_description: input.seoDescription ?? null,
          image_alt: input.imageAlt ?? null,
          focus_keyword: input.focusKeyword ?? null,
          keywords: JSON.stringify(input.keywords ?? []),
          meta_keywords: input.metaKeywords ?? null,
          tags: JSON.stringify(input.tags ?? []),
          specifications: JSON.stringify(input.specifications ?? []),
          price_cents: input.priceCents ?? null,
          original_price_cents: input.originalPriceCents ?? null,
          is_new: input.isNew ?? false,
          status: input.status ?? 'published',
          created_at: now,
          updated_at: now,
        },
        { categoryIds: categoryRows.map((row) => row.id), subcategoryIds, images: input.images },
        alongside ? (trx) => alongside(trx, { id, slug }) : undefined,
        auditFor(by, id, 'create'),
      );
      const created = await repository.findById(id);
      const [view] = await hydrate([created!]);
      return view!;
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
