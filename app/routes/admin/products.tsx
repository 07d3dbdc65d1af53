import { ProductsLoadError, ProductsScreen } from '#app/admin/products/products-screen.tsx';
import { PRODUCTS_PAGE_SIZE, productsListQuerySchema } from '#app/admin/products/products-list-query.ts';
import { servicesContext } from '#app/context.ts';
import type { Route } from './+types/products';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { catalog, config, productBulkEdits } = context.get(servicesContext);
  const query = productsListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [result, filter, categories, subcategories, opened, lastEdit] = await Promise.all([
    catalog.adminProducts(
      { page: query.page, limit: PRODUCTS_PAGE_SIZE },
      { search: query.q || undefined, category: query.category || undefined, sort: query.sort },
    ),
    catalog.categoryFilter(),
    catalog.listCategories({ visibleOnly: false }),
    catalog.subcategoryChoices(),
    query.edit ? catalog.productForAdmin(query.edit) : null,
    productBulkEdits.last(),
  ]);
  const editing =
    opened && query.keywords && !opened.keywords.includes(query.keywords)
      ? { ...opened, keywords: [...opened.keywords, query.keywords] }
      : opened;
  return {
    query,
    list: { items: result.products, total: result.total, page: query.page },
    filter,
    categories: categories.map((category) => category.name),
    subcategories,
    origin: config.publicUrl,
    editing,
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
