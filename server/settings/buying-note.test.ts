import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { DEFAULT_BUYING_NOTE } from '#common/schemas/settings.ts';
import { createSignedInTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';
import { readStoredWithout } from '#tests/helpers/older-settings.ts';

describe.each(DATABASE_KINDS)('how buying works, a setting, on %s', (kind) => {
  let t: TestApp & { auth: { authorization: string } };
  const put = (payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/settings', payload, headers: t.auth });

  beforeEach(async () => {
    t = await createSignedInTestApp(kind);
  });
  afterEach(() => t.close());

  test('settings stored before it existed read the default words', async () => {
    const { defaultValue, read } = await readStoredWithout(t, 'buyingNote');
    expect(defaultValue).toBe(DEFAULT_BUYING_NOTE);
    expect(read.buyingNote).toBe(DEFAULT_BUYING_NOTE);
  });

  test('the owner words it and every product page gets it; empty or too long is a 400 that changes nothing', async () => {
    const words = '  Bank transfer or card. Crated, insured, with you in three weeks.  ';
    const saved = await put({ buyingNote: words });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings.buyingNote).toBe(words.trim());
    expect((await t.services.publicSite.get()).buyingNote).toBe(words.trim());

    const cases: [unknown, string][] = [
      ['   ', 'Describe how buying works: visitors read it beside every price'],
      ['x'.repeat(401), 'How buying works is at most 400 characters'],
      [42, 'Describe how buying works'],
    ];
    for (const [buyingNote, message] of cases) {
      const refused = await put({ buyingNote });
      expect(refused.statusCode, String(buyingNote)).toBe(400);
      expect(refused.json().errors).toContainEqual({ path: 'buyingNote', message });
    }
    expect((await t.services.settings.getSite()).buyingNote).toBe(words.trim());
  });
});
