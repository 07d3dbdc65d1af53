import { createServer } from 'node:http';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
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
import { createResponseCache, QUICK_BR_QUALITY } from './http/response-cache.ts';
import { createFrontDoor, responseCachePlugin } from './http/response-cache-plugin.ts';
import { healthRoutes } from './http/health-routes.ts';
import { registerOverloadGuard } from './http/overload.ts';
import { registerPages } from './http/page-serving.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { drainThen, unreadBody } from './http/unread-body.ts';
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
import { enquiryRoutes } from './enquiries/enquiry-routes.ts';
import { enquiryAdminRoutes } from './enquiries/enquiry-admin-routes.ts';

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

export type PagesOption = { kind: 'build' } | { kind: 'vite' } | { kind: 'none' };

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

  await registerSecurityHeaders(app, services, development);
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
  await registerOverloadGuard(app, services.config.overloadDelayMs);
  healthRoutes(app, services);

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
  await app.register(enquiryRoutes, { services });
  await app.register(enquiryAdminRoutes, { services });

  // Unknown API paths are JSON 404s, not the storefront's 404 page.
  app.get('/api/*', async (request, reply) =>
    reply.code(404).send({ success: false, message: `No route GET ${request.url.split('?')[0]}` }),
  );
  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send({ success: false, message: `No route ${request.method} ${request.url.split('?')[0]}` });
  });

  if (pages.kind !== 'none')
    await registerPages(app, services, { kind: pages.kind, rootDir: ROOT_DIR, buildDir: BUILD_DIR });
  return app;
}
