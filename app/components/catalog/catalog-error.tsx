import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { PAGE_PATHS } from '#common/paths.ts';

/** What a listing page shows when its products cannot be loaded. */
export function CatalogError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-20 text-center">
      <h1 className="text-4xl font-semibold">
        {status === 404 ? 'No products found' : 'Failed to load products. Please try again later.'}
      </h1>
      <p className="text-schist-600">
        {status === 404 ? 'This category does not exist, or it has moved.' : `HTTP error! status: ${status}`}
      </p>
      <Link
        to={PAGE_PATHS.products}
        className="mt-2 rounded-full bg-schist-800 px-6 py-3 font-semibold text-limestone-50 hover:bg-schist-900"
      >
        View All Products
      </Link>
    </main>
  );
}
