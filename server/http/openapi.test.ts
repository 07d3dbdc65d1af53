import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { $ZodType } from 'zod/v4/core';
import { z } from 'zod';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';
import { NOT_JSON_API, OPENAPI_PATH, routeKey } from './openapi.ts';

/** Writes whose whole request is their address (and the session): each with the reason it takes no body. */
const BODILESS_WRITES: Record<string, string> = {
  'POST /api/auth/logout': 'ends the session the request carries',
  'POST /api/admin/trash/:id/restore': 'the trashed item is named by the address',
  'POST /api/admin/history/:entryId/restore': 'the version is named by the address',
  'POST /api/bulk-upload/jobs/:id/retry': 'the upload is named by the address',
};

/** The reference page's own routes (its page, its files, the document as it reads it): not API endpoints. */
const REFERENCE_PAGE = /^\/api\/docs(\/|$)/;

const isZod = (value: unknown) => value instanceof $ZodType;

/** A response as a schema, or as content types each with its schema (a CSV, a stream of JSON lines). */
const isResponseContract = (value: unknown) =>
  isZod(value) ||
  (typeof value === 'object' &&
    value !== null &&
    'content' in value &&
    Object.values((value as { content: Record<string, { schema?: unknown }> }).content).every((entry) =>
      isZod(entry.schema),
    ));

/** What a route's contract lacks; nothing for a route that is left out of the document for a stated reason. */
function contractProblems(route: RouteOptions): string[] {
  const key = routeKey(route);
  const schema = route.schema;
  if (NOT_JSON_API[key]) return [];
  if (schema?.hide)
    return REFERENCE_PAGE.test(route.url) ? [] : ['is hidden from the document without a reason'];
  if (!schema) return ['declares no schema at all'];
  const problems: string[] = [];
  if (!schema.summary) problems.push('has no summary for the reference page');
  if (/[:*]/.test(route.url) && !isZod(schema.params)) problems.push('has no params schema');
  // A handler that reads the query string (request.query, or { query } taken from the request) declares it.
  if (!schema.querystring && /\.query\b|\{[^}]*\bquery\b[^}]*\}\s*=/.test(String(route.handler)))
    problems.push('reads the query string without a querystring schema');
  for (const part of ['params', 'querystring', 'body'] as const)
    if (schema[part] !== undefined && !isZod(schema[part]))
      problems.push(`has a ${part} that is not a zod schema`);
  const writes = [route.method].flat().some((method) => ['POST', 'PUT', 'PATCH'].includes(method));
  if (writes && !schema.body && !schema.documentedBody && !BODILESS_WRITES[key])
    problems.push('has no body schema');
  for (const [type, body] of Object.entries(schema.documentedBody ?? {}))
    if (!isZod(body)) problems.push(`documents a ${type} body that is not a zod schema`);
  const responses = (schema.response ?? {}) as Record<string, unknown>;
  if (!Object.keys(responses).some((status) => /^[23]\d\d$/.test(status)))
    problems.push('has no schema for its success response');
  for (const [status, response] of Object.entries(responses))
    if (!isResponseContract(response)) problems.push(`has a ${status} response that is not a zod schema`);
  return problems;
}

describe.each(DATABASE_KINDS)('one contract per endpoint (decision 032) on %s', (kind) => {
  let t: TestApp;
  const routes: RouteOptions[] = [];

  beforeAll(async () => {
    // Every route as Fastify registers it: the app is built inside createTestApp, so the hook goes in through
    // Fastify's diagnostics channel, before any plugin runs.
    const collect = ({ fastify }: { fastify: FastifyInstance }) =>
      fastify.addHook('onRoute', (route: RouteOptions) => void routes.push(route));
    const onInit = collect as (message: unknown) => void;
    subscribe('fastify.initialization', onInit);
    try {
      t = await createTestApp(kind);
    } finally {
      unsubscribe('fastify.initialization', onInit);
    }
  });
  afterAll(async () => t?.close());

  test('every registered route declares its params, body and responses, or is left out for a stated reason', () => {
    // HEAD routes are Fastify's copies of the GET routes, with the same schemas.
    const own = routes.filter((route) => route.method !== 'HEAD');
    expect(own.length).toBeGreaterThan(60);
    const failing = own.flatMap((route) =>
      contractProblems(route).map((problem) => `${[route.method].flat().join(',')} ${route.url} ${problem}`),
    );
    expect(failing).toEqual([]);
  });

  test('each route left out of the document is one the app registers (the pages only with a build)', () => {
    const registered = new Set(routes.map(routeKey));
    const stale = Object.keys(NOT_JSON_API).filter((key) => key !== 'GET /*' && !registered.has(key));
    expect(stale).toEqual([]);
    const staleBodiless = Object.keys(BODILESS_WRITES).filter((key) => !registered.has(key));
    expect(staleBodiless).toEqual([]);
  });

  test('the check finds a route without a schema, without a body, or with a response that is not a schema', () => {
    const route = (options: Partial<RouteOptions>) =>
      ({ method: 'POST', url: '/api/things/:id', handler: () => undefined, ...options }) as RouteOptions;
    expect(contractProblems(route({}))).toEqual(['declares no schema at all']);
    expect(contractProblems(route({ schema: { response: { 200: z.object({}) } } }))).toEqual([
      'has no summary for the reference page',
      'has no params schema',
      'has no body schema',
    ]);
    expect(
      contractProblems(
        route({
          method: 'GET',
          schema: {
            summary: 'A thing',
            params: z.object({ id: z.string() }),
            response: { 404: { type: 'object' } },
          },
        }),
      ),
    ).toEqual(['has no schema for its success response', 'has a 404 response that is not a zod schema']);
    expect(
      contractProblems(
        route({
          method: 'GET',
          url: '/api/things',
          handler: (request) => request.query,
          schema: { summary: 'Things', response: { 200: z.object({}) } },
        }),
      ),
    ).toEqual(['reads the query string without a querystring schema']);
    expect(contractProblems(route({ method: 'GET', url: '/api/secret', schema: { hide: true } }))).toEqual([
      'is hidden from the document without a reason',
    ]);
  });

  test('the generated document is valid OpenAPI 3.1 and describes every endpoint with its failures', async () => {
    const answer = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(answer.statusCode).toBe(200);
    const document = answer.json<{
      openapi: string;
      paths: Record<string, Record<string, Operation>>;
    }>();
    type Operation = {
      requestBody?: { content: Record<string, unknown> };
      responses: Record<string, unknown>;
      security?: unknown[];
    };
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');

    // The uploads and the forms that were undocumented before, with their content types.
    const body = (path: string, method: string) =>
      Object.keys(document.paths[path]?.[method]?.requestBody?.content ?? {}).sort();
    expect(body('/api/bulk-upload/bulk-images', 'post')).toEqual(['multipart/form-data']);
    expect(body('/api/bulk-upload/bulk-zip', 'post')).toEqual(['multipart/form-data']);
    expect(body('/api/admin/products/add', 'post')).toEqual(['application/json', 'multipart/form-data']);
    expect(body('/api/admin/settings', 'put')).toEqual(['application/json', 'multipart/form-data']);
    expect(body('/api/admin/products/import/preview', 'post')).toEqual(['text/csv']);

    // Every call that needs a session says so, and that it may answer 401.
    const admin = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.security)
        .map(([method, operation]) => ({
          call: `${method} ${path}`,
          statuses: Object.keys(operation.responses),
        })),
    );
    expect(admin.length).toBeGreaterThan(40);
    expect(admin.filter(({ statuses }) => !statuses.includes('401'))).toEqual([]);
    // The pages, media and sitemaps are not in it.
    expect(
      Object.keys(document.paths).filter((path) => /^\/(media|uploads|sitemap|robots)|^\/\*/.test(path)),
    ).toEqual([]);
  });
});
