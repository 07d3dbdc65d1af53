import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerBuild } from 'react-router';
import type { InlineCss } from '#common/inline-css.ts';
import { sql } from 'kysely';
import { catalogRoutes } from './catalog/catalog-routes.ts';
import { searchRoutes } from './search/search-routes.ts';
import { productAdminRoutes } from './catalog/product-admin-routes.ts';
import { historyRoutes } from './history/history-routes.ts';
import { trashRoutes } from './trash/trash-routes.ts';
import { productCsvRoutes } from './catalog/product-csv-routes.ts';
import { productBulkEditRoutes } from './catalog/product-bulk-edit-routes.ts';
import { bulkRoutes } from './bulk/bulk-routes.ts';
import { answerClientError, answerError, registerErrorHandling } from './http/error-handler.ts';
import { createRateLimitRepository } from './http/rate-limit-repository.ts';
import { databaseRateLimitStore } from './http/rate-limit-store.ts';
import { reactRouterHost } from './http/react-router-host.ts';
import { createResponseCache, QUICK_BR_QUALITY } from './http/response-cache.ts';
import { createFrontDoor, PAGE_ROUTE, responseCachePlugin } from './http/response-cache-plugin.ts';
import { registerOpenApi } from './http/openapi.ts';
import { masterRoutes } from './masters/master-routes.ts';
import { seoRoutes } from './seo/seo-routes.ts';
import { mediaRoutes } from './media/media-routes.ts';
import type { AppServices } from './services.ts';
import { visitPlaceRoutes } from './tours/visit-place-routes.ts';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { adminAuth } from './auth/auth-http.ts';
import { authRoutes } from './auth/auth-routes.ts';
import { masterAdminRoutes } from './masters/master-admin-routes.ts';
import { visitPlaceAdminRoutes } from './tours/visit-place-admin-routes.ts';
import { categoryAdminRoutes } from './catalog/category-admin-routes.ts';
import { settingsAdminRoutes } from './settings/settings-admin-routes.ts';

const OVERLOAD_RETRY_AFTER_S = 5;
const BUSY_MESSAGE = 'The site is very busy right now. Please try again in a few seconds.';
/** The page a visitor sees when the server is overloaded: small, styled inline (no stylesheet request), no script. */
const BUSY_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="${OVERLOAD_RETRY_AFTER_S}"><title>A moment, please · Gandhara Arts</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f5efe5;color:#2b2621;font:16px/1.6 system-ui,sans-serif;text-align:center;padding:2rem}h1{font:500 2rem/1.2 Georgia,serif;margin:0 0 .5rem}</style></head><body><main><h1>A moment, please</h1><p>${BUSY_MESSAGE}<br>This page will try again by itself.</p></main></body></html>`;

/**
 * What an overloaded server answers. Only work is refused: a page render (a kept page was answered before this) and
 * the API. Scripts, stylesheets and images are files or made once, and refusing them would break the pages that
 * were sent; the health checks must reach a load balancer; a signed-in admin's request goes through.
 */
function busyAnswer(request: FastifyRequest, reply: FastifyReply) {
  const page = request.routeOptions.url === PAGE_ROUTE;
  if (request.personal || (!page && !request.url.startsWith('/api/'))) return undefined;
  reply.code(503).header('retry-after', String(OVERLOAD_RETRY_AFTER_S)).header('cache-control', 'no-store');
  if (page && !request.url.includes('.data')) {
    reply.type('text/html; charset=utf-8');
    return BUSY_PAGE;
  }
  return { success: false, message: BUSY_MESSAGE };
}

const ROOT_DIR = path.resolve(import.meta.dirname, '..');
export const BUILD_DIR = path.join(ROOT_DIR, 'build');

/**
 * Passwords, tokens and cookies never reach a log: at the top of a log object or one level down, and headers
 * wherever they are logged (@fastify/multipart logs a request's headers as `busboyOptions.headers` at trace level).
 */
const SECRET_FIELDS = ['password', 'currentPassword', 'newPassword', 'token'];
const SECRET_HEADERS = ['headers.authorization', 'headers.cookie', 'headers["set-cookie"]'];
const REDACT = [...SECRET_FIELDS, ...SECRET_HEADERS].flatMap((field) => [field, `*.${field}`]);

/** The server's logger; `stream` (instead of stdout) lets a test read what would be logged. */
export function loggerOptions(
  level: string,
  pretty: boolean,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT, censor: '[redacted]' },
    ...(stream ? { stream } : {}),
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

type ResponseFlags = { analytics?: boolean };

/** The built stylesheets, read once at start to be inlined into every page: app.css public, admin.css the panel. */
async function readBuiltCss(clientDir: string): Promise<InlineCss> {
  const assets = path.join(clientDir, 'assets');
  const files = await readdir(assets);
  const read = async (name: string) => {
    const file = files.find((candidate) => new RegExp(`^${name}-[\\w-]+\\.css$`).test(candidate));
    if (!file) throw new Error(`The client build has no ${name} stylesheet: run \`npm run build\` again.`);
    return readFile(path.join(assets, file), 'utf8');
  };
  const [site, admin] = await Promise.all([read('app'), read('admin')]);
  return { site, admin };
}

/** The production server was started before the site was built: a message for the operator, not a stack. */
export class MissingBuildError extends Error {
  override name = 'MissingBuildError';
}

export type PagesOption = { kind: 'build' } | { kind: 'vite' } | { kind: 'none' };

/** The most a GET or HEAD may send as a body, which no route reads: Fastify's own limit for bodies. */
const IGNORED_BODY_LIMIT = 1024 * 1024;

/** A GET or HEAD that carries a body: no route reads it. */
const unreadBody = (request: IncomingMessage) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  (Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined);

/**
 * Reads and drops the body of a GET or HEAD before it is answered. Answered first, the body's unread bytes were
 * still arriving when the connection closed, and the client got a reset instead of its answer (the route fuzzer
 * found it: GET /products with 200 KB of JSON). A body over the limit is answered 413 and the connection closed.
 */
function drainThen(request: IncomingMessage, response: ServerResponse, dispatch: () => void) {
  let size = 0;
  let refused = false;
  request.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > IGNORED_BODY_LIMIT && !refused) {
      refused = true;
      response.writeHead(413, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
      response.end(
        JSON.stringify({ success: false, message: 'A GET request does not carry a body this large.' }),
      );
    }
  });
  request.on('end', () => {
    if (!refused) dispatch();
  });
  request.on('error', () => response.destroy());
}

export async function buildApp(options: {
  services: AppServices;
  pages?: PagesOption;
  logger?: FastifyServerOptions['logger'];
}): Promise<FastifyInstance> {
  const { services } = options;
  const pages = options.pages ?? { kind: 'build' };
  const development = pages.kind === 'vite';
  // Public pages and reads kept rendered; a hit is answered before anything else runs (the front door, then the
  // cache plugin's first hook for what the front door leaves to Fastify).
  const responseCache = createResponseCache({
    changes: services.changes,
    // Under Vite's dev server a page changes with its code: nothing is kept there.
    maxBytes: development ? 0 : services.config.pageCacheMb * 1024 * 1024,
  });
  const frontDoor = createFrontDoor(responseCache);
  const serverOptions: FastifyServerOptions = {
    logger: options.logger ?? false,
    // Fastify's own server, with the front door before Fastify's handler (the timeouts as Fastify sets them).
    serverFactory: (handler, settings) => {
      const server = createServer((request, response) => {
        const dispatch = () => {
          if (!frontDoor(request, response)) handler(request, response);
        };
        if (unreadBody(request)) drainThen(request, response, dispatch);
        else dispatch();
      });
      server.keepAliveTimeout = settings.keepAliveTimeout as number;
      server.requestTimeout = settings.requestTimeout as number;
      server.setTimeout(settings.connectionTimeout as number);
      return server;
    },
    // A list of addresses and networks goes to proxy-addr as it is; a hop count trusts that many hops.
    trustProxy:
      typeof services.config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (services.config.trustProxy as number)
        : services.config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 300 },
    // What the router refuses before a route is found (a malformed percent-encoding) is answered like any other error.
    frameworkErrors: answerError,
    // And what Node's HTTP parser cannot read (headers over 16 KB), on the bare socket.
    clientErrorHandler: answerClientError,
  };
  const app = Fastify(serverOptions);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // Before any route: the document collects the routes as they are added (decision 032).
  await registerOpenApi(app, {
    publicUrl: services.config.publicUrl,
    isAdminGuard: (hook) => hook === app.requireAdmin,
  });
  // The search indexer stops following the catalogue, and the change bus's own connections go with the app,
  // before the database they may use.
  app.addHook('onClose', async () => {
    await Promise.all([services.search.stop(), services.shownCategories.stop()]);
  });
  app.addHook('onClose', async () => services.changes.close());

  const https = services.config.publicUrl.startsWith('https://');
  // With MEDIA_PUBLIC_URL the media routes redirect to a CDN, and the browser follows only to allowed sources.
  const mediaCdn = services.config.mediaPublicUrl ? [new URL(services.config.mediaPublicUrl).origin] : [];
  // Google's analytics hosts are allowed only on a site whose owner has set a measurement id.
  const ANALYTICS_SCRIPT = 'https://www.googletagmanager.com';
  const ANALYTICS_CONNECT =
    'https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com';
  // Google's hosts are allowed only while the owner has set a measurement id (the settings cache makes it cheap).
  app.addHook('onRequest', async (_request, reply) => {
    (reply.raw as ResponseFlags).analytics = Boolean((await services.settings.getSite()).analyticsId);
  });
  const whenAnalytics = (sources: string) => (_req: unknown, res: unknown) =>
    (res as ResponseFlags).analytics ? sources : '';
  await app.register(helmet, {
    enableCSPNonces: false,
    contentSecurityPolicy: development
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            // Pages add the hash of each of their inline scripts (react-router-host.ts, decision 018).
            scriptSrc: ["'self'", whenAnalytics(ANALYTICS_SCRIPT)],
            styleSrc: ["'self'", "'unsafe-inline'"],
            // Products imported from the old site may point at images on other hosts by absolute URL.
            imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...mediaCdn],
            mediaSrc: ["'self'", 'blob:', ...mediaCdn],
            fontSrc: ["'self'"],
            connectSrc: ["'self'", whenAnalytics(ANALYTICS_CONNECT)],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
            ...(https ? { upgradeInsecureRequests: [] } : {}),
          },
        },
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(compress, {
    threshold: 1024,
    // Answers the cache does not keep are compressed in one go: a streaming brotli encoder holds ~5 MB for as long
    // as its response lasts, and 200 of them at once grew the process by 900 MB that glibc never gave back.
    syncThreshold: 4 * 1024 * 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: QUICK_BR_QUALITY } },
  });
  await app.register(etag, { weak: true });

  await app.register(cookie);
  app.addHook('onClose', async () => responseCache.close());
  await app.register(responseCachePlugin, { cache: responseCache, auth: services.auth });
  // Overload: past OVERLOAD_DELAY_MS of event-loop delay (half a second by default; 0 turns this off), a request that
  // needs work (a render, an API call) is refused at once with 503 and Retry-After, so that those already waiting
  // finish instead of everyone waiting ten seconds (busyAnswer says what still goes through).
  if (services.config.overloadDelayMs > 0)
    await app.register(underPressure, {
      maxEventLoopDelay: services.config.overloadDelayMs,
      // A window with no sample at all (the loop held for all of it) counts as overloaded, so not too short.
      sampleInterval: 500,
      retryAfter: OVERLOAD_RETRY_AFTER_S,
      // The plugin sends what its handler returns, which its types leave out.
      pressureHandler: busyAnswer as unknown as FastifyUnderPressureOptions['pressureHandler'],
    });

  // Alive: the process answers. A load balancer restarts an instance that stops answering this.
  const health = app.withTypeProvider<ZodTypeProvider>();
  const healthy = z.object({ status: z.literal('ok') });
  health.get(
    '/healthz',
    { schema: { summary: 'The process is alive', response: { 200: healthy } } },
    async () => ({ status: 'ok' as const }),
  );
  // Ready: the database and the media store answer, and the process is not shutting down. A load balancer sends
  // requests only to an instance that is ready; a stopping one says no here while it finishes its requests.
  health.get(
    '/readyz',
    {
      schema: {
        summary: 'The database and the media store answer',
        response: {
          200: healthy,
          503: z.object({ status: z.enum(['stopping', 'unavailable']), message: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      if (services.lifecycle.stopping)
        return reply.code(503).send({ status: 'stopping', message: 'The server is shutting down.' });
      const checks = await Promise.allSettled([
        sql`select 1`.execute(services.database.db),
        services.storage.ping(),
      ]);
      const [database, media] = checks;
      if (database.status === 'fulfilled' && media.status === 'fulfilled') return { status: 'ok' as const };
      const failing = [
        ...(database.status === 'rejected' ? ['database'] : []),
        ...(media.status === 'rejected' ? ['media store'] : []),
      ];
      for (const check of checks)
        if (check.status === 'rejected') app.log.error({ err: check.reason }, 'readiness check failed');
      return reply
        .code(503)
        .send({ status: 'unavailable', message: `Not reachable: ${failing.join(' and ')}.` });
    },
  );

  await app.register(multipart);
  // Budgets are shared by every instance: in Redis when REDIS_URL is set, otherwise in the database.
  const redis = services.config.redisUrl
    ? new Redis(services.config.redisUrl, { maxRetriesPerRequest: 2 })
    : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  await app.register(rateLimit, {
    global: false,
    ...(redis
      ? { redis, nameSpace: 'gandhara-rate-limit-' }
      : { store: databaseRateLimitStore(createRateLimitRepository(services.database.db)) }),
  });
  await app.register(adminAuth, { auth: services.auth, publicUrl: services.config.publicUrl });
  await app.register(authRoutes, { services });
  await app.register(mediaRoutes, { services });
  await app.register(catalogRoutes, { services });
  await app.register(searchRoutes, { services });
  await app.register(productAdminRoutes, { services });
  await app.register(trashRoutes, { services });
  await app.register(historyRoutes, { services });
  await app.register(productCsvRoutes, { services });
  await app.register(productBulkEditRoutes, { services });
  await app.register(bulkRoutes, { services });
  await app.register(visitPlaceRoutes, { services });
  await app.register(visitPlaceAdminRoutes, { services });
  await app.register(masterRoutes, { services });
  await app.register(masterAdminRoutes, { services });
  await app.register(settingsAdminRoutes, { services });
  await app.register(categoryAdminRoutes, { services });
  await app.register(seoRoutes, { services });

  // Unknown API paths are JSON 404s, not the storefront's 404 page.
  app.get('/api/*', async (request, reply) =>
    reply.code(404).send({ success: false, message: `No route GET ${request.url.split('?')[0]}` }),
  );
  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send({ success: false, message: `No route ${request.method} ${request.url.split('?')[0]}` });
  });

  if (pages.kind === 'build') {
    const clientDir = path.join(BUILD_DIR, 'client');
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      decorateReply: false,
      index: false,
      // The build writes .br and .gz beside each script and style sheet (vite.config.ts).
      preCompressed: true,
      // Vite fingerprints everything under /assets; other public files may change between releases.
      setHeaders: (reply, filePath) => {
        const immutable = filePath.startsWith(path.join(clientDir, 'assets') + path.sep);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
    const serverBuildFile = path.join(BUILD_DIR, 'server', 'index.js');
    if (!existsSync(serverBuildFile))
      throw new MissingBuildError(
        `There is no build in ${BUILD_DIR}. Run \`npm run build\` first (it needs the dev dependencies), then ` +
          '`npm run serve`; or run `npm start`, which builds when needed.',
      );
    const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
    await app.register(reactRouterHost, {
      services,
      build: async () => build,
      inlineCss: await readBuiltCss(clientDir),
    });
  } else if (pages.kind === 'vite') {
    const { createServer } = await import('vite');
    const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom', root: ROOT_DIR });
    await app.register((await import('@fastify/middie')).default);
    app.use(vite.middlewares);
    app.addHook('onClose', async () => vite.close());
    await app.register(reactRouterHost, {
      services,
      build: async () => (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild,
    });
  }
  return app;
}
