import { createStaticHandler } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { handleError } from './entry.server.tsx';

/** What React Router's own matching finds for `path` against a catch-all route, as the site's routes end. */
async function errorFor(path: string) {
  const handler = createStaticHandler([{ id: 'root', path: '/', children: [{ id: 'rest', path: '*' }] }]);
  const request = new Request(`http://shop.test${path}`);
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error('expected a context');
  return { request, error: Object.values(context.errors ?? {})[0] };
}

describe("the server's report of what React Router could not do", () => {
  afterEach(() => vi.restoreAllMocks());

  test('a path with an encoded line break, which no route pattern takes, is a 404 and not logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const path of ['/product-category/%E2%80%A80', '/%0A', '/category/a%0Db', '/x%E2%80%A9']) {
      const { request, error } = await errorFor(path);
      expect(error, path).toMatchObject({ status: 404 });
      handleError(error, { request, params: {}, context: undefined as never });
    }
    expect(logged).not.toHaveBeenCalled();
    // Any other path is taken by the catch-all: no error at all.
    expect((await errorFor('/no-such-page')).error).toBeUndefined();
  });

  test('any other error is logged, with the Error React Router wrapped', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fault = new Error('a loader failed');
    const request = new Request('http://shop.test/');
    handleError(fault, { request, params: {}, context: undefined as never });
    expect(logged).toHaveBeenCalledWith(fault);
    const aborted = new AbortController();
    aborted.abort();
    handleError(new Error('gone'), {
      request: new Request('http://shop.test/', { signal: aborted.signal }),
      params: {},
      context: undefined as never,
    });
    expect(logged).toHaveBeenCalledTimes(1);
  });
});
