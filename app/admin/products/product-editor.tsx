import { ArrowLeft, ExternalLink, History, PackageSearch } from 'lucide-react';
import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from 'react-router';
import { productPath } from '#common/paths.ts';
import type { SubcategoryChoice } from '#common/schemas/categories.ts';
import { AdminNotice, SectionError } from '#app/admin/ui/section-error.tsx';
import { ProductForm, type EditableProduct } from './product-form.tsx';

/** What the editor's loader gives the page. */
export type ProductEditorData = {
  product: EditableProduct & { title: string; slug: string; status: 'published' | 'draft' };
  categories: string[];
  subcategories: SubcategoryChoice[];
  origin: string;
  /** The list's address to go back to, with its search, filters and page */
  back: string;
  /** Words to add to the keywords, from the dashboard's search misses */
  addKeyword: string;
};

const LINK_OUTLINE =
  'inline-flex items-center gap-2 rounded-full border border-limestone-300 px-4 py-2 text-sm font-semibold text-schist-800 hover:bg-limestone-200';

/**
 * One product's editor as a page of its own (issue 21, item 3; decision 045): the form adding uses, its Save and
 * Discard in the bar at the bottom, and the way back to the list as the admin left it. A save reads the product
 * again, so the form goes on from the version just written.
 */
export function ProductEditor({ data }: { data: ProductEditorData }) {
  const revalidator = useRevalidator();
  const { product } = data;
  return (
    <div className="space-y-6">
      <Link
        to={data.back}
        className="inline-flex items-center gap-2 text-sm font-semibold text-schist-700 hover:text-terracotta-700"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to products
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h2 className="break-words text-3xl font-semibold">{product.title}</h2>
          <p className="mt-1 text-schist-600">
            {product.status === 'draft'
              ? 'A draft: only signed-in admins can see it.'
              : 'Published: on the website.'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={productPath(product)} target="_blank" rel="noopener" className={LINK_OUTLINE}>
            <ExternalLink aria-hidden="true" className="size-4" />
            {product.status === 'draft' ? 'Preview' : 'View on site'}
          </a>
          <Link to={`/admin/activity?kind=product&recordId=${product.id}`} className={LINK_OUTLINE}>
            <History aria-hidden="true" className="size-4" /> History
          </Link>
        </div>
      </div>
      <ProductForm
        // A newer version loaded (after a save, or "Load the latest version") starts the form again from it.
        key={`${product.id}@${product.updatedAt}`}
        product={product}
        categories={data.categories}
        subcategories={data.subcategories}
        origin={data.origin}
        addKeyword={data.addKeyword || undefined}
        onSaved={() => void revalidator.revalidate()}
        onLoadLatest={() => void revalidator.revalidate()}
        loadingLatest={revalidator.state === 'loading'}
      />
    </div>
  );
}

/** No product has this id (never had, or deleted for good): said plainly, with the ways on. */
export function ProductEditorError() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <SectionError what="The product" />;
  return (
    <AdminNotice
      Icon={PackageSearch}
      title="This product is not in the catalogue"
      why="No product has this address. It may have been deleted: a deleted piece waits in the trash for 30 days, and can be restored from there."
    >
      <div className="flex flex-wrap justify-center gap-3">
        <Link
          to="/admin/products"
          className="rounded-full bg-schist-800 px-5 py-2.5 font-semibold text-limestone-50 hover:bg-schist-900"
        >
          Back to products
        </Link>
        <Link
          to="/admin/trash"
          className="rounded-full border border-schist-800 px-5 py-2.5 font-semibold text-schist-900 hover:bg-limestone-200"
        >
          Open the trash
        </Link>
      </div>
    </AdminNotice>
  );
}
