import { data } from 'react-router';
import { z } from 'zod';
import { ID_PATTERN } from '#common/schemas/ids.ts';
import { ProductEditor, ProductEditorError } from '#app/admin/products/product-editor.tsx';
import { listPathFrom } from '#app/admin/products/products-list-query.ts';
import { servicesContext } from '#app/context.ts';
import type { Route } from './+types/product-edit';

/** The editor's address: the list to go back to, and words to add to the keywords (the dashboard's search misses). */
const editorQuerySchema = z.object({
  back: z.string().max(500).catch(''),
  keywords: z.string().trim().max(100).catch(''),
});

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { catalog, config } = context.get(servicesContext);
  const query = editorQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [product, categories, subcategories] = await Promise.all([
    ID_PATTERN.test(params.id) ? catalog.productForAdmin(params.id) : null,
    catalog.listCategories({ visibleOnly: false }),
    catalog.subcategoryChoices(),
  ]);
  if (!product) throw data('Product not found', { status: 404 });
  return {
    product,
    categories: categories.map((category) => category.name),
    subcategories,
    origin: config.publicUrl,
    back: listPathFrom(query.back),
    addKeyword: query.keywords,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData ? `Edit ${loaderData.product.title}` : 'Product not found'} | Admin Panel | Gandhara Arts`,
  },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function EditProduct({ loaderData }: Route.ComponentProps) {
  return <ProductEditor data={loaderData} />;
}

export function ErrorBoundary() {
  return <ProductEditorError />;
}
