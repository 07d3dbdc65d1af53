import { useEffect, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigation,
  useRouteError,
} from 'react-router';
import { servicesContext } from './context.ts';
import { LEGACY_PATH, LegacyRedirectScreen } from './components/legacy-redirect-screen.tsx';
import { NavigationProgress } from './components/layout/navigation-progress.tsx';
import { SiteFooter } from './components/layout/site-footer.tsx';
import { SiteBehaviours } from './components/layout/site-behaviours.tsx';
import { SiteHeader } from './components/layout/site-header.tsx';
import { useRootData } from './components/layout/use-root-data.ts';
import { useInlineCss } from './inline-css.tsx';
import { SiteErrorPanel } from './components/site-error-panel.tsx';
import { IconSprite } from './components/icon.tsx';
import { ICON_SYMBOLS } from './components/icons.tsx';
import adminStylesheet from './styles/admin.css?url';
import stylesheet from './styles/app.css?url';
import type { Route } from './+types/root';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * The production stylesheet, in the head: nothing blocks the first paint. The browser keeps the server's copy (the
 * element never changes after hydration, so client navigation inside the panel keeps the panel's). Public pages get
 * the stylesheet without the panel's utilities; the panel, which no public page links to, gets everything. Vite's
 * dev server needs a link instead.
 */
function InlineStyles({ admin }: { admin: boolean }) {
  const css = useInlineCss();
  if (import.meta.env.DEV) return <link rel="stylesheet" href={admin ? adminStylesheet : stylesheet} />;
  return (
    <style
      data-href={admin ? adminStylesheet : stylesheet}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: admin ? css.admin : css.site }}
    />
  );
}

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const [site, categories] = await Promise.all([
    services.publicSite.get(),
    services.catalog.listCategories({ visibleOnly: true }),
  ]);
  return { site, categories: categories.map(({ name, slug }) => ({ name, slug })) };
}

// Settings and the menu change rarely; a visitor's navigation need not ask for them again.
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  // The admin panel has its own frame: no shop header, footer, pop-up or analytics.
  const isAdmin = /^\/admin(\/|$)/.test(useLocation().pathname);
  const site = isAdmin ? undefined : data;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#f5efe5" />
        <Meta />
        <Links />
        <InlineStyles admin={isAdmin} />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-schist-900 px-4 py-2 text-limestone-50 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Skip to content
        </a>
        {site ? <SiteHeader site={site.site} categories={site.categories} /> : null}
        <div id="main" className="flex-1">
          {children}
        </div>
        {isAdmin ? null : <SiteFooter site={data?.site} />}
        {site ? <SiteBehaviours site={site.site} /> : null}
        <IconSprite symbols={ICON_SYMBOLS} />
        {/* Their inline scripts are allowed by hash, computed from the page as sent (react-router-host.ts). */}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const navigation = useNavigation();
  // Marks the page as interactive: browser tests wait for it instead of guessing.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const leavingOldLink = navigation.state === 'loading' && LEGACY_PATH.test(navigation.location.pathname);
  return (
    <>
      <NavigationProgress />
      {leavingOldLink ? <LegacyRedirectScreen /> : <Outlet />}
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <SiteErrorPanel notFound={isRouteErrorResponse(error) && error.status === 404} />;
}
