import { Redis } from 'ioredis';
import { sql } from 'kysely';
import type pg from 'pg';
import type { AppDatabase } from '#server/db/database.ts';

/** What changed: every instance drops what it keeps of it. */
export type ChangeTopic = 'settings' | 'catalog' | 'tours' | 'masters';

/**
 * Tells every instance of the site that something it may hold in memory has changed (ARCHITECTURE.md, scale-out).
 * The instance that writes hears its own message too, so a subscriber needs no special case for it. A lost
 * connection is re-made, and every topic counts as changed on reconnection: a message missed meanwhile costs a
 * re-read, never a stale answer.
 */
export interface ChangeBus {
  readonly kind: 'local' | 'postgres' | 'redis';
  publish(topic: ChangeTopic): Promise<void>;
  subscribe(listener: (topic: ChangeTopic | 'all') => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'gandhara_changes';
const TOPICS = new Set<string>(['settings', 'catalog', 'tours', 'masters']);
const RECONNECT_MS = 1000;

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
  };
}

/** One process (SQLite): the message goes straight to this process's listeners. */
export function createLocalChangeBus(): ChangeBus {
  const subscribers = listeners();
  return {
    kind: 'local',
    async publish(topic) {
      subscribers.emit(topic);
    },
    subscribe: subscribers.add,
    async close() {},
  };
}

/**
 * PostgreSQL's LISTEN/NOTIFY, on a connection of its own. NOTIFY is sent with the write's connection from the pool;
 * PostgreSQL delivers it to every listener of the database, this instance's included.
 */
export function createPostgresChangeBus(database: AppDatabase, log: (message: string) => void): ChangeBus {
  if (!database.dedicatedClient) throw new Error('LISTEN/NOTIFY needs PostgreSQL');
  const subscribers = listeners();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(reconnecting: boolean) {
    const next = database.dedicatedClient!();
    next.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload && TOPICS.has(message.payload))
        subscribers.emit(message.payload as ChangeTopic);
    });
    next.on('error', (error) => {
      log(`change notifications: connection lost (${error.message}); reconnecting`);
      client = null;
      void next.end().catch(() => undefined);
      schedule();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
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
    async publish(topic) {
      await ready;
      await sql`select pg_notify(${CHANNEL}, ${topic})`.execute(database.db);
    },
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
export function createRedisChangeBus(url: string, log: (message: string) => void): ChangeBus {
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
  subscriber.on('message', (channel: string, payload: string) => {
    if (channel === CHANNEL && TOPICS.has(payload)) subscribers.emit(payload as ChangeTopic);
  });
  const ready = subscriber.subscribe(CHANNEL);
  return {
    kind: 'redis',
    async publish(topic) {
      await ready;
      await publisher.publish(CHANNEL, topic);
    },
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
  if (options.redisUrl) return createRedisChangeBus(options.redisUrl, log);
  if (options.database.dialect === 'postgres') return createPostgresChangeBus(options.database, log);
  return createLocalChangeBus();
}
