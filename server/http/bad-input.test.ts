import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { multipartBody } from '#tests/helpers/multipart.ts';
import { addSignedInAdmin, captureLog, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';

/**
 * A client's malformed request (issue 16, item 8) is answered 4xx with the API's `{ success: false, message }`, and
 * leaves at most a line in the log: no stack trace, nothing at error level. One test per kind of bad input, the named
 * ones first, then each one the route fuzzer (tests/e2e/fuzz-routes.test.ts) found.
 */

const EMAIL = 'owner@gandhara.test';
const PASSWORD = 'a long and private passphrase';
const BOUNDARY = '----fuzzBoundary7MA4YWxkTrZu0gW';

/** A multipart body whose last part stops mid-way, as a dropped upload would. */
const TRUNCATED_FORM = [
  `--${BOUNDARY}`,
  'Content-Disposition: form-data; name="title"',
  '',
  'Seated Buddha',
  `--${BOUNDARY}`,
  'Content-Disposition: form-data; name="image"; filename="buddha.jpg"',
  'Content-Type: image/jpeg',
  '',
  '\xff\xd8\xff\xe0 and then nothing',
].join('\r\n');

/** The same, with a file part the bulk upload reads. */
const TRUNCATED_BULK_FORM = TRUNCATED_FORM.replace('name="image"', 'name="images"');

describe.each(DATABASE_KINDS)('bad input on %s', (kind) => {
  const log = captureLog();
  let t: TestApp;
  let auth: { authorization: string };
  let logFrom = 0;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { log });
    ({ auth } = await addSignedInAdmin(t, { email: EMAIL, password: PASSWORD }));
  });
  afterAll(() => t.close());
  beforeEach(() => {
    logFrom = log.lines().length;
  });

  /** What was logged since the test began: no error lines and no stack trace, however the request was answered. */
  const expectQuietLog = () => {
    const lines = log.lines().slice(logFrom);
    expect(lines.filter((line) => Number(line.level) >= 50).map((line) => line.msg)).toEqual([]);
    expect(JSON.stringify(lines)).not.toMatch(/"stack"|\n\s+at /);
  };

  const expectRefused = (
    response: { statusCode: number; json: () => unknown },
    status: number,
    message: RegExp,
  ) => {
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ success: false, message: expect.stringMatching(message) });
    expectQuietLog();
  };

  test('a missing or mistyped field is named, not described in the validator’s words (issue 18, item 9)', async () => {
    const body = await multipartBody({ price: '12', description: 'A bowl.', imageAlt: 'A bowl of stone' });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/add',
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      success: false,
      message: 'Title is required',
      errors: [{ path: 'title', message: 'Title is required' }],
    });
    const mistyped = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/products/0123456789abcdef01234567/sold',
      headers: auth,
      payload: { sold: 'yes', extra: 1 },
    });
    expect(mistyped.statusCode).toBe(400);
    expect(mistyped.json<{ message: string }>().message).not.toContain('Invalid input');
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: EMAIL } });
    expect(login.statusCode).toBe(400);
    expect(login.json<{ message: string }>().message).not.toContain('Invalid input');
  });

  test('GET /uploads/%25 is an upload that does not exist (the router has decoded it once already)', async () => {
    const response = await t.app.inject('/uploads/%25');
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('Image not found');
    expectQuietLog();
    for (const url of ['/uploads/100%25.jpg', '/uploads/products/%25E0%25A4%25A', '/uploads/a%2Fb%25']) {
      expect((await t.app.inject(url)).statusCode, url).toBe(404);
    }
    expectQuietLog();
  });

  test('a truncated multipart body is 400, on a form read by hand and on the bulk upload', async () => {
    const headers = { ...auth, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/products/add',
        headers,
        payload: TRUNCATED_FORM,
      }),
      400,
      /form/i,
    );
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/masters/add',
        headers,
        payload: TRUNCATED_FORM.slice(0, 80),
      }),
      400,
      /form/i,
    );
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/bulk-upload/bulk-images',
        headers,
        payload: TRUNCATED_BULK_FORM,
      }),
      400,
      /form/i,
    );
  });

  test('a multipart request without a boundary is 400', async () => {
    for (const [url, method] of [
      ['/api/admin/products/add', 'POST'],
      ['/api/admin/settings', 'PUT'],
      ['/api/bulk-upload/bulk-zip', 'POST'],
    ] as const) {
      expectRefused(
        await t.app.inject({
          method,
          url,
          headers: { ...auth, 'content-type': 'multipart/form-data' },
          payload: 'title=Seated+Buddha',
        }),
        400,
        /boundary/i,
      );
    }
  });

  test('a multipart boundary too long for the parser (RFC 2046 allows 70 characters) is 400', async () => {
    const boundary = 'b'.repeat(300);
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/products/add',
        headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n--${boundary}--\r\n`,
      }),
      400,
      /boundary/i,
    );
  });

  test('a path with a malformed percent-encoding is 400 in the API’s own shape', async () => {
    for (const url of ['/api/products/%E0%A4%A', '/product/%C0', '/masters/%ZZ']) {
      expectRefused(await t.app.inject(url), 400, /address/i);
    }
  });

  test('a multipart Content-Type with an empty boundary is 400', async () => {
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/visit-places/add',
        headers: { ...auth, 'content-type': 'multipart/form-data; boundary=' },
        payload: '%',
      }),
      400,
      /form could not be read/,
    );
  });

  test('a control character in a path, or a NUL anywhere in the address, is 400 before any route reads it', async () => {
    // PostgreSQL refuses a NUL in a query parameter (the search and product pages answered 500 on it), and React
    // Router matches no route to a path with a newline (it logged a stack for each).
    for (const url of [
      '/product/a%00b',
      '/search?q=%00',
      '/api/products?search=stone%00',
      '/product-category/a%0D%0Ab',
      '/uploads/%00/x.jpg',
      '/api/products/%7F',
    ]) {
      expectRefused(await t.app.inject(url), 400, /control character/);
    }
    // A newline in a query value is text like any other.
    expect((await t.app.inject('/api/products?search=a%0Ab')).statusCode).toBe(200);
  });

  test('a NUL inside a JSON string is never a 500 (PostgreSQL cannot store it: 400 there)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: auth,
      payload: { name: 'Stone\u0000Bowls' },
    });
    if (kind === 'postgres') expectRefused(response, 400, /NUL/);
    else expect(response.statusCode).toBeLessThan(500);
    expectQuietLog();
  });

  /** The app on a port of its own, listened once for the tests that need a real socket. */
  const listening = async () => {
    const found = t.app.server.address();
    return found && typeof found === 'object'
      ? `http://127.0.0.1:${found.port}`
      : t.app.listen({ port: 0, host: '127.0.0.1' });
  };

  test('a GET with a body no route reads is answered, not reset; one over 1 MiB is 413', async () => {
    const address = await listening();
    const send = (path: string, body: Buffer) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const outgoing = httpRequest(
          `${address}${path}`,
          {
            method: 'GET',
            agent: false,
            headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
          },
          (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (text += chunk));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
          },
        );
        outgoing.on('error', reject);
        outgoing.end(body);
      });
    // 200 KB of nested JSON, as the route fuzzer sent: the connection was reset before the answer arrived.
    const deep = Buffer.from('['.repeat(100_000) + ']'.repeat(100_000));
    for (let n = 0; n < 5; n++) expect((await send('/api/categories', deep)).status).toBe(200);
    const huge = await send('/api/categories', Buffer.alloc(2 * 1024 * 1024, 0x20)).catch(() => null);
    // The client may see the 413 or, having sent on after it, the closed connection: never a 200.
    if (huge) expect(huge.status).toBe(413);
    expectQuietLog();
  });

  test('headers over 16 KB are refused with 431 in a form a client can read, a HEAD without a body', async () => {
    const address = await listening();
    const ask = (method: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const outgoing = httpRequest(
          `${address}/masters/all?page=${'a'.repeat(17_000)}`,
          { method, agent: false },
          (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
          },
        );
        // Fastify's own answer carried a body after HEAD, which the client read as a malformed next answer.
        outgoing.on('error', reject);
        outgoing.end();
      });
    const head = await ask('HEAD');
    expect(head).toEqual({ status: 431, body: '' });
    const get = await ask('GET');
    expect(get.status).toBe(431);
    expect(JSON.parse(get.body)).toEqual({
      success: false,
      message: 'The request’s address and headers are too long.',
    });
  });
});
