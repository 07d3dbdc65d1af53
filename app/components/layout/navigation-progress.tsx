import { useNavigation } from 'react-router';
import { PAGE_PATHS, productPath } from '#common/paths.ts';

/** What the next page is being loaded as, in the spec's words where it has them. */
function loadingText(pathname: string): string {
  if (pathname.startsWith('/admin')) return 'Verifying access...';
  if (pathname.startsWith(PAGE_PATHS.masters)) return 'Loading our masters...';
  if (pathname.startsWith(PAGE_PATHS.tours)) return 'Loading tours...';
  if (pathname.startsWith(productPath({ slug: '' }))) return 'Loading product...';
  return 'Loading...';
}

/**
 * While the next page's data is on its way, a thin bar at the top and a status for screen readers. It shows only
 * after 150 ms (by CSS), so quick navigations do not flicker.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden opacity-0 motion-safe:animate-[fade-in_200ms_ease-out_150ms_forwards] motion-reduce:opacity-100">
      <div className="h-full w-1/3 bg-terracotta-700 motion-safe:animate-[progress_1.2s_ease-in-out_infinite]" />
      <p role="status" className="sr-only">
        {loadingText(navigation.location.pathname)}
      </p>
    </div>
  );
}
