/**
 * The production stylesheets' text, inlined into every page's head so that first paint waits for no request: the
 * public pages' (without the panel's utilities) and the panel's (everything). Read by the server at start, handed
 * to the pages through their context.
 */
export type InlineCss = { site: string; admin: string };
