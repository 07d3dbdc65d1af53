import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequest } from '@remix-run/node-fetch-server';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import type { AppServices } from '#server/services.ts';
import type { InlineCss } from '#common/inline-css.ts';
import type { AppRequestContexts } from './page-contexts.ts';
import { recordReads, type PageReads } from './page-reads.ts';
import { SCRIPT_CLOSE, startScriptsAfterLoad, TAG_END } from './page-scripts.ts';
import { cacheKey, PAGE_ROUTE, pageUrl } from './response-cache-plugin.ts';
import { etagMatches, isEntry, sendEntry, weakEtag } from './kept-answer.ts';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL, type Rendered } from './response-cache.ts';

type BuildSource = () => Promise<ServerBuild>;

/** The app's context keys live in the server build; the build exports them from its entry module. */
function contextsOf(build: ServerBuild): AppRequestContexts {
  const contexts = (build.entry.module as unknown as { appContexts?: AppRequestContexts }).appContexts;
  if (!contexts) throw new Error('The server build does not export appContexts from app/entry.server.tsx');
  return contexts;
}

const SCRIPT_OPEN = Buffer.from('<script');

/**
 * The CSP source of each script written into the page (JSON-LD is data, not run, and needs none): the SHA-256 of
 * its text as sent, which is what the browser hashes, so the bytes are hashed without decoding the page.
 */
export function inlineScriptHashes(html: Buffer): string[] {
  const hashes = new Set<string>();
  for (let at = html.indexOf(SCRIPT_OPEN); at >= 0; at = html.indexOf(SCRIPT_OPEN, at)) {
    const tagEnd = html.indexOf(TAG_END, at);
    if (tagEnd < 0) break;
    const close = html.indexOf(SCRIPT_CLOSE, tagEnd);
    if (close < 0) break;
    const attributes = html.toString('latin1', at + SCRIPT_OPEN.length, tagEnd);
    at = close + SCRIPT_CLOSE.length;
    // `<scripts…>` is not a script tag; one with a src has no inline text to allow.
    if (!/^(\s|$)/.test(attributes) || /\ssrc=/.test(attributes)) continue;
    if (/type=["']?application\/(ld\+)?json/.test(attributes)) continue;
    const text = html.subarray(tagEnd + 1, close);
    hashes.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The page's policy: the site's (helmet's, with `script-src` naming only files and allowed hosts) plus the hash of
 * each inline script of this very page. Hashes, unlike a nonce, are the same for every copy of a page, so a kept
 * page carries a strict policy (decision 018).
 */
export function withScriptHashes(policy: string, hashes: readonly string[]): string {
  if (hashes.length === 0) return policy;
  return policy
    .split(';')
    .map((directive) =>
      /^\s*script-src\s/.test(directive) ? `${directive.trimEnd()} ${hashes.join(' ')}` : directive,
    )
    .join(';');
}

/** Serves every page through React Router, kept rendered for visitors by the response cache. */
export async function reactRouterHost(
  app: FastifyInstance,
  {
    services,
    build,
    inlineCss = { site: '', admin: '' },
  }: { services: AppServices; build: BuildSource; inlineCss?: InlineCss },
) {
  let handler: ReturnType<typeof createRequestHandler> | null = null;
  const mode = services.config.mode === 'development' ? 'development' : 'production';
  const origin = new URL(services.config.publicUrl).origin;

  /**
   * One render. A visitor's request is rendered as a request of the site's own address, with no header but the
   * user agent (the cache key's crawler flag): what is kept cannot depend on a cookie, a Host header or anything a
   * later visitor would not send, and a render shared by several visitors is not cut short when the first leaves.
   */
  async function render(request: FastifyRequest, reply: FastifyReply): Promise<Rendered> {
    const serverBuild = await build();
    handler = mode === 'development' || !handler ? createRequestHandler(serverBuild, mode) : handler;
    const contexts = contextsOf(serverBuild);
    const reads: PageReads = { topics: new Set(), personal: request.personal };
    const context = new RouterContextProvider();
    context.set(contexts.services, request.personal ? services : recordReads(services, reads));
    context.set(contexts.inlineCss, inlineCss);
    context.set(contexts.checkedAdmin, request.cookieAdmin);
    const webRequest = request.personal
      ? createRequest(request.raw, reply.raw)
      : new Request(`${origin}${pageUrl(request.url)}`, {
          headers: { 'user-agent': request.headers['user-agent'] ?? '' },
        });
    const response = await handler(webRequest, context);

    const headers: Record<string, string> = {};
    for (const [name, value] of response.headers)
      if (name !== 'content-length' && name !== 'content-encoding') headers[name] = value;
    const admin = /^\/admin(\/|\.data|$)/.test(new URL(webRequest.url).pathname);
    let body: Buffer = Buffer.from(await response.arrayBuffer());
    if (headers['content-type']?.startsWith('text/html')) {
      // The panel's screens are for working in at once: their scripts start as React Router starts them.
      if (!admin) body = startScriptsAfterLoad(body);
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string')
        headers['content-security-policy'] = withScriptHashes(policy, inlineScriptHashes(body));
    }
    const personal = reads.personal || admin;
    headers['cache-control'] = personal
      ? PRIVATE_CACHE_CONTROL
      : (headers['cache-control'] ?? PUBLIC_CACHE_CONTROL);
    return {
      status: response.status,
      headers,
      body,
      topics: reads.topics,
      cacheable: !personal,
    };
  }

  function sendRendered(request: FastifyRequest, reply: FastifyReply, rendered: Rendered) {
    for (const [name, value] of Object.entries(rendered.headers)) reply.header(name, value);
    if (rendered.status === 200) {
      // Even an answer that is not kept can be revalidated by the browser that has it.
      const etag = weakEtag(rendered.body);
      reply.header('etag', etag).header('vary', 'Accept-Encoding');
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    }
    return reply.code(rendered.status).send(rendered.body);
  }

  app.route({
    method: ['GET', 'HEAD'],
    url: PAGE_ROUTE,
    handler: async (request, reply) => {
      if (request.personal) return sendRendered(request, reply, await render(request, reply));
      // A hit was answered before this handler (response-cache-plugin.ts); here every visitor asking for the same
      // page while it renders waits for that one render.
      const answer = await app.responseCache.fill(cacheKey(request), () => render(request, reply));
      return isEntry(answer)
        ? sendEntry(request, reply, answer, 'miss')
        : sendRendered(request, reply, answer);
    },
  });
}
