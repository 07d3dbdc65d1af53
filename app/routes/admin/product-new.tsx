import { useState } from 'react';
import { z } from 'zod';
import type { ProductSaved } from '#common/schemas/products.ts';
import { ProductAdded } from '#app/admin/products/product-added.tsx';
import { ProductForm } from '#app/admin/products/product-form.tsx';
import { servicesContext } from '#app/context.ts';
import type { Route } from './+types/product-new';

/** Words to start the form with (the dashboard's "Add a piece" for a search that found nothing). */
const prefillSchema = z.object({
  title: z.string().trim().max(200).catch(''),
  keywords: z.string().trim().max(200).catch(''),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const { catalog, config } = context.get(servicesContext);
  const prefill = prefillSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [categories, subcategories] = await Promise.all([
    catalog.listCategories({ visibleOnly: false }),
    catalog.subcategoryChoices(),
  ]);
  return {
    categories: categories.map((category) => category.name),
    subcategories,
    origin: config.publicUrl,
    prefill,
  };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Add Product | Admin Panel | Gandhara Arts' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function AddProduct({ loaderData }: Route.ComponentProps) {
  const [added, setAdded] = useState<ProductSaved['product'] | null>(null);
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-3xl font-semibold">Add New Product</h2>
        <p className="mt-1 text-schist-600">
          A new piece for the catalogue: its photographs, price and the words buyers search with.
        </p>
      </div>
      {added ? <ProductAdded product={added} onAddAnother={() => setAdded(null)} /> : null}
      <ProductForm
        categories={loaderData.categories}
        subcategories={loaderData.subcategories}
        origin={loaderData.origin}
        prefill={loaderData.prefill}
        onSaved={(answer) => setAdded(answer.product)}
      />
    </div>
  );
}
