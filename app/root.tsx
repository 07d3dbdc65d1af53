import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
} from 'react-router';
import { useNonce } from './nonce.tsx';
import stylesheet from './styles/app.css?url';
import type { Route } from './+types/root';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#f5efe5" />
        <Meta />
        {/* Stylesheets come from 'self' and need no nonce; without one, server and browser render the same tag. */}
        <Links nonce="" />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-5 px-6 text-center">
      <p className="text-sm font-semibold uppercase tracking-[0.2em] text-terracotta-700">
        {notFound ? 'Page not found' : 'Something went wrong'}
      </p>
      <h1 className="text-4xl font-semibold sm:text-5xl">
        {notFound ? 'This path leads nowhere in our gallery' : 'We could not show this page'}
      </h1>
      <p className="text-schist-600">
        {notFound
          ? 'The page may have moved. Our collection and tours are a click away.'
          : 'Please try again in a moment. If it keeps happening, contact us and we will help.'}
      </p>
      <a
        className="rounded-full bg-schist-800 px-6 py-3 font-semibold text-limestone-50 hover:bg-schist-900"
        href="/"
      >
        Return Home
      </a>
    </main>
  );
}
