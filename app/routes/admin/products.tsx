import { redirect } from 'react-router';
import { adminProductRowSchema } from '#common/schemas/products.ts';
import { ProductsLoadError, ProductsScreen } from '#app/admin/products/products-screen.tsx';
import { PRODUCTS_PAGE_SIZE, productsListQuerySchema } from '#app/admin/products/products-list-query.ts';
import { servicesContext } from '#app/context.ts';
import type { Route } from './+types/products';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { catalog, productBulkEdits } = context.get(servicesContext);
  const query = productsListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  // Old links (the history, the trash, the product page's "Edit", bookmarks) opened the editor over the list.
  if (query.edit) {
    const words = query.keywords ? `?keywords=${encodeURIComponent(query.keywords)}` : '';
    throw redirect(`/admin/products/${encodeURIComponent(query.edit)}${words}`);
  }
  const [result, filter, categories, subcategories, lastEdit] = await Promise.all([
    catalog.adminProducts(
      { page: query.page, limit: PRODUCTS_PAGE_SIZE },
      { search: query.q || undefined, category: query.category || undefined, sort: query.sort },
    ),
    catalog.categoryFilter(),
    catalog.listCategories({ visibleOnly: false }),
    catalog.subcategoryChoices(),
    productBulkEdits.last(),
  ]);
  return {
    query,
    list: {
      items: result.products.map((product) => adminProductRowSchema.parse(product)),
      total: result.total,
      page: query.page,
    },
    filter,
    categories: categories.map((category) => category.name),
    subcategories,
    lastEdit,
  };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Products | Admin Panel | Gandhara Arts' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function ProductsList({ loaderData }: Route.ComponentProps) {
  return <ProductsScreen data={loaderData} />;
}

export function ErrorBoundary() {
  return <ProductsLoadError />;
}
