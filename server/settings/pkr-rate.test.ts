import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { SiteSettings } from '#common/schemas/settings.ts';
import { multipartBody } from '#tests/helpers/multipart.ts';
import { addSignedInAdmin, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';

const RATE_MESSAGE =
  'Enter the rupees to one US dollar, such as 280.50 (between 1 and 10,000, at most two decimals)';

describe.each(DATABASE_KINDS)('the owner’s PKR rate on %s', (kind) => {
  let t: TestApp;
  let token: string;
  const headers = () => ({ authorization: `Bearer ${token}` });
  const put = (payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/settings', payload, headers: headers() });
  const read = async () =>
    (await t.app.inject({ url: '/api/admin/settings', headers: headers() })).json().settings;

  beforeEach(async () => {
    t = await createTestApp(kind);
    ({ token } = await addSignedInAdmin(t, { email: 'owner@gandhara.test', password: 'a long passphrase' }));
  });
  afterEach(() => t.close());

  test('settings stored before the rate existed read as no rate: visitors see dollars only', async () => {
    const older: Partial<SiteSettings> = { ...(await t.services.settings.getSite()) };
    delete older.pkrRate;
    await t.services.database.db
      .insertInto('settings')
      .values({ key: 'site', value: JSON.stringify(older), updated_at: new Date() })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(older) }))
      .execute();
    const fresh = await createTestApp(kind, {}, { database: t.services.database });
    try {
      expect((await fresh.services.settings.getSite()).pkrRate).toBeNull();
      expect((await fresh.services.publicSite.get()).pkrRate).toBeNull();
    } finally {
      await fresh.close();
    }
    expect(await read()).toMatchObject({ pkrRate: null });
  });

  test('the owner sets the rate, and empties it again', async () => {
    await t.services.publicSite.get();
    const set = await put({ pkrRate: 278.5 });
    expect(set.statusCode).toBe(200);
    expect(set.json().settings.pkrRate).toBe(278.5);
    expect((await t.services.publicSite.get()).pkrRate).toBe(278.5);

    const form = await multipartBody({ settings: JSON.stringify({ pkrRate: 281.25 }) });
    const typed = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: form.payload,
      headers: { ...form.headers, ...headers() },
    });
    expect(typed.statusCode).toBe(200);
    expect(await read()).toMatchObject({ pkrRate: 281.25 });

    // Another change leaves the rate as it was.
    expect((await put({ analyticsId: '' })).statusCode).toBe(200);
    expect(await read()).toMatchObject({ pkrRate: 281.25 });

    expect((await put({ pkrRate: null })).json().settings.pkrRate).toBeNull();
    expect((await t.services.publicSite.get()).pkrRate).toBeNull();
  });

  test('a rate that is not one is a 400 that says what to enter, and changes nothing', async () => {
    expect((await put({ pkrRate: 280 })).statusCode).toBe(200);
    for (const pkrRate of [0, -5, 10_001, 280.555, '280', '', 'two hundred', true, [280], {}]) {
      const response = await put({ pkrRate });
      expect(response.statusCode, JSON.stringify(pkrRate)).toBe(400);
      expect(response.json().errors, JSON.stringify(pkrRate)).toContainEqual({
        path: 'pkrRate',
        message: RATE_MESSAGE,
      });
    }
    expect(await read()).toMatchObject({ pkrRate: 280 });
  });
});
