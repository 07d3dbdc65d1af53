import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SESSION_COOKIE } from '#server/auth/auth-http.ts';
import { makeJpeg } from '#tests/helpers/image-files.ts';
import { multipartBody } from '#tests/helpers/multipart.ts';
import { addSignedInAdmin, createTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';

const EMAIL = 'owner@gandhara.test';
const PASSWORD = 'a long and private passphrase';
const MASTER = {
  name: 'Ustad Karim Bakhsh',
  specialty: 'Stone Carving',
  experience: '27',
  description: 'Carves fountains and fireplaces in grey schist.',
  quote: 'The stone keeps every mistake.',
};

describe.each(DATABASE_KINDS)('adding, editing and removing master craftsmen on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let photo: Buffer;
  const bearer = () => ({ authorization: `Bearer ${token}` });
  const count = async () => (await t.services.masters.all()).length;
  const mediaCount = async () =>
    (await t.services.database.db.selectFrom('media').select('id').execute()).length;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ token } = await addSignedInAdmin(t, { email: EMAIL, password: PASSWORD }));
    photo = await makeJpeg({ width: 900, height: 1100 });
  });
  afterAll(() => t.close());

  test('without a signed-in admin: 401, and neither the craftsman nor the photograph is stored', async () => {
    const before = { masters: await count(), media: await mediaCount() };
    const body = await multipartBody(MASTER, {
      image: { content: photo, filename: 'karim.jpg', type: 'image/jpeg' },
    });
    const anonymous = await t.app.inject({ method: 'POST', url: '/masters/add', ...body });
    expect(anonymous.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/masters/add',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${'a'.repeat(43)}` },
    });
    expect(forged.statusCode).toBe(401);
    // The panel's cookie, but the request comes from another site.
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/masters/add',
      payload: body.payload,
      headers: { ...body.headers, origin: 'https://evil.example' },
      cookies: { [SESSION_COOKIE]: token },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await count()).toBe(before.masters);
    expect(await mediaCount()).toBe(before.media);
    expect(await readdir(t.services.storage.tmpDir)).toEqual([]);
  });

  test('an admin adds a craftsman with a photograph; the public list shows him', async () => {
    const body = await multipartBody(MASTER, {
      image: { content: photo, filename: 'karim.jpg', type: 'image/jpeg' },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/masters/add',
      payload: body.payload,
      headers: { ...body.headers, origin: TEST_PUBLIC_URL },
      cookies: { [SESSION_COOKIE]: token },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Master added successfully!',
      master: { name: MASTER.name, specialty: 'Stone Carving', experience: 27, quote: MASTER.quote },
    });
    expect(response.json().master.image).toMatch(/\/media\/[a-f0-9]{64}\/[a-z0-9]{10}\/\d+$/);
    const listed = (await t.app.inject('/masters/all')).json();
    expect(listed.map((m: { name: string }) => m.name)).toContain(MASTER.name);
    expect(await readdir(t.services.storage.tmpDir)).toEqual([]);
  });

  test('bad input is a 400 that says what is wrong, and stores nothing', async () => {
    const before = { masters: await count(), media: await mediaCount() };
    const cases: [Record<string, string>, string][] = [
      [{ ...MASTER, experience: '0' }, 'Experience is between 1 and 80 years'],
      [{ ...MASTER, experience: '81' }, 'Experience is between 1 and 80 years'],
      [{ ...MASTER, experience: 'many' }, 'Experience is a number of years'],
      [{ ...MASTER, specialty: 'Juggling' }, 'Choose one of the specialties'],
      [{ ...MASTER, name: '   ' }, 'Enter the craftsman’s name'],
    ];
    for (const [fields, message] of cases) {
      const body = await multipartBody(fields, {
        image: { content: photo, filename: 'p.jpg', type: 'image/jpeg' },
      });
      const response = await t.app.inject({
        method: 'POST',
        url: '/masters/add',
        payload: body.payload,
        headers: { ...body.headers, ...bearer() },
      });
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const notAnImage = await multipartBody(MASTER, {
      image: {
        content: Buffer.from('just text, named like a photo'),
        filename: 'fake.jpg',
        type: 'image/jpeg',
      },
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/masters/add',
      payload: notAnImage.payload,
      headers: { ...notAnImage.headers, ...bearer() },
    });
    expect(refused.statusCode).toBe(415);
    const huge = await multipartBody(MASTER, {
      image: { content: Buffer.alloc(10 * 1024 * 1024 + 10, 1), filename: 'huge.jpg', type: 'image/jpeg' },
    });
    const tooLarge = await t.app.inject({
      method: 'POST',
      url: '/masters/add',
      payload: huge.payload,
      headers: { ...huge.headers, ...bearer() },
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('The file "huge.jpg" is larger than 10 MB.');
    // The failed photograph is not kept; only a master's own (from the 415 case: nothing) could be.
    expect(await count()).toBe(before.masters);
    expect(await readdir(t.services.storage.tmpDir)).toEqual([]);
  });

  test('an admin edits (experience 0-99 here) and removes a craftsman; an unknown id is a 404', async () => {
    const created = await t.services.masters.create({ ...MASTER, experience: 5 });
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/masters/${created.id}`,
      payload: { ...MASTER, name: 'Karim Bakhsh', experience: 0 },
      headers: bearer(),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      message: 'Master updated successfully!',
      master: { name: 'Karim Bakhsh', experience: 0 },
    });
    const tooMany = await t.app.inject({
      method: 'PUT',
      url: `/masters/${created.id}`,
      payload: { ...MASTER, experience: 100 },
      headers: bearer(),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Experience is between 0 and 99 years');
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/masters/0123456789abcdef01234567',
      payload: MASTER,
      headers: bearer(),
    });
    expect(missing.statusCode).toBe(404);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/masters/${created.id}` })).statusCode).toBe(
      401,
    );
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/masters/${created.id}`,
      headers: bearer(),
    });
    expect(removed.json()).toEqual({
      success: true,
      message: 'Master moved to the trash. You can restore it for 30 days.',
    });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/masters/${created.id}`, headers: bearer() }))
        .statusCode,
    ).toBe(404);
    expect(await t.services.masters.find(created.id)).toBeNull();
  });
});
