import { data } from 'react-router';
import { SiteErrorPanel } from '#app/components/site-error-panel.tsx';

export function loader() {
  throw data(null, { status: 404 });
}

export const meta = () => [
  { title: 'Page not found | Gandhara Arts' },
  { name: 'robots', content: 'noindex' },
];

export default function NotFound() {
  return null;
}

/**
 * The 404 is this route's own error, so that its title and noindex above are the page's: the root's boundary would
 * leave the page with no <title> (issue 21).
 */
export function ErrorBoundary() {
  return <SiteErrorPanel notFound />;
}
