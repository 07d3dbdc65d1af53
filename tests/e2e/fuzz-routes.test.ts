import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from 'vitest';
import { SESSION_COOKIE } from '#server/auth/auth-http.ts';
import { BUILD_DIR } from '#server/app.ts';
import { addCatalog } from '#tests/helpers/catalog-fixtures.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';

/**
 * Every route of the app, fuzzed with hostile input (issue 16, item 8): odd percent-encodings, very long and unicode
 * path parameters, `..` and null bytes; repeated, bracketed and out-of-range query parameters; bodies of the wrong
 * type, truncated, deeply nested, empty, under the wrong content type, and multipart forms without a boundary or cut
 * short. Whatever it is sent, no route may answer 5xx (503 from overload aside) or log at error level.
 *
 * Bounded in time: FUZZ_BUDGET_MS (36 s unless set), split between the databases and shared among the routes, a
 * route that answers quickly leaving its share to those that render. PostgreSQL gets half rather than doubling the
 * run: it finds what SQLite cannot (it refuses a NUL byte in text). FUZZ_SEED repeats a run; a failure prints the
 * seed and the smallest input found. CI uses one seed, so that a change is held back by what it broke, not by a case
 * a new seed happened to find; a run elsewhere draws a new seed each time, to look further.
 */

const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 36_000);
const CI_SEED = 20_261_126;
const SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : process.env.CI
    ? CI_SEED
    : Date.now() % 2 ** 31;
const MAX_RUNS_PER_ROUTE = 300;
/** A request that takes longer than this is a finding too: a handler that hangs on some input. */
const REQUEST_TIMEOUT_MS = 10_000;
const EMAIL = 'owner@gandhara.test';
const PASSWORD = 'a long and private passphrase for the fuzzer';

if (DATABASE_KINDS.length > 1)
  console.warn(
    `Route fuzzing splits its ${BUDGET_MS / 1000} s between SQLite and PostgreSQL: each database gets half the ` +
      'requests it would get alone.',
  );

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS';
type Route = { method: Method; url: string; kind: 'api' | 'page' | 'file' };
type Auth = 'none' | 'bearer' | 'cookie' | 'junk';
type Body = { payload?: Buffer; contentType?: string; label: string };
type FuzzRequest = {
  method: Method;
  url: string;
  auth: Auth;
  headers: Record<string, string>;
  body: Body;
  overHttp: boolean;
};
type Answer = { status: number; body: string };

// ---------------------------------------------------------------------------------------------------------------
// What is sent

/** Percent-encodes every byte of the UTF-8 outside the unreserved set (a lone surrogate becomes U+FFFD). */
const percentEncode = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

/** Pieces of a path or a query value that have broken decoders, routers and parsers before. */
const ODD_PIECES = [
  '%',
  '%2',
  '%ZZ',
  '%25',
  '%00',
  '%E0%A4%A',
  '%C0%AE',
  '%C0',
  '%FF%FE',
  '%F0%9F%98',
  '%ED%A0%80',
  '%u0041',
  '%2e%2e',
  '%2E%2E%2F',
  '%2F',
  '%5C',
  '..',
  '.',
  '%0A',
  '%0D%0A',
  '%20',
  '%22%3E%3Cscript%3E',
  '%3F',
  '%23',
  '+',
  ';',
  '@',
  ':',
  ',',
  '~',
  '*',
  '$',
  '!',
  '(',
  "'",
  '=',
  '&',
  '[',
  ']',
  '{}',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  'prototype',
  '0',
  '-1',
  '1e3',
  '1e309',
  '-0',
  '0x1F',
  '9007199254740993',
  '99999999999999999999999999999999',
  'NaN',
  'Infinity',
  '.data',
  '_root.data',
  'index.html',
];

const piece = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ODD_PIECES) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }).map(percentEncode) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }).map(percentEncode) },
  { weight: 2, arbitrary: fc.stringMatching(/^[a-z0-9-]{1,24}$/) },
  { weight: 1, arbitrary: fc.integer({ min: -1e12, max: 1e12 }).map(String) },
  { weight: 1, arbitrary: fc.integer({ min: 200, max: 4_000 }).map((length) => 'a'.repeat(length)) },
);
const segment = fc.array(piece, { minLength: 1, maxLength: 4 }).map((pieces) => pieces.join(''));
const wildcard = fc
  .array(fc.oneof(segment, fc.constantFrom('..', '.', '', '%2e%2e')), { minLength: 1, maxLength: 5 })
  .map((segments) => segments.join('/'));

const QUERY_KEYS = [
  'page',
  'limit',
  'q',
  'search',
  'sort',
  'order',
  'category',
  'sub',
  'status',
  'next',
  'days',
  'id',
  'slug',
  'name',
  'w',
  'format',
  'featured',
  'minPrice',
  'maxPrice',
  '_routes',
  'utm_source',
  'fbclid',
  'a[b]',
  'a[]',
  'a[b][c]',
  '__proto__',
  '__proto__[x]',
  'constructor[prototype]',
  'toString',
];
const queryKey = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...QUERY_KEYS) },
  { weight: 1, arbitrary: piece },
);
const queryString = fc
  .array(fc.tuple(queryKey, fc.option(piece, { freq: 5 }), fc.boolean()), { maxLength: 6 })
  .map((pairs) =>
    pairs
      // a key may come twice (an array) or without a value at all
      .flatMap(([key, value, twice]) => Array(twice ? 2 : 1).fill(value === null ? key : `${key}=${value}`))
      .join('&'),
  );

/** Field names the app's forms and JSON bodies use, beside a few no form has. */
const FIELD_NAMES = [
  'title',
  'price',
  'originalPrice',
  'description',
  'keywords',
  'categories',
  'specifications',
  'images',
  'image',
  'imageAlt',
  'imageOrder',
  'video',
  'seoTitle',
  'seoDescription',
  'focusKeyword',
  'slug',
  'status',
  'name',
  'specialty',
  'experience',
  'quote',
  'tourCategory',
  'location',
  'rating',
  'reviews',
  'email',
  'password',
  'currentPassword',
  'newPassword',
  'settings',
  'order',
  'ids',
  'subcategories',
  'zipFile',
  'businessPhone',
  'analyticsId',
  'promoVideos',
  '__proto__',
  'constructor',
];
const hostileText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...ODD_PIECES),
  fc.integer({ min: 1_000, max: 200_000 }).map((length) => 'x'.repeat(length)),
  fc.constantFrom('[]', '{}', '["a",1]', '{"a":', '[[[[', 'null', '"', '\u0000', '1e400'),
);
const jsonLeaf = fc.oneof(
  hostileText,
  fc.double(),
  fc.integer(),
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -0, 0.1 + 0.2),
  fc.boolean(),
  fc.constant(null),
);
const jsonValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    jsonLeaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 8 })), tie('value'), {
      maxKeys: 5,
    }),
  ),
})).value;
/** An object with the forms' field names, each of some unexpected type. */
const jsonObject = fc.dictionary(fc.constantFrom(...FIELD_NAMES), jsonValue, { maxKeys: 8 });

const JSON_TYPE = 'application/json';
const CONTENT_TYPES = [
  JSON_TYPE,
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=bogus',
  'APPLICATION/JSON',
  'application/json, text/plain',
  'application/vnd.api+json',
  'text/plain',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'multipart/mixed; boundary=x',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary="unterminated',
  'image/jpeg',
  '*/*',
  ';;;',
  'a/b; c',
];

const BOUNDARY = 'fuzzBoundary7MA4YWxkTrZu0gW';
type Part = { name: string; filename?: string; type?: string; content: string };
const formPart: fc.Arbitrary<Part> = fc.record(
  {
    name: fc.oneof(fc.constantFrom(...FIELD_NAMES), hostileText),
    filename: fc.oneof(
      fc.constantFrom('photo.jpg', 'a.zip', '../../etc/passwd', '', 'ü.png', 'x'.repeat(300)),
      fc.string({ maxLength: 12 }),
    ),
    type: fc.constantFrom('image/jpeg', 'image/png', 'application/zip', 'text/plain', 'video/mp4', ''),
    content: fc.oneof(
      hostileText,
      fc.constantFrom('\xff\xd8\xff\xe0\x00\x10JFIF', 'PK\x03\x04', '\x00\x00\x00\x18ftypmp42'),
    ),
  },
  { requiredKeys: ['name', 'content'] },
);
const multipartBody = (parts: Part[], boundary = BOUNDARY) =>
  Buffer.from(
    parts
      .map(
        (part) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"` +
          (part.filename !== undefined ? `; filename="${part.filename}"` : '') +
          (part.type ? `\r\nContent-Type: ${part.type}` : '') +
          `\r\n\r\n${part.content}\r\n`,
      )
      .join('') + `--${boundary}--\r\n`,
    'latin1',
  );

const body: fc.Arbitrary<Body> = fc.oneof(
  fc.constant({ label: 'no body' }),
  jsonObject.map((value) => ({
    payload: Buffer.from(JSON.stringify(value)),
    contentType: JSON_TYPE,
    label: 'json',
  })),
  jsonValue.map((value) => ({
    payload: Buffer.from(JSON.stringify(value) ?? 'undefined'),
    contentType: JSON_TYPE,
    label: 'json of another type',
  })),
  fc.tuple(jsonObject, fc.nat()).map(([value, cut]) => {
    const text = JSON.stringify(value);
    return {
      payload: Buffer.from(text.slice(0, cut % Math.max(1, text.length))),
      contentType: JSON_TYPE,
      label: 'truncated json',
    };
  }),
  fc.tuple(fc.constantFrom(100, 5_000, 100_000), fc.boolean()).map(([depth, arrays]) => ({
    payload: Buffer.from(
      arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
    ),
    contentType: JSON_TYPE,
    label: `json nested ${depth} deep`,
  })),
  fc.constant({ payload: Buffer.alloc(0), contentType: JSON_TYPE, label: 'empty json' }),
  fc
    .tuple(
      fc.constantFrom(...CONTENT_TYPES),
      fc.oneof(
        hostileText,
        jsonObject.map((value) => JSON.stringify(value)),
      ),
    )
    .map(([contentType, text]) => ({ payload: Buffer.from(text), contentType, label: `as ${contentType}` })),
  hostileText.map((text) => ({ payload: Buffer.from(text), label: 'no content type' })),
  fc.array(formPart, { maxLength: 5 }).map((parts) => ({
    payload: multipartBody(parts),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    label: 'multipart',
  })),
  fc.tuple(fc.array(formPart, { minLength: 1, maxLength: 4 }), fc.nat()).map(([parts, cut]) => {
    const whole = multipartBody(parts);
    return {
      payload: whole.subarray(0, cut % whole.length),
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      label: 'truncated multipart',
    };
  }),
  fc.array(formPart, { maxLength: 3 }).map((parts) => ({
    payload: multipartBody(parts),
    contentType: 'multipart/form-data',
    label: 'multipart without boundary',
  })),
  fc.tuple(fc.array(formPart, { maxLength: 2 }), fc.integer({ min: 71, max: 400 })).map(([parts, length]) => {
    const boundary = 'b'.repeat(length);
    return {
      payload: multipartBody(parts, boundary),
      contentType: `multipart/form-data; boundary=${boundary}`,
      label: 'multipart with a long boundary',
    };
  }),
  hostileText.map((text) => ({
    payload: Buffer.from(`--${BOUNDARY}\r\n${text}\r\n\r\nvalue\r\n--${BOUNDARY}--\r\n`),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    label: 'multipart with a malformed part header',
  })),
);

/** Headers a client may send wrong: ranges, validators, encodings, cookies, proxies. */
const headers = fc.record(
  {
    range: fc.constantFrom(
      'bytes=0-',
      'bytes=-0',
      'bytes=99999999999999999999-',
      'bytes=5-1',
      'bytes=0-1,2-3',
      'bytes=x',
      'items=0-1',
    ),
    'if-none-match': fc.constantFrom('*', 'W/"x"', '"', ''),
    'if-range': fc.constantFrom('"x"', 'Mon, 01 Jan 1990 00:00:00 GMT'),
    accept: fc.constantFrom('image/avif', '*/*', 'text/html', 'application/json', ';;', 'image/*;q=abc'),
    'accept-encoding': fc.constantFrom('br', 'gzip;q=0', 'identity;q=0', '*;q=0', 'br;q=x, gzip', 'zstd'),
    'content-encoding': fc.constantFrom('gzip', 'br', 'deflate', 'bogus'),
    cookie: fc.constantFrom(
      `${SESSION_COOKIE}=%E0%A4%A`,
      `${SESSION_COOKIE}=`,
      'a=b; a=c',
      '=;=;',
      'gandhara_known_browser=%',
    ),
    prefer: fc.constantFrom('respond-async', 'wait=1'),
    origin: fc.constantFrom(TEST_PUBLIC_URL, 'https://evil.example', 'null'),
    'x-forwarded-for': fc.constantFrom('::1', 'not an address', '1.2.3.4, , 5.6.7.8'),
    'user-agent': fc.constantFrom('Googlebot/2.1', '', 'x'.repeat(2_000)),
  },
  { requiredKeys: [] },
);

// ---------------------------------------------------------------------------------------------------------------
// What the app has

/** The React Router pages of the build, as paths with their parameters (`:slug`, `*`). */
function pagePaths(build: ServerBuild): string[] {
  const full = (id: string): string => {
    const route = build.routes[id]!;
    const own = route.path ?? '';
    const parent = route.parentId ? full(route.parentId) : '';
    return `${parent.replace(/\/$/, '')}/${own}`.replace(/\/+/g, '/');
  };
  return [...new Set(Object.keys(build.routes).map(full))].sort();
}

describe.each(DATABASE_KINDS)('every route fuzzed with hostile input on %s', (kind) => {
  let t: TestApp;
  let base: string;
  let token: string;
  const routes: Route[] = [];
  const errorLines: string[] = [];
  /** Real values for a GET's parameters by name, so that some requests reach past the lookup. */
  const known: Record<string, string[]> = {};

  beforeAll(async () => {
    // Every route as Fastify registers it (the app is built inside createTestApp, so the hook goes in through
    // Fastify's diagnostics channel, before any plugin runs).
    const collect = ({ fastify }: { fastify: FastifyInstance }) =>
      fastify.addHook('onRoute', (route: RouteOptions) => {
        for (const method of [route.method].flat() as Method[])
          routes.push({
            method,
            url: route.url,
            // @fastify/static hides its routes (one per file) from the API description.
            kind: (route.schema as { hide?: boolean } | undefined)?.hide ? 'file' : 'api',
          });
      });
    const onInit = collect as (message: unknown) => void;
    subscribe('fastify.initialization', onInit);
    const log = {
      write(line: string) {
        if (/"level":(50|60)/.test(line)) errorLines.push(line);
      },
      text: () => errorLines.join(''),
      lines: () => errorLines.map((line) => JSON.parse(line) as Record<string, unknown>),
    };
    try {
      t = await createTestApp(kind, {}, { pages: { kind: 'build' }, log });
    } finally {
      unsubscribe('fastify.initialization', onInit);
    }
    const build = (await import(
      pathToFileURL(path.join(BUILD_DIR, 'server', 'index.js')).href
    )) as ServerBuild;
    for (const page of pagePaths(build)) routes.push({ method: 'GET', url: page, kind: 'page' });

    const products = await addCatalog(t.services, 3);
    await t.services.admins.create({ email: EMAIL, password: PASSWORD });
    const login = await t.services.auth.login(EMAIL, PASSWORD);
    if (login.kind !== 'signed-in') throw new Error('the fuzzer could not sign in');
    token = login.token;
    const master = await t.services.masters.create({
      name: 'Ustad Karim Bakhsh',
      specialty: 'Stone Carving',
      experience: 27,
      description: 'Carves fountains and fireplaces in grey schist.',
    });
    const place = await t.services.tours.create({
      name: 'Julian Hill',
      description: 'A monastery on a hill.',
    });
    const categories = (await t.app.inject('/api/categories')).json() as
      { name: string; slug?: string; _id?: string }[] | { categories?: unknown };
    const categoryList = (Array.isArray(categories) ? categories : []) as Record<string, string>[];
    const image = /\/media\/([a-f0-9]{64})\/([a-z0-9]{10})\/(\d+)$/.exec(
      (await t.app.inject(`/api/products/${products[0]!.id}`)).json().image as string,
    );
    const ids = [
      ...products.flatMap((product) => [product.id, product.slug]),
      master.id,
      place.id,
      place.slug,
    ];
    Object.assign(known, {
      id: ids,
      idOrSlug: ids,
      slug: [...ids, ...categoryList.map((category) => category.slug ?? '').filter(Boolean)],
      name: categoryList.map((category) => category.name ?? '').filter(Boolean),
      category: categoryList.map((category) => category.name ?? '').filter(Boolean),
      hash: image ? [image[1]!] : [],
      key: image ? [image[2]!] : [],
      file: image ? [image[3]!, `${image[3]}.webp`] : [],
    });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(() => t?.close());

  /** The path's parameters filled in: hostile values for all, and known ones for reads. */
  const urlFor = (route: Route) => {
    const names = [...route.url.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');
    const value = (name: string) => {
      const real = route.method === 'GET' || route.method === 'HEAD' ? (known[name] ?? []) : [];
      const hostile = name === '*' ? wildcard : segment;
      return real.length
        ? fc.oneof({ weight: 1, arbitrary: fc.constantFrom(...real) }, { weight: 2, arbitrary: hostile })
        : hostile;
    };
    return fc
      .tuple(fc.tuple(...names.map(value)), route.kind === 'page' ? fc.boolean() : fc.constant(false))
      .map(([values, data]) => {
        let index = 0;
        let filled = route.url.replace(/:(\w+)|\*/g, () => values[index++]!);
        // A page's data request, as the browser makes it on a client-side navigation.
        if (data) filled = filled === '/' ? '/_root.data' : `${filled.replace(/\/$/, '')}.data`;
        return filled;
      });
  };

  const requestFor = (route: Route): fc.Arbitrary<FuzzRequest> => {
    const reads = route.method === 'GET' || route.method === 'HEAD';
    // Signing out would end the fuzzer's own session.
    const auths: Auth[] =
      route.url === '/api/auth/logout' ? ['none', 'junk'] : ['none', 'bearer', 'cookie', 'junk'];
    return fc.record({
      // HEAD is the same handler as GET (Fastify's own, or declared beside it): a share of the reads.
      method:
        route.method === 'GET'
          ? fc.constantFrom<Method>('GET', 'GET', 'GET', 'HEAD')
          : fc.constant(route.method),
      url: fc
        .tuple(urlFor(route), fc.option(queryString, { freq: 3 }))
        .map(([url, query]) => (query === null ? url : `${url}?${query}`)),
      auth: fc.constantFrom(...auths),
      headers,
      // A read is sent a body now and then too.
      body: reads
        ? fc.oneof(
            { weight: 4, arbitrary: fc.constant({ label: 'no body' }) },
            { weight: 1, arbitrary: body },
          )
        : body,
      overHttp: fc.boolean(),
    });
  };

  let requests = 0;
  const statuses = new Map<string, number>();

  async function send(request: FuzzRequest): Promise<Answer> {
    requests++;
    const headers: Record<string, string> = { ...request.headers };
    if (request.auth === 'bearer') headers.authorization = `Bearer ${token}`;
    if (request.auth === 'junk') headers.authorization = 'Bearer %00not-a-token';
    if (request.auth === 'cookie') {
      headers.cookie = `${SESSION_COOKIE}=${token}`;
      headers['sec-fetch-site'] = 'same-origin';
    }
    if (request.body.contentType !== undefined) headers['content-type'] = request.body.contentType;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`)),
        REQUEST_TIMEOUT_MS,
      );
    });
    try {
      return await Promise.race([answer(request, headers), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async function answer(request: FuzzRequest, headers: Record<string, string>): Promise<Answer> {
    const payload = request.body.payload;
    if (!request.overHttp) {
      const response = await t.app.inject({ method: request.method, url: request.url, headers, payload });
      return { status: response.statusCode, body: response.body.slice(0, 300) };
    }
    // Over a socket, through the front door, with the path as sent (`..` and all: inject would normalise it). A
    // connection each, so that one request left waiting cannot hold up the next.
    const { port } = new URL(base);
    return new Promise<Answer>((resolve, reject) => {
      const outgoing = httpRequest(
        {
          agent: false,
          host: '127.0.0.1',
          port,
          method: request.method,
          path: request.url.replace(/[^\x21-\x7e]/g, (character) => percentEncode(character)),
          headers: { ...headers, 'content-length': String(payload?.length ?? 0) },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8', 0, 300),
            }),
          );
          response.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
  }

  test(
    'no route answers 5xx or logs an error, whatever it is sent',
    async () => {
      // React Router reports what it cannot match or render on the console: a stack for every such request.
      const consoleError = console.error;
      console.error = (...args: unknown[]) => void errorLines.push(`console.error: ${String(args[0])}`);
      onTestFinished(() => {
        console.error = consoleError;
      });
      const started = performance.now();
      const deadline = started + BUDGET_MS / DATABASE_KINDS.length;
      // The static files are one kind of route: a few of them stand for the rest.
      const gets = new Set(routes.filter((route) => route.method === 'GET').map((route) => route.url));
      const distinct = routes.filter((route) => route.method !== 'HEAD' || !gets.has(route.url));
      const files = distinct.filter((route) => route.kind === 'file');
      const fuzzed = [
        ...distinct.filter((route) => route.kind !== 'file'),
        ...files.filter((_, index) => index % Math.ceil(files.length / 3) === 0),
      ];
      const failures: string[] = [];
      for (const [index, route] of fuzzed.entries()) {
        const share = Math.max(50, (deadline - performance.now()) / (fuzzed.length - index));
        const errorsBefore = errorLines.length;
        const property = fc.asyncProperty(requestFor(route), async (request) => {
          const logged = errorLines.length;
          let answer: Answer;
          try {
            answer = await send(request);
          } catch (error) {
            throw new Error(`${request.method} ${request.url}: ${(error as Error).message}`, {
              cause: error,
            });
          }
          const family = `${Math.floor(answer.status / 100)}xx`;
          statuses.set(family, (statuses.get(family) ?? 0) + 1);
          if (answer.status >= 500 && answer.status !== 503)
            throw new Error(
              `${request.method} ${request.url} (${request.body.label}) answered ${answer.status}: ${answer.body}`,
            );
          if (errorLines.length > logged)
            throw new Error(
              `${request.method} ${request.url} (${request.body.label}) logged: ${errorLines.at(-1)!.slice(0, 600)}`,
            );
        });
        let details = await fc.check(property, {
          seed: SEED + index,
          numRuns: MAX_RUNS_PER_ROUTE,
          plugins: [fc.interruptAfterTimeLimit(share)],
        });
        // A loaded machine can use a route's whole share on its first request: every route still gets one, with
        // time enough, rather than "interrupted after 0 tests" counting as a failure of the route.
        if (details.interrupted && details.numRuns === 0)
          details = await fc.check(property, {
            seed: SEED + index,
            numRuns: 1,
            plugins: [fc.interruptAfterTimeLimit(30_000)],
          });
        if (details.failed)
          failures.push(`${route.method} ${route.url}:\n${fc.defaultReportMessage(details)}`);
        else if (errorLines.length > errorsBefore)
          failures.push(
            `${route.method} ${route.url} logged ${errorLines.length - errorsBefore} error lines`,
          );
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const count = (kind: Route['kind']) => fuzzed.filter((route) => route.kind === kind).length;
      console.info(
        `Fuzzed ${fuzzed.length} routes on ${kind} (${count('api')} of Fastify, ${count('page')} pages, ` +
          `${count('file')} of the ${files.length} static files) with ${requests} requests in ${seconds} s, ` +
          `seed ${SEED}: ${[...statuses]
            .sort()
            .map(([family, n]) => `${n} × ${family}`)
            .join(', ')}`,
      );
      expect(failures.join('\n\n')).toBe('');
    },
    BUDGET_MS + 60_000,
  );
});
