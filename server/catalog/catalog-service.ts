import type { DialectName } from '#server/db/database.ts';
import type { CatalogRepository } from './catalog-repository.ts';
import { catalogCategories } from './catalog-categories.ts';
import { createCategoryLookup } from './category-lookup.ts';
import type { CategoryRepository } from './category-repository.ts';
import { createProductPages, type ProductPagesDeps } from './product-pages.ts';
import { productReads } from './product-reads.ts';
import { productWrites } from './product-writes.ts';

/* The catalogue's service is made of its jobs: the product lists and lookups, the categories, the writes. */

// Other features name the catalogue's records and who wrote them by the service.
export type { CategoryView, ProductView } from './product-views.ts';
export type { WrittenBy } from '#server/history/history.ts';

export function createCatalogService(
  deps: ProductPagesDeps & {
    repository: CatalogRepository;
    categories: CategoryRepository;
    /** For the history's row locks (decision 027). */
    dialect: DialectName;
  },
) {
  const pages = createProductPages(deps);
  const lookup = createCategoryLookup(deps.categories);
  return {
    ...productReads(deps.repository, pages, lookup),
    ...catalogCategories({ ...deps, pages, lookup }),
    ...productWrites({ ...deps, pages, lookup }),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
