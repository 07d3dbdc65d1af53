import { sql } from 'kysely';
import { afterEach, describe, expect, test } from 'vitest';
import { captureLog, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { createTestDatabase, DATABASE_KINDS } from '#tests/helpers/test-database.ts';

const GENERIC_500 = { success: false, message: 'Something went wrong on our side. Please try again.' };

describe.each(DATABASE_KINDS)('what a client sees when the server fails on %s', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  test('an unexpected error in a route answers 500 with a generic message, and the log has it in full', async () => {
    const log = captureLog();
    t = await createTestApp(kind, {}, { log });
    expect((await t.app.inject('/api/masters/all')).statusCode).toBe(200);
    // A failure no route expects: the table the masters are read from is gone.
    await sql`alter table masters rename to masters_gone`.execute(t.services.database.db);

    const response = await t.app.inject({ url: '/api/masters', headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual(GENERIC_500);
    // Nothing of the cause reaches the client: no SQL, no table name, no stack.
    expect(response.body).not.toMatch(/masters|select|stack|\.ts:\d+/i);

    const logged = log.lines().filter((line) => line.msg === 'request failed');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 50, reqId: expect.anything() });
    // The request's own line says which request it was.
    const request = log.lines().find((line) => line.reqId === logged[0]!.reqId && line.req);
    expect(request).toMatchObject({ req: { url: '/api/masters' } });
    const error = logged[0]!.err as { message: string; stack: string };
    expect(error.message).toMatch(/masters/);
    expect(error.stack).toContain(error.message);
  });

  test('with the database gone, /readyz answers 503 naming it, while /healthz still says the process is alive', async () => {
    // A database the test closes itself, under the running app.
    const database = await createTestDatabase(kind);
    t = await createTestApp(kind, {}, { database, log: captureLog() });
    expect((await t.app.inject('/readyz')).statusCode).toBe(200);

    await database.close();

    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', message: 'Not reachable: database.' });
    // Alive: a load balancer should not restart the process for its database (decision 016).
    const health = await t.app.inject('/healthz');
    expect([health.statusCode, health.json()]).toEqual([200, { status: 'ok' }]);
    // A request that needs the database fails as any unexpected error does.
    const masters = await t.app.inject({ url: '/api/masters', headers: { accept: 'application/json' } });
    expect([masters.statusCode, masters.json()]).toEqual([500, GENERIC_500]);
  });
});
