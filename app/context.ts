import { createContext } from 'react-router';
import type { AppServices } from '#server/services.ts';

/** What the server hands every loader: the application's services and this response's CSP nonce. */
export const servicesContext = createContext<AppServices>();
export const nonceContext = createContext<string>('');
/** The production stylesheet's text, inlined into every page's head so that first paint waits for no request. */
export const inlineCssContext = createContext<string>('');

export const appContexts = { services: servicesContext, nonce: nonceContext, inlineCss: inlineCssContext };
export type AppRequestContexts = typeof appContexts;
