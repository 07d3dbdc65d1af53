import { servicesContext } from '#app/context.ts';
import { BulkUploadScreen } from '#app/admin/products/bulk-upload/bulk-upload-screen.tsx';
import { adminMeta } from '#app/admin/ui/admin-meta.ts';
import type { Route } from './+types/bulk-upload';

export async function loader({ context }: Route.LoaderArgs) {
  const { catalog, bulk } = context.get(servicesContext);
  const [categories, latest] = await Promise.all([
    catalog.listCategories({ visibleOnly: false }),
    bulk.latest(),
  ]);
  return { categories: categories.map((category) => category.name), latest };
}

export const meta: Route.MetaFunction = () => adminMeta('Bulk Upload');

export default function BulkUpload({ loaderData }: Route.ComponentProps) {
  return <BulkUploadScreen categories={loaderData.categories} latest={loaderData.latest} />;
}
