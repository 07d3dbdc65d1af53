import { redirect, useRouteLoaderData } from 'react-router';
import { adminProductRowSchema } from '#common/schemas/products.ts';
import { ProductsLoadError, ProductsScreen } from '#app/admin/products/products-screen.tsx';
import { PRODUCTS_PAGE_SIZE, productsListQuerySchema } from '#app/admin/products/products-list-query.ts';
import { servicesContext } from '#app/context.ts';
import type { loader as choicesLoader } from './products-layout';
import type { Route } from './+types/products';

/** The products list: one page of it, as its address asks (the choices beside it are products-layout.tsx's). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { catalog } = context.get(servicesContext);
  const query = productsListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  // Old links (the history, the trash, the product page's "Edit", bookmarks) opened the editor over the list.
  if (query.edit) {
    const words = query.keywords ? `?keywords=${encodeURIComponent(query.keywords)}` : '';
    throw redirect(`/admin/products/${encodeURIComponent(query.edit)}${words}`);
  }
  const result = await catalog.adminProducts(
    { page: query.page, limit: PRODUCTS_PAGE_SIZE },
    { search: query.q || undefined, category: query.category || undefined, sort: query.sort },
  );
  return {
    query,
    list: {
      items: result.products.map((product) => adminProductRowSchema.parse(product)),
      total: result.total,
      page: query.page,
    },
  };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Products | Admin Panel | Gandhara Arts' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function ProductsList({ loaderData }: Route.ComponentProps) {
  const choices = useRouteLoaderData<typeof choicesLoader>('routes/admin/products-layout');
  // The layout's loader ran before this renders; were it to fail, its error boundary shows instead of this.
  if (!choices) return <ProductsLoadError />;
  return <ProductsScreen data={{ ...choices, ...loaderData }} />;
}

export function ErrorBoundary() {
  return <ProductsLoadError />;
}
