import { Outlet, type ShouldRevalidateFunction } from 'react-router';
import { ProductsLoadError } from '#app/admin/products/products-screen.tsx';
import { servicesContext } from '#app/context.ts';
import type { Route } from './+types/products-layout';

/**
 * What the products list offers beside the list, the same on every page of it: the category filter with each
 * category's count, the bulk edit's categories and subcategories, and the last bulk edit to undo. The list itself
 * is the index route below (products.tsx), so that a new page, search, order or view asks for the list alone.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { catalog, productBulkEdits } = context.get(servicesContext);
  const [filter, categories, subcategories, lastEdit] = await Promise.all([
    catalog.categoryFilter(),
    catalog.listCategories({ visibleOnly: false }),
    catalog.subcategoryChoices(),
    productBulkEdits.last(),
  ]);
  return { filter, categories: categories.map((category) => category.name), subcategories, lastEdit };
}

/**
 * Nothing here depends on the list's address: a change of it alone (search, category, order, view, page), by a link
 * or a GET form, leaves these as they are. A save (any other form) or a revalidation (the address unchanged) reads
 * them again: counts and the last edit follow the change.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) =>
  (!formMethod || formMethod.toUpperCase() === 'GET') &&
  currentUrl.pathname === nextUrl.pathname &&
  currentUrl.search !== nextUrl.search
    ? false
    : defaultShouldRevalidate;

export default function ProductsLayout() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <ProductsLoadError />;
}
