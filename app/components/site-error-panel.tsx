import { Link } from 'react-router';
import { PAGE_PATHS } from '#common/paths.ts';
import { FIRST_ACTION, OTHER_ACTION, StatusPanel } from './status-panel.tsx';

/** The site's own page for an address that leads nowhere (404) or a page that failed. */
export function SiteErrorPanel({ notFound }: { notFound: boolean }) {
  return (
    <StatusPanel
      eyebrow={notFound ? 'Page not found' : 'Something went wrong'}
      title={notFound ? 'This path leads nowhere in our gallery' : 'We could not show this page'}
      message={
        notFound
          ? 'The page may have moved. Our collection and tours are a click away.'
          : 'Please try again in a moment. If it keeps happening, contact us and we will help.'
      }
    >
      <Link className={FIRST_ACTION} to="/">
        Return Home
      </Link>
      <Link className={OTHER_ACTION} to={PAGE_PATHS.products}>
        Browse the Collection
      </Link>
    </StatusPanel>
  );
}
