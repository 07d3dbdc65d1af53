import { normalMaterial } from '#common/catalog-filters.ts';
import { PRODUCT_CHANGED_MESSAGE } from '#common/schemas/products.ts';
import { slugify, uniqueSlug } from '#common/slug.ts';
import type { DialectName } from '#server/db/database.ts';
import { newId } from '#server/db/ids.ts';
import type { Database } from '#server/db/schema.ts';
import { auditsOf, type WrittenBy } from '#server/history/history.ts';
import { productSnapshot } from '#server/history/snapshots.ts';
import type { Transaction } from 'kysely';
import { CatalogInputError } from './catalog-input-error.ts';
import type { CatalogRepository } from './catalog-repository.ts';
import type { CategoryLookup } from './category-lookup.ts';
import type { NewProductImage } from './product-links.ts';
import type { ProductPages } from './product-pages.ts';
import type { ProductView } from './product-views.ts';

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
  /** lowercased (common/catalog-filters.ts); null clears it, undefined keeps it on an edit */
  material?: string | null;
  /** The other specifications (decision 040): null clears one, undefined keeps it on an edit. */
  dimensions?: string | null;
  weightGrams?: number | null;
  finish?: string | null;
  origin?: string | null;
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

/** A material as stored: lowercased and single-spaced, null when empty (decision 037). */
const storedMaterial = (material: string | null | undefined) =>
  material?.trim() ? normalMaterial(material) : null;

/** The specifications' columns a write sets: those given (null clears one); left out, they keep their values. */
const specificationColumns = (
  input: Pick<NewProductInput, 'dimensions' | 'weightGrams' | 'finish' | 'origin'>,
) => ({
  ...(input.dimensions !== undefined ? { dimensions: input.dimensions } : {}),
  ...(input.weightGrams !== undefined ? { weight_grams: input.weightGrams } : {}),
  ...(input.finish !== undefined ? { finish: input.finish } : {}),
  ...(input.origin !== undefined ? { origin: input.origin } : {}),
});

/** The columns of the panel's product form, written whole by every save: a field left empty is cleared. */
const formColumns = (input: ProductChanges) => ({
  title: input.title.trim(),
  description: input.description,
  short_description: input.shortDescription ?? null,
  seo_title: input.seoTitle ?? null,
  seo_description: input.seoDescription ?? null,
  image_alt: input.imageAlt ?? null,
  focus_keyword: input.focusKeyword ?? null,
  keywords: JSON.stringify(input.keywords ?? []),
  price_cents: input.priceCents ?? null,
  original_price_cents: input.originalPriceCents ?? null,
});

/** Adding and saving a product, marking it sold, and the list's quick edit, each recorded in the history. */
export function productWrites(deps: {
  repository: CatalogRepository;
  pages: ProductPages;
  lookup: CategoryLookup;
  /** For the history's row locks (decision 027). */
  dialect: DialectName;
}) {
  const { repository, pages, lookup } = deps;
  /** The audit of a write an admin made (none for a command-line tool that passes no `by`). */
  const auditFor = auditsOf(productSnapshot, 'product', deps.dialect);

  return {
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
      const categoryRows = await lookup.resolveCategories(changes.categories);
      const subcategoryIds = changes.subcategories
        ? await lookup.resolveSubcategories(changes.subcategories, categoryRows)
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
          ...formColumns(changes),
          status: changes.status ?? current.status,
          // Left out (the panel's form does not show them), they keep their values.
          ...(changes.metaKeywords !== undefined ? { meta_keywords: changes.metaKeywords } : {}),
          ...(changes.tags !== undefined ? { tags: JSON.stringify(changes.tags) } : {}),
          ...(changes.specifications !== undefined
            ? { specifications: JSON.stringify(changes.specifications) }
            : {}),
          ...(changes.isNew !== undefined ? { is_new: changes.isNew } : {}),
          ...(changes.material !== undefined ? { material: storedMaterial(changes.material) } : {}),
          ...specificationColumns(changes),
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
      return (await pages.hydrate([now]))[0]!;
    },

    /**
     * Marks a piece sold, or available again (issue 18): its page stays, for links and search engines, with the
     * date it sold. Null when there is no such product.
     */
    async setSold(id: string, sold: boolean, by?: WrittenBy): Promise<ProductView | null> {
      if (!(await repository.setSold(id, sold, new Date(), auditFor(by, id, 'update')))) return null;
      return (await pages.hydrate([(await repository.findById(id))!]))[0]!;
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
      return { kind: saved ? 'saved' : 'changed', product: (await pages.hydrate([row]))[0]! };
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
      const categoryRows = await lookup.resolveCategories(input.categories);
      const subcategoryIds = await lookup.resolveSubcategories(input.subcategories ?? [], categoryRows);
      const now = input.createdAt ?? new Date();
      const slug = await uniqueSlug(input.slug ?? slugify(input.title), repository.slugTaken);
      const id = newId(now);
      await repository.insertProduct(
        {
          id,
          slug,
          ...formColumns(input),
          meta_keywords: input.metaKeywords ?? null,
          tags: JSON.stringify(input.tags ?? []),
          specifications: JSON.stringify(input.specifications ?? []),
          is_new: input.isNew ?? false,
          material: storedMaterial(input.material),
          ...specificationColumns(input),
          status: input.status ?? 'published',
          created_at: now,
          updated_at: now,
        },
        { categoryIds: categoryRows.map((row) => row.id), subcategoryIds, images: input.images },
        alongside ? (trx) => alongside(trx, { id, slug }) : undefined,
        auditFor(by, id, 'create'),
      );
      const created = await repository.findById(id);
      const [view] = await pages.hydrate([created!]);
      return view!;
    },
  };
}
