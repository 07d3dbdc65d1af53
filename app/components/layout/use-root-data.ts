import { useRouteLoaderData } from 'react-router';
import type { loader } from '#app/root.tsx';

/** The site settings and menu categories every page has (undefined only inside an error screen). */
export function useRootData() {
  return useRouteLoaderData<typeof loader>('root');
}
