// s3rver ships no types; the part of its API tests/helpers/s3-server.ts uses. It is a Koa application.
declare module 's3rver' {
  import type { EventEmitter } from 'node:events';
  import type { IncomingHttpHeaders } from 'node:http';

  type Context = {
    method: string;
    path: string;
    headers: IncomingHttpHeaders;
    query: Record<string, string | string[] | undefined>;
    status: number;
    type: string;
    body: unknown;
  };
  type Middleware = (ctx: Context, next: () => Promise<void>) => Promise<void>;

  export type S3rverEvent = {
    Records: {
      eventName: string;
      s3: { bucket: { name: string }; object: { key: string; size?: number } };
    }[];
  };

  export default class S3rver extends EventEmitter {
    constructor(options: {
      address?: string;
      port?: number;
      silent?: boolean;
      directory: string;
      configureBuckets?: { name: string }[];
    });
    /** Koa's middleware list, composed when the server starts listening. */
    middleware: Middleware[];
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
