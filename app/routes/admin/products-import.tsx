import { SectionError } from '#app/admin/ui/section-error.tsx';
import { ImportScreen } from '#app/admin/products/import/import-screen.tsx';
import type { Route } from './+types/products-import';

export const meta: Route.MetaFunction = () => [
  { title: 'Import Products | Admin Panel | Gandhara Arts' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function ProductsImport() {
  return <ImportScreen />;
}

export function ErrorBoundary() {
  return <SectionError what="The import screen" />;
}
