import { readFileSync } from 'node:fs';
import path from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { ADMIN_SESSION_COOKIE } from '#common/admin-session.ts';
import { errorResponseSchema } from '#common/schemas/records.ts';

/**
 * One contract per endpoint (decision 032): each route's zod schemas validate what it is sent, check what it answers
 * and, converted here, make the OpenAPI 3.1 document served at /api/openapi.json and shown at /api/docs.
 */

/** Where the document is served. */
export const OPENAPI_PATH = '/api/openapi.json';
/** The reference page (Swagger UI): its page, its files and the document as it reads it, all under this path. */
const API_DOCS_PATH = '/api/docs';

/**
 * A request body the route reads itself (a multipart form, a CSV file), by content type: described in the document,
 * and checked by the handler with the same schemas, since Fastify's validation cannot read a stream it has not
 * parsed. A route that takes JSON as well as a form names both.
 */
type DocumentedBody = Record<string, ZodType>;

declare module 'fastify' {
  interface FastifySchema {
    /** See `DocumentedBody`. */
    documentedBody?: DocumentedBody;
    /** Left out of the document (the routes of NOT_JSON_API, @fastify/static's files). */
    hide?: boolean;
  }
}

/**
 * The routes that are not JSON endpoints, each with the reason it is left out of the document. The contract test
 * (openapi.test.ts) fails for any other route without a full contract, and for an entry here that names no route.
 */
export const NOT_JSON_API: Record<string, string> = {
  'GET /*':
    'the storefront’s and the panel’s pages, rendered by React Router (HTML, or its .data for navigation)',
  'GET /api/*': 'not an endpoint: the JSON 404 that answers an unknown API path',
  [`GET ${OPENAPI_PATH}`]: 'the OpenAPI document itself',
  'GET /media/:hash/:key/:file': 'image variants: AVIF, WebP or JPEG bytes',
  'GET /media/videos/:file': 'video files, with Range support',
  'GET /uploads/*': 'the old site’s upload paths: redirects to the media that replaced them',
  'GET /sitemap.xml': 'the sitemap index (XML)',
  'GET /sitemap-pages.xml': 'a sitemap (XML)',
  'GET /sitemap-products-:number(^\\d{1,6}).xml': 'a sitemap (XML)',
  'GET /robots.txt': 'robots.txt (plain text)',
};

/** The key of a route in NOT_JSON_API. */
export const routeKey = (route: Pick<RouteOptions, 'method' | 'url'>) =>
  `${[route.method].flat().includes('GET') ? 'GET' : [route.method].flat()[0]} ${route.url}`;

const hooksOf = (route: RouteOptions) =>
  [route.onRequest, route.preHandler].flat().filter((hook) => typeof hook === 'function');

const hasBody = (method: RouteOptions['method']) =>
  [method].flat().some((name) => ['POST', 'PUT', 'PATCH'].includes(name));

/**
 * The failures every route of a kind may answer, in the one shape the error handler gives them, added to each
 * route's contract where it does not name them itself: a request that does not match its schemas (400), a body too
 * large or of a type the route does not read (413, 415), no session or a session riding on another site's request
 * (401, 403), too many requests (429), an unexpected failure (500) and an overloaded server (503, API only).
 */
const failure = (description: string) => errorResponseSchema.describe(description);
const FAILURES = {
  400: failure('The request does not match its schema: `errors` names each field and what is wrong'),
  401: failure('No signed-in admin: the session is missing, ended or unknown'),
  403: failure('A write carrying the session cookie that did not come from the site’s own pages'),
  404: failure('No such record (the message names it)'),
  409: failure('The change conflicts with how things are now (the message says why)'),
  410: failure('Deleted: the record is in the trash'),
  413: failure('The body, or a file in it, is over its limit'),
  415: failure('A body of a type the route does not read, or a file that is not what it claims'),
  422: failure('A file that could not be read'),
  429: failure('Too many requests from this address (or for this account): see Retry-After'),
  500: failure('An unexpected failure on the server (logged; the answer carries no detail)'),
  503: failure('The server is overloaded: try again after Retry-After'),
};

function commonFailures(route: RouteOptions, admin: boolean): Partial<Record<number, ZodType>> {
  const schema = route.schema ?? {};
  const takesInput = Boolean(schema.params || schema.querystring || schema.body || schema.documentedBody);
  return {
    ...(takesInput ? { 400: FAILURES[400] } : {}),
    ...(admin ? { 401: FAILURES[401], 403: FAILURES[403] } : {}),
    ...(hasBody(route.method) ? { 413: FAILURES[413], 415: FAILURES[415] } : {}),
    ...((route.config as { rateLimit?: unknown } | undefined)?.rateLimit ? { 429: FAILURES[429] } : {}),
    500: FAILURES[500],
    ...(route.url.startsWith('/api/') ? { 503: FAILURES[503] } : {}),
  };
}

/** A tag per feature, so that the reference page groups the endpoints as the panel does. */
function tagOf(url: string): string {
  const rules: [RegExp, string][] = [
    [/^\/api\/auth\//, 'Signing in'],
    [/^\/api\/search/, 'Search'],
    [/^\/api\/admin\/products\/(bulk|import|export)/, 'Products: bulk edit, CSV'],
    [/^\/api\/bulk-upload\//, 'Bulk upload'],
    [/^\/api\/admin\/(categories|subcategories)/, 'Categories (admin)'],
    [/^\/api\/admin\/settings/, 'Settings (admin)'],
    [/^\/api\/admin\/(trash|history)/, 'Trash and history (admin)'],
    [/^\/api\/(admin\/)?enquiries/, 'Enquiries'],
    [/^\/api\/(admin\/)?products|^\/products\//, 'Products'],
    [/^\/api\/categories/, 'Products'],
    [/visit-places/, 'Tour places'],
    [/masters/, 'Masters'],
  ];
  return rules.find(([pattern]) => pattern.test(url))?.[1] ?? 'Health';
}

const SESSION_SECURITY: { [scheme: string]: string[] }[] = [{ bearerToken: [] }, { sessionCookie: [] }];

/**
 * Registers the document's generator (before the routes, which it collects as they are added) and the hook that
 * completes each route's responses with the common failures. `requireAdmin` marks the routes that need a session.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  options: { publicUrl: string; isAdminGuard: (hook: unknown) => boolean },
) {
  const adminRoute = (route: RouteOptions) => hooksOf(route).some(options.isAdminGuard);

  app.addHook('onRoute', (route) => {
    if (!route.schema || route.schema.hide || NOT_JSON_API[routeKey(route)] || !route.schema.response) return;
    // A route's own failures in the common shape get the common description of their status.
    const own = Object.entries(route.schema.response as Record<string, unknown>).map(([status, schema]) => [
      status,
      schema === errorResponseSchema ? (FAILURES[Number(status) as keyof typeof FAILURES] ?? schema) : schema,
    ]);
    route.schema.response = { ...commonFailures(route, adminRoute(route)), ...Object.fromEntries(own) };
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Gandhara Arts API',
        version: '1.0.0',
        description:
          'The shop’s JSON API: the old site’s public reads at their old paths, search, and the admin panel’s ' +
          'calls. Authentication, caching and compatibility notes are in docs/api.md.',
      },
      servers: [{ url: options.publicUrl }],
      components: {
        securitySchemes: {
          bearerToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'The `token` of POST /api/auth/login, for API clients.',
          },
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: ADMIN_SESSION_COOKIE,
            description:
              'The admin panel’s httpOnly session cookie; a write that carries it must come from the site’s own ' +
              'pages (Origin or Sec-Fetch-Site), else 403.',
          },
        },
      },
    },
    transform(document) {
      const { route, url } = document;
      if (NOT_JSON_API[routeKey(route)]) return { schema: { hide: true }, url };
      const { documentedBody, ...schema } = (document.schema ?? {}) as FastifySchema;
      const transformed = jsonSchemaTransform({ ...document, schema }) as {
        schema: FastifySchema;
        url: string;
      };
      if (transformed.schema.hide) return transformed;
      if (documentedBody) {
        const content: Record<string, { schema: unknown }> = {};
        for (const [type, body] of Object.entries(documentedBody)) {
          const converted = jsonSchemaTransform({ ...document, schema: { body } }).schema as {
            body: unknown;
          };
          content[type] = { schema: converted.body };
        }
        transformed.schema.body = { content };
      }
      return {
        url,
        schema: {
          ...transformed.schema,
          tags: [tagOf(url)],
          ...(adminRoute(route) ? { security: SESSION_SECURITY } : {}),
        },
      };
    },
    transformObject: jsonSchemaTransformObject,
  });

  app.get(OPENAPI_PATH, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    return app.swagger();
  });

  // Swagger UI from the package's own files (no CDN), under the site's CSP: its scripts are files, not inline.
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    theme: { title: 'Gandhara Arts API' },
    // The shop's own mark in the top bar, linking back to the shop, instead of the library's.
    logo: {
      type: 'image/svg+xml',
      content: readFileSync(path.join(import.meta.dirname, '../../public/favicon.svg')),
      href: '/',
      target: '_self',
    },
    uiConfig: { docExpansion: 'list', deepLinking: true, tryItOutEnabled: false },
  });
}
