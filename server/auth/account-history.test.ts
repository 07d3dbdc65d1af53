import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { historyEntries } from '#tests/helpers/history.ts';
import { signInAdmin } from '#tests/helpers/sign-in-admin.ts';
import { createSignedInTestApp, TEST_ADMIN, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';

type Entry = {
  actor: string;
  adminId: string | null;
  kind: string;
  label: string;
  action: string;
  changes: { field: string; before: unknown; after: unknown }[];
};

/** Issue 18, item 6: a password change is an admin write too, recorded without the password. */
describe.each(DATABASE_KINDS)('an admin account’s history on %s', (kind) => {
  let t: TestApp;
  let auth: { authorization: string };

  beforeAll(async () => {
    ({ auth, ...t } = await createSignedInTestApp(kind));
  });
  afterAll(() => t?.close());

  const accountEntries = () => historyEntries<Entry>(t, auth, 'kind=account');

  test('changing the password, in the panel or from the command line, is recorded with when, never with what', async () => {
    const before = await accountEntries();
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: auth,
      payload: { currentPassword: TEST_ADMIN.password, newPassword: 'a second long and private passphrase' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // Every other session ended with the change: the new token reads on.
    auth = { authorization: `Bearer ${changed.json<{ token: string }>().token}` };

    const [entry, ...older] = await accountEntries();
    expect(older).toHaveLength(before.length);
    expect(entry).toMatchObject({ kind: 'account', action: 'update', label: TEST_ADMIN.email });
    expect(entry!.adminId).toEqual(expect.any(String));
    expect(entry!.actor).toContain(TEST_ADMIN.email);
    expect(entry!.changes.map((change) => change.field)).toEqual(['password_changed_at']);
    const [when] = entry!.changes;
    expect(new Date(String(when!.after)).getTime()).toBeGreaterThan(new Date(String(when!.before)).getTime());
    expect(JSON.stringify(entry)).not.toMatch(/passphrase|argon2|\$2[aby]\$/);

    const third = 'a third long and private passphrase';
    await t.services.admins.resetPassword(TEST_ADMIN.email, third);
    // A reset ends the sessions begun before it: signed in again.
    ({ auth } = await signInAdmin(t, { email: TEST_ADMIN.email, password: third }));
    const [reset] = await accountEntries();
    expect(reset).toMatchObject({ kind: 'account', actor: 'command line', adminId: null });
    expect(reset!.changes.map((change) => change.field)).toEqual(['password_changed_at']);
  });
});
