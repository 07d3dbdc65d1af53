import { createContext } from 'react-router';
import type { AppServices } from '#server/services.ts';

/** What the server hands every loader: the application's services and this response's CSP nonce. */
export const servicesContext = createContext<AppServices>();
export const nonceContext = createContext<string>('');

export const appContexts = { services: servicesContext, nonce: nonceContext };
export type AppRequestContexts = typeof appContexts;
