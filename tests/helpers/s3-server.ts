import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver, { type S3rverEvent } from 's3rver';

/** Every media test runs on both stores (decision 014). */
export const MEDIA_STORES = ['local', 's3'] as const;
export type MediaStoreKind = (typeof MEDIA_STORES)[number];

/** s3rver's built-in account: it checks signatures against these keys. */
const ACCESS_KEY = 'S3RVER';

/** ACLs that make an object readable by anyone, as S3 grants them on a PUT. */
const PUBLIC_ACLS = new Set(['public-read', 'public-read-write']);
const ALL_USERS = 'http://acs.amazonaws.com/groups/global/AllUsers';

/**
 * A real S3-compatible server (s3rver, in this process) on a random port, with a temporary folder and one bucket.
 *
 * s3rver implements no ACLs: it serves every object to anyone. S3's own rule is added in front of it so a test can
 * see what a real bucket would answer an anonymous visitor: an object is private unless the request that wrote it
 * granted public read (`x-amz-acl: public-read` or an AllUsers grant). Nothing else is changed.
 */
export async function startS3Server(bucket = 'gandhara-media') {
  const directory = await mkdtemp(path.join(tmpdir(), 'gandhara-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const publicKeys = new Set<string>();
  const writes: { key: string; event: string }[] = [];
  const prefix = `/${bucket}/`;

  // Koa composes its middleware when the server starts listening: this one runs first and sees every request.
  server.middleware.unshift(async (ctx, next) => {
    const key = ctx.path.startsWith(prefix) ? decodeURIComponent(ctx.path.slice(prefix.length)) : '';
    const signed = Boolean(ctx.headers.authorization) || 'X-Amz-Algorithm' in ctx.query;
    if (!signed && !publicKeys.has(key)) {
      ctx.status = 403;
      ctx.type = 'application/xml';
      ctx.body = '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code></Error>';
      return;
    }
    if (key && ctx.method === 'PUT') {
      const acl = String(ctx.headers['x-amz-acl'] ?? '');
      const grant = String(ctx.headers['x-amz-grant-read'] ?? '');
      if (PUBLIC_ACLS.has(acl) || grant.includes(ALL_USERS)) publicKeys.add(key);
    }
    await next();
  });
  server.on('event', (event: S3rverEvent) => {
    for (const record of event.Records) {
      if (record.eventName.startsWith('ObjectCreated:'))
        writes.push({ key: record.s3.object.key, event: record.eventName });
    }
  });

  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    /** The environment that points the site at this server. */
    env: {
      MEDIA_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'on',
    } satisfies Record<string, string>,
    /**
     * Every write of an object under `key`, as S3 names them: ObjectCreated:Put for a single PUT,
     * ObjectCreated:Post for a completed multipart upload, ObjectCreated:Copy for a copy.
     */
    writesOf: (key: string) =>
      writes.filter((written) => written.key === key).map((written) => written.event),
    /** A GET without credentials, as anyone on the internet could send it. */
    anonymousGet: (key: string) => fetch(`${endpoint}/${bucket}/${key}`),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export type S3TestServer = Awaited<ReturnType<typeof startS3Server>>;

/**
 * The environment for a test app on one store: nothing for the local one, an s3rver of its own for S3 (closed by
 * `close`).
 */
export async function mediaStoreEnv(store: MediaStoreKind) {
  if (store === 'local') return { env: {}, s3: undefined, close: async () => {} };
  const s3 = await startS3Server();
  return { env: s3.env, s3, close: s3.close };
}
