import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequest } from '@remix-run/node-fetch-server';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import type { AppServices } from '#server/services.ts';
import { NO_INLINE_CSS, type AppRequestContexts, type InlineCss } from '#app/context.ts';

type BuildSource = () => Promise<ServerBuild>;

/** The app's context keys live in the server build; the build exports them from its entry module. */
function contextsOf(build: ServerBuild): AppRequestContexts {
  const contexts = (build.entry.module as unknown as { appContexts?: AppRequestContexts }).appContexts;
  if (!contexts) throw new Error('The server build does not export appContexts from app/entry.server.tsx');
  return contexts;
}

function htmlEtag(body: string, nonce: string): string {
  const stable = nonce ? body.replaceAll(nonce, '') : body;
  return `W/"${createHash('sha256').update(stable).digest('base64url').slice(0, 27)}"`;
}

/**
 * The page's scripts are fetched at low priority: hydration can wait a moment, the hero image (preloaded at high
 * priority) and the fonts cannot. On a slow mobile network they would otherwise share the bandwidth with ~150 KB
 * of JavaScript. Only the head's module preloads change; React Router renders them, without a priority option.
 */
export function lowerScriptPriority(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const head = html
    .slice(0, headEnd)
    .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
  return head + html.slice(headEnd);
}

async function sendPage(request: FastifyRequest, reply: FastifyReply, response: Response, nonce: string) {
  const isHtml = response.headers.get('content-type')?.startsWith('text/html') && response.status === 200;
  if (!isHtml) return reply.send(response);

  // Public HTML is small and carries its content: buffer it to give it an ETag a browser or CDN can revalidate.
  const body = lowerScriptPriority(await response.text());
  const etag = htmlEtag(body, nonce);
  if (!response.headers.has('cache-control'))
    reply.header('cache-control', 'public, max-age=0, must-revalidate');
  reply.header('etag', etag).header('vary', 'Accept-Encoding');
  for (const [name, value] of response.headers) if (name !== 'content-length') reply.header(name, value);
  if (request.headers['if-none-match'] === etag) {
    // A 304 updates the headers of the page the browser kept: keep its CSP, whose nonce matches that page.
    reply.raw.removeHeader('content-security-policy');
    return reply.code(304).send();
  }
  return reply.code(200).type('text/html; charset=utf-8').send(body);
}

/** Serves every page through React Router, with the services and the CSP nonce in the request context. */
export async function reactRouterHost(
  app: FastifyInstance,
  {
    services,
    build,
    inlineCss = NO_INLINE_CSS,
  }: { services: AppServices; build: BuildSource; inlineCss?: InlineCss },
) {
  let handler: ReturnType<typeof createRequestHandler> | null = null;
  const mode = services.config.mode === 'development' ? 'development' : 'production';

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const serverBuild = await build();
      handler = mode === 'development' || !handler ? createRequestHandler(serverBuild, mode) : handler;
      const contexts = contextsOf(serverBuild);
      const nonce = reply.cspNonce?.script ?? '';
      const context = new RouterContextProvider();
      context.set(contexts.services, services);
      context.set(contexts.nonce, nonce);
      context.set(contexts.inlineCss, inlineCss);
      const webRequest = createRequest(request.raw, reply.raw);
      const response = await handler(webRequest, context);
      return sendPage(request, reply, response, nonce);
    },
  });
}
