import { CategoryManager } from '#app/admin/categories/category-manager.tsx';
import { SectionError } from '#app/admin/ui/section-error.tsx';
import { servicesContext } from '#app/context.ts';
import { adminMeta } from '#app/admin/ui/admin-meta.ts';
import type { Route } from './+types/categories';

export async function loader({ context }: Route.LoaderArgs) {
  return { categories: await context.get(servicesContext).categoryAdmin.list() };
}

export const meta: Route.MetaFunction = () => adminMeta('Categories');

export default function Categories({ loaderData }: Route.ComponentProps) {
  return <CategoryManager initial={loaderData.categories} />;
}

export function ErrorBoundary() {
  return <SectionError what="The categories" />;
}
