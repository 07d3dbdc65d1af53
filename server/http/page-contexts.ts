import type { RouterContext } from 'react-router';
import type { AdminInfo } from '#common/admin-session.ts';
import type { InlineCss } from '#common/inline-css.ts';
import type { AppServices } from '#server/services.ts';

/**
 * What the page host hands every loader, by the contexts the server build exports as `appContexts`
 * (app/context.ts): the services, the stylesheets to inline, and the admin whose session cookie is already checked.
 */
export type AppRequestContexts = {
  services: RouterContext<AppServices>;
  inlineCss: RouterContext<InlineCss>;
  checkedAdmin: RouterContext<AdminInfo | null>;
};
