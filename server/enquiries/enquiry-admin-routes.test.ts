import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { ADMIN_SESSION_COOKIE } from '#common/admin-session.ts';
import { enquiryTestApp, GOOD } from '#tests/helpers/enquiry-shop.ts';
import { addSignedInAdmin, TEST_PUBLIC_URL, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';

describe.each(DATABASE_KINDS)('the owner’s inbox of enquiries on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof enquiryTestApp>>;
  let t: TestApp;
  let auth: { authorization: string };
  let token: string;
  beforeEach(async () => {
    shop = await enquiryTestApp(kind);
    t = shop.t;
    // The admin is created at the real time; a session older than the password would be refused.
    shop.tick(60_000);
    ({ auth, token } = await addSignedInAdmin(t));
  });
  afterEach(() => t.close());

  const sendMany = async (count: number) => {
    const ids: string[] = [];
    for (let i = 1; i <= count; i++) {
      const answer = await shop.send({ ...GOOD, name: `Visitor ${i}` }, { waitMs: 5_000 });
      expect(answer.statusCode).toBe(201);
      ids.push(answer.json<{ id: string }>().id);
    }
    return ids;
  };
  const list = async (query = '') => {
    const answer = await t.app.inject({ url: `/api/admin/enquiries${query}`, headers: auth });
    expect(answer.statusCode).toBe(200);
    return answer.json<{
      items: { id: string; name: string; status: string }[];
      total: number;
      counts: object;
    }>();
  };
  const setStatus = (id: string, status: string, headers: Record<string, string> = auth) =>
    t.app.inject({ method: 'PATCH', url: `/api/admin/enquiries/${id}`, payload: { status }, headers });

  test('the inbox lists the newest first, page by page, with a count of each status', async () => {
    await sendMany(3);
    const first = await list('?limit=2');
    expect(first.items.map((item) => item.name)).toEqual(['Visitor 3', 'Visitor 2']);
    expect(first).toMatchObject({ total: 3, page: 1, limit: 2, counts: { new: 3, contacted: 0, closed: 0 } });
    expect((await list('?limit=2&page=2')).items.map((item) => item.name)).toEqual(['Visitor 1']);
  });

  test('an enquiry moves from new to contacted to closed, and the filter follows', async () => {
    const [first, second] = await sendMany(2);
    const contacted = await setStatus(first!, 'contacted');
    expect(contacted.statusCode).toBe(200);
    expect(contacted.json()).toMatchObject({
      message: 'Visitor 1’s enquiry is marked contacted.',
      enquiry: { id: first, status: 'contacted' },
    });
    expect((await list('?status=new')).items.map((item) => item.id)).toEqual([second]);
    expect((await list('?status=contacted')).items.map((item) => item.id)).toEqual([first]);
    expect((await setStatus(first!, 'closed')).statusCode).toBe(200);
    expect(await list('?status=closed')).toMatchObject({
      total: 1,
      counts: { new: 1, contacted: 0, closed: 1 },
    });
  });

  test('the owner deletes an enquiry for good', async () => {
    const [id] = await sendMany(1);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/enquiries/${id}`,
      headers: auth,
    });
    expect(removed.json()).toEqual({ success: true, message: 'The enquiry is deleted.' });
    expect((await list()).items).toEqual([]);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/admin/enquiries/${id}`, headers: auth });
    expect(again.statusCode).toBe(404);
    expect((await setStatus(id!, 'contacted')).statusCode).toBe(404);
  });

  test('a status or a query the inbox does not know is refused with 400', async () => {
    const [id] = await sendMany(1);
    const wrong = await setStatus(id!, 'answered');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('status must be new, contacted or closed');
    const query = await t.app.inject({ url: '/api/admin/enquiries?status=spam', headers: auth });
    expect(query.statusCode).toBe(400);
    const badId = await t.app.inject({ method: 'DELETE', url: '/api/admin/enquiries/nope', headers: auth });
    expect(badId.statusCode).toBe(400);
  });

  test('without a session, or with the cookie from another site, nothing is read or changed', async () => {
    const [id] = await sendMany(1);
    expect((await t.app.inject('/api/admin/enquiries')).statusCode).toBe(401);
    expect((await setStatus(id!, 'closed', {})).statusCode).toBe(401);
    const anonymousDelete = await t.app.inject({ method: 'DELETE', url: `/api/admin/enquiries/${id}` });
    expect(anonymousDelete.statusCode).toBe(401);
    const cookie = `${ADMIN_SESSION_COOKIE}=${token}`;
    const evil = { cookie, origin: 'https://evil.example' };
    expect((await setStatus(id!, 'closed', evil)).statusCode).toBe(403);
    const evilDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/enquiries/${id}`,
      headers: evil,
    });
    expect(evilDelete.statusCode).toBe(403);
    expect((await list()).items).toMatchObject([{ id, status: 'new' }]);
    // From the panel itself the cookie is enough.
    expect((await setStatus(id!, 'closed', { cookie, origin: TEST_PUBLIC_URL })).statusCode).toBe(200);
  });
});
