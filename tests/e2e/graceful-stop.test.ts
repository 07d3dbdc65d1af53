import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { signInAdmin } from '#tests/helpers/sign-in-admin.ts';
import { makeJpeg } from '#tests/helpers/image-files.ts';
import { startServer } from '#tests/helpers/server-process.ts';

const ADMIN = { email: 'owner@gandhara.test', password: 'graceful stop: a long passphrase' };

/**
 * A slow client: the body goes in `parts` pieces, each once the previous one is written out. `onHalf` runs when half
 * is sent: more than the sockets' buffers hold, so the server has taken the request and is reading it.
 */
function slowUpload(
  url: string,
  headers: Record<string, string>,
  body: Buffer,
  parts: number,
  onHalf: () => void,
) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(body.length) },
    });
    req.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    const size = Math.ceil(body.length / parts);
    let sent = 0;
    const next = () => {
      if (sent >= body.length) return void req.end();
      const piece = body.subarray(sent, sent + size);
      sent += piece.length;
      // Paced like a slow phone connection: the stop must wait for the client, not the other way round.
      req.write(piece, () => setTimeout(next, 40));
      if (sent - piece.length < body.length / 2 && sent >= body.length / 2) onHalf();
    };
    next();
  });
}

/** A page read slowly: the client pauses after each chunk, so the response is in flight for a while. */
function slowRead(url: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(url, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        response.pause();
        setTimeout(() => response.resume(), 30);
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('SIGTERM during a slow upload and a page being read: both complete, and the process exits within 10 s', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'gandhara-stop-'));
  const server = await startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEMO_CONTENT: 'off',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  try {
    const { auth } = await signInAdmin(server.url, ADMIN);
    const form = new FormData();
    form.append('title', 'Standing Bodhisattva');
    form.append('price', '950');
    form.append('description', 'A standing figure in grey schist.');
    form.append('imageAlt', 'A standing Bodhisattva in grey schist');
    form.append('categories', JSON.stringify(['Gandhara Art']));
    form.append(
      'images',
      new Blob([new Uint8Array(await makeJpeg({ width: 2400, height: 1800, seed: 7 }))], {
        type: 'image/jpeg',
      }),
      'bodhisattva.jpg',
    );
    const encoded = new Response(form);
    const body = Buffer.from(await encoded.arrayBuffer());

    let signalled = 0;
    const exited = new Promise<number | null>((resolve) =>
      server.process.once('exit', (code) => resolve(code)),
    );
    const page = slowRead(`${server.url}/products`);
    // The page's request is being answered before the upload starts.
    await expect.poll(() => server.output().includes('"url":"/products"'), { interval: 20 }).toBe(true);
    const upload = slowUpload(
      `${server.url}/api/admin/products/add`,
      { ...auth, 'content-type': encoded.headers.get('content-type')! },
      body,
      40,
      () => {
        // Halfway through the upload, the stop is asked for.
        signalled = performance.now();
        server.process.kill('SIGTERM');
      },
    );

    const [uploaded, read] = await Promise.all([upload, page]);
    expect(uploaded.status, uploaded.text).toBe(201);
    expect(JSON.parse(uploaded.text).product.title).toBe('Standing Bodhisattva');
    expect(read.status).toBe(200);
    expect(read.text.trimEnd().endsWith('</html>')).toBe(true);
    expect(await exited).toBe(0);
    expect(performance.now() - signalled).toBeLessThan(10_000);
    // New connections are not taken once stopping.
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    expect(server.output()).toContain('SIGTERM: finishing requests in flight');
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}, 120_000);
