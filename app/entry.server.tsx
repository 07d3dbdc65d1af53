import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from 'react-router';
import { appContexts, inlineCssContext } from './context.ts';
import { InlineCssContext } from './inline-css.tsx';

// The server reads the context keys from here, so that it and the routes share the same key objects.
export { appContexts };

export const streamTimeout = 5_000;

/**
 * What React Router reports of a request: logged as it would log it, except an address no route takes. The
 * catch-all route takes every path but one with a line break in it (`%0A`, `%E2%80%A8`: its patterns' `.` does not
 * match one), which React Router then reports as an error. That is a visitor's mistake, answered 404 with the site's
 * not-found page, not a fault of ours to log.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status === 404) return;
  // React Router's own errors (a 405, say) carry the Error that says what happened.
  const cause = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  console.error(cause ?? error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const inlineCss = loadContext.get(inlineCssContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Crawlers and link previews get the whole document at once; people get it streamed.
    const waitForAll = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode;
    const readyEvent = waitForAll ? 'onAllReady' : 'onShellReady';
    const { pipe, abort } = renderToPipeableStream(
      <InlineCssContext.Provider value={inlineCss}>
        <ServerRouter context={routerContext} url={request.url} />
      </InlineCssContext.Provider>,
      {
        // Every part of the page in place, in order, in the first HTML: React would otherwise send a large Suspense
        // boundary (the home page wraps each section in one, to hydrate them one by one) after the rest, hidden, for
        // a script to move into place, which a reader without JavaScript would never see.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
          body.on('end', () => clearTimeout(deadline));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    // A render still running after this is cut short; one that has finished lets go of its timer (and its memory).
    const deadline = setTimeout(abort, streamTimeout + 1000);
  });
}
