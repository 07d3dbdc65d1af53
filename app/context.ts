import { createContext } from 'react-router';
import type { AdminInfo } from '#common/admin-session.ts';
import type { InlineCss } from '#common/inline-css.ts';
import type { AppRequestContexts } from '#server/http/page-contexts.ts';
import type { AppServices } from '#server/services.ts';

/**
 * What the server hands every loader: the application's services. A visitor's page gets them through a recorder of
 * what it reads (server/http/page-reads.ts), which the page cache keeps it by.
 */
export const servicesContext = createContext<AppServices>();
export type { AppServices, InlineCss };
/** No stylesheet to inline: in the browser, and under Vite's dev server (which links it). */
export const NO_INLINE_CSS: InlineCss = { site: '', admin: '' };
export const inlineCssContext = createContext<InlineCss>(NO_INLINE_CSS);

/**
 * The admin whose session cookie the server has already checked for this request (its response cache must know
 * before anything renders): the admin pages' guard takes it instead of checking the same cookie again. Null on a
 * visitor's request, and wherever the server did not check one.
 */
export const checkedAdminContext = createContext<AdminInfo | null>(null);

export const appContexts: AppRequestContexts = {
  services: servicesContext,
  inlineCss: inlineCssContext,
  checkedAdmin: checkedAdminContext,
};
