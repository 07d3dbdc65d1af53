import { createContext } from 'react-router';
import type { AppServices } from '#server/services.ts';

/** What the server hands every loader: the application's services and this response's CSP nonce. */
export const servicesContext = createContext<AppServices>();
export const nonceContext = createContext<string>('');
/**
 * The production stylesheets' text, inlined into every page's head so that first paint waits for no request: the
 * public pages' (without the panel's utilities) and the panel's (everything).
 */
export type InlineCss = { site: string; admin: string };
export const inlineCssContext = createContext<InlineCss>({ site: '', admin: '' });

export const appContexts = { services: servicesContext, nonce: nonceContext, inlineCss: inlineCssContext };
export type AppRequestContexts = typeof appContexts;
