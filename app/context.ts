import { createContext } from 'react-router';
import type { AppServices } from '#server/services.ts';

/**
 * What the server hands every loader: the application's services. A visitor's page gets them through a recorder of
 * what it reads (server/http/page-reads.ts), which the page cache keeps it by.
 */
export const servicesContext = createContext<AppServices>();
/**
 * The production stylesheets' text, inlined into every page's head so that first paint waits for no request: the
 * public pages' (without the panel's utilities) and the panel's (everything).
 */
export type InlineCss = { site: string; admin: string };
/** No stylesheet to inline: in the browser, and under Vite's dev server (which links it). */
export const NO_INLINE_CSS: InlineCss = { site: '', admin: '' };
export const inlineCssContext = createContext<InlineCss>(NO_INLINE_CSS);

export const appContexts = { services: servicesContext, inlineCss: inlineCssContext };
export type AppRequestContexts = typeof appContexts;
