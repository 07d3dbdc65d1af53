import type { RouterContext } from 'react-router';
import type { InlineCss } from '#common/inline-css.ts';
import type { AppServices } from '#server/services.ts';

/**
 * What the page host hands every loader, by the contexts the server build exports as `appContexts`
 * (app/context.ts): the services and the stylesheets to inline.
 */
export type AppRequestContexts = {
  services: RouterContext<AppServices>;
  inlineCss: RouterContext<InlineCss>;
};
