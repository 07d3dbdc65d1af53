import { Redis } from 'ioredis';
import { sql } from 'kysely';
import type pg from 'pg';
import type { AppDatabase } from '#server/db/database.ts';

/**
 * What changed: every instance drops what it keeps of it. `products` is any list of products (and the sitemap);
 * `product:<id>` is one product's own page and record; `categories` and `settings` are on every page (the menu,
 * the header and footer); `media` is that a record may have stopped showing a photograph or film, whose kept
 * variants must then be looked at again (decision 021); `search` is that the search index has taken in changes
 * (decision 022): results and the vocabulary typos are corrected against; `sessions` is that an admin's session
 * ended (a sign-out, a password change): every instance forgets the sessions it has checked (decision 059).
 */
export type ChangeTopic =
  | 'settings'
  | 'categories'
  | 'products'
  | `product:${string}`
  | 'tours'
  | 'masters'
  | 'media'
  | 'search'
  | 'sessions';

/**
 * Tells every instance of the site that something it may hold in memory has changed (ARCHITECTURE.md, scale-out).
 * The instance that writes hears its own message at once, before `publish` returns (so its own caches are true for
 * the next request), and again when it comes back from the server, which costs a second drop and nothing else. A lost
 * connection is re-made, and every topic counts as changed on reconnection: a message missed meanwhile costs a
 * re-read, never a stale answer.
 */
export interface ChangeBus {
  readonly kind: 'local' | 'postgres' | 'redis';
  /** One message for what one write changed: each subscriber hears each topic. */
  publish(...topics: ChangeTopic[]): Promise<void>;
  subscribe(listener: (topic: ChangeTopic | 'all') => void): () => void;
  close(): Promise<void>;
}

/**
 * One site's channel: sites (or tests) sharing one PostgreSQL database in schemas of their own, or one Redis, must
 * not drop each other's caches.
 */
export function channelFor(database: AppDatabase): string {
  const schema = database.schema?.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  return schema ? `gandhara_changes_${schema}`.slice(0, 63) : 'gandhara_changes';
}
const TOPIC = /^(settings|categories|products|tours|masters|media|search|sessions|product:[\w-]{1,64})$/;

/** A message is the topics separated by spaces; anything else on the channel is ignored. */
const encode = (topics: readonly ChangeTopic[]) => topics.join(' ');
function decode(payload: string): ChangeTopic[] {
  return payload.split(' ').filter((topic): topic is ChangeTopic => TOPIC.test(topic));
}
const RECONNECT_MS = 1000;
const EXTERNAL_WRITES_POLL_MS = 1000;

function listeners() {
  const set = new Set<(topic: ChangeTopic | 'all') => void>();
  return {
    add(listener: (topic: ChangeTopic | 'all') => void) {
      set.add(listener);
      return () => void set.delete(listener);
    },
    emit(topic: ChangeTopic | 'all') {
      for (const listener of set) listener(topic);
    },
    emitAll(topics: readonly ChangeTopic[]) {
      for (const topic of topics) for (const listener of set) listener(topic);
    },
  };
}

/**
 * A shared bus's publish (PostgreSQL, Redis): this process hears the message at once, the other instances once the
 * connection is ready and `send` has passed it on.
 */
function publishAcross(
  subscribers: ReturnType<typeof listeners>,
  ready: Promise<unknown>,
  send: (payload: string) => Promise<unknown>,
): ChangeBus['publish'] {
  return async (...topics) => {
    if (topics.length === 0) return;
    subscribers.emitAll(topics);
    await ready;
    await send(encode(topics));
  };
}

/**
 * One process (SQLite): the message goes straight to this process's listeners. Another process writing to the same
 * file (the old-site import, `npm run admin`, a restore) cannot send one, so when a database is given its
 * `PRAGMA data_version` is read every second: it changes only when another connection has committed, and then
 * everything counts as changed.
 */
function createLocalChangeBus(database?: AppDatabase): ChangeBus {
  const subscribers = listeners();
  let timer: NodeJS.Timeout | undefined;
  if (database) {
    const version = async () =>
      Number(
        (await sql<{ data_version: number }>`pragma data_version`.execute(database.db)).rows[0]?.data_version,
      );
    let last: number | null = null;
    timer = setInterval(() => {
      void version().then(
        (current) => {
          if (last !== null && current !== last) subscribers.emit('all');
          last = current;
        },
        () => undefined,
      );
    }, EXTERNAL_WRITES_POLL_MS);
    timer.unref();
  }
  return {
    kind: 'local',
    async publish(...topics) {
      subscribers.emitAll(topics);
    },
    subscribe: subscribers.add,
    async close() {
      clearInterval(timer);
    },
  };
}

/**
 * PostgreSQL's LISTEN/NOTIFY, on a connection of its own. NOTIFY is sent with the write's connection from the pool;
 * PostgreSQL delivers it to every listener of the database, this instance's included.
 */
function createPostgresChangeBus(database: AppDatabase, log: (message: string) => void): ChangeBus {
  if (!database.dedicatedClient) throw new Error('LISTEN/NOTIFY needs PostgreSQL');
  const subscribers = listeners();
  const channel = channelFor(database);
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(reconnecting: boolean) {
    const next = database.dedicatedClient!();
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) subscribers.emitAll(decode(message.payload));
    });
    next.on('error', (error) => {
      log(`change notifications: connection lost (${error.message}); reconnecting`);
      client = null;
      void next.end().catch(() => undefined);
      schedule();
    });
    try {
      await next.connect();
      await next.query(`LISTEN "${channel}"`);
      if (closed) return void (await next.end());
      client = next;
      if (reconnecting) subscribers.emit('all');
    } catch (error) {
      log(`change notifications: cannot listen (${(error as Error).message}); retrying`);
      void next.end().catch(() => undefined);
      schedule();
    }
  }
  function schedule() {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect(true);
    }, RECONNECT_MS);
    retry.unref();
  }

  const ready = connect(false);
  return {
    kind: 'postgres',
    publish: publishAcross(subscribers, ready, (payload) =>
      sql`select pg_notify(${channel}, ${payload})`.execute(database.db),
    ),
    subscribe: subscribers.add,
    async close() {
      closed = true;
      clearTimeout(retry);
      await ready;
      await client?.end().catch(() => undefined);
    },
  };
}

/** Redis pub/sub (REDIS_URL): one connection subscribes, another publishes. */
function createRedisChangeBus(url: string, channel: string, log: (message: string) => void): ChangeBus {
  const subscribers = listeners();
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { lazyConnect: false });
  let connectedBefore = false;
  for (const connection of [publisher, subscriber])
    connection.on('error', (error) => log(`change notifications (Redis): ${error.message}`));
  subscriber.on('ready', () => {
    // ioredis subscribes again by itself after a reconnection; what was missed meanwhile counts as changed.
    if (connectedBefore) subscribers.emit('all');
    connectedBefore = true;
  });
  subscriber.on('message', (from: string, payload: string) => {
    if (from === channel) subscribers.emitAll(decode(payload));
  });
  const ready = subscriber.subscribe(channel);
  return {
    kind: 'redis',
    publish: publishAcross(subscribers, ready, (payload) => publisher.publish(channel, payload)),
    subscribe: subscribers.add,
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

/** Redis when REDIS_URL is set, else PostgreSQL's own notifications, else (SQLite, one process) none needed. */
export function createChangeBus(
  options: { redisUrl: string | undefined; database: AppDatabase },
  log: (message: string) => void = (message) => process.stderr.write(`${message}\n`),
): ChangeBus {
  if (options.redisUrl) return createRedisChangeBus(options.redisUrl, channelFor(options.database), log);
  if (options.database.dialect === 'postgres') return createPostgresChangeBus(options.database, log);
  return createLocalChangeBus(options.database);
}
