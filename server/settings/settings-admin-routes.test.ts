import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { imageVariantUrl } from '#common/media-url.ts';
import { SESSION_COOKIE } from '#server/auth/auth-http.ts';
import { imageRefOf } from '#server/media/media-service.ts';
import { makeJpeg } from '#tests/helpers/image-files.ts';
import { multipartBody } from '#tests/helpers/multipart.ts';
import { addSignedInAdmin, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';

const EMAIL = 'owner@gandhara.test';
const PASSWORD = 'a long and private passphrase';
const FILM = path.resolve(import.meta.dirname, '../../seed-assets/promo-featured.mp4');

describe.each(DATABASE_KINDS)('the admin’s site settings on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let photo: Buffer;
  let film: Buffer;
  const bearer = () => ({ authorization: `Bearer ${token}` });
  const stored = () => t.services.database.db.selectFrom('settings').selectAll().execute();
  const mediaCount = async () =>
    (await t.services.database.db.selectFrom('media').select('id').execute()).length;
  const put = (payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/settings', payload, headers: bearer() });
  const putForm = async (
    settings: object | string | undefined,
    files: Parameters<typeof multipartBody>[1] = {},
  ) => {
    const fields: Record<string, string> =
      settings === undefined
        ? {}
        : { settings: typeof settings === 'string' ? settings : JSON.stringify(settings) };
    const body = await multipartBody(fields, files);
    return t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: body.payload,
      headers: { ...body.headers, ...bearer() },
    });
  };

  beforeAll(async () => {
    photo = await makeJpeg({ width: 1000, height: 700 });
    film = await readFile(FILM);
  });
  // Each test on a shop of its own: none reads what another left behind, in whatever order they run.
  beforeEach(async () => {
    t = await createTestApp(kind);
    ({ token } = await addSignedInAdmin(t, { email: EMAIL, password: PASSWORD }));
  });
  afterEach(() => t.close());

  test('without a signed-in admin nothing is read or changed: 401 (403 from another site), nothing stored', async () => {
    const before = { settings: await stored(), media: await mediaCount() };
    expect((await t.app.inject('/api/admin/settings')).statusCode).toBe(401);
    const change = await multipartBody(
      { settings: JSON.stringify({ businessPhone: '+92 311 0000000' }) },
      { popupImage: { content: photo, filename: 'popup.jpg', type: 'image/jpeg' } },
    );
    const anonymous = await t.app.inject({ method: 'PUT', url: '/api/admin/settings', ...change });
    expect(anonymous.statusCode).toBe(401);
    const json = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { businessPhone: '+92 311 0000000' },
      headers: { authorization: `Bearer ${'a'.repeat(43)}` },
    });
    expect(json.statusCode).toBe(401);
    const crossSite = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { businessPhone: '+92 311 0000000' },
      headers: { origin: 'https://evil.example' },
      cookies: { [SESSION_COOKIE]: token },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await stored()).toEqual(before.settings);
    expect(await mediaCount()).toBe(before.media);
    expect((await t.services.settings.getSite()).businessPhone).toBe('+92 300 5123456');
    expect(await readdir(t.services.storage.tmpDir)).toEqual([]);
  });

  test('an admin reads the settings with their media, and a change shows on public pages at once', async () => {
    const read = await t.app.inject({ url: '/api/admin/settings', headers: bearer() });
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect(read.json()).toMatchObject({
      success: true,
      settings: { businessPhone: '+92 300 5123456', watermarkEnabled: true, promoVideos: [] },
      media: { popupImage: null, heroVideo: null, heroPoster: null, promoVideos: [] },
    });

    // The public pages read the settings through a cache; the change must not wait for it.
    await t.services.publicSite.get();
    const changed = await put({
      businessPhone: '+92 321 7654321',
      whatsappNumber: '+92 345 1112233',
      email: ' sales@gandhara.example ',
      social: { instagram: 'https://instagram.com/gandhara.arts' },
      analyticsId: 'g-abc123xyz',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      success: true,
      message: 'Settings saved.',
      settings: {
        businessPhone: '+92 321 7654321',
        whatsappNumber: '+92 345 1112233',
        email: 'sales@gandhara.example',
        analyticsId: 'G-ABC123XYZ',
        // Profiles not named keep what they had.
        social: { instagram: 'https://instagram.com/gandhara.arts', facebook: '' },
      },
    });
    const site = await t.services.publicSite.get();
    expect(site).toMatchObject({
      phone: '+92 321 7654321',
      whatsappNumber: '+92 345 1112233',
      email: 'sales@gandhara.example',
      analyticsId: 'G-ABC123XYZ',
    });
    // Analytics hosts enter the page's CSP only now that a measurement id is set.
    const page = await t.app.inject('/healthz');
    expect(page.headers['content-security-policy']).toContain('googletagmanager.com');
    const again = await t.app.inject({ url: '/api/admin/settings', headers: bearer() });
    expect(again.json().settings.businessPhone).toBe('+92 321 7654321');
  });

  test('bad values are 400s that say what is wrong, and change nothing', async () => {
    const before = await stored();
    const cases: [object, string, string][] = [
      [{ businessPhone: 'call me' }, 'businessPhone', 'Enter a phone number such as +92 300 1234567'],
      [{ whatsappNumber: '12' }, 'whatsappNumber', 'Enter a WhatsApp number such as +92 300 1234567'],
      [{ email: 'not an address' }, 'email', 'Enter a valid e-mail address'],
      [{ address: '   ' }, 'address', 'Enter the business address'],
      [
        { social: { facebook: 'javascript:alert(1)' } },
        'social.facebook',
        'Enter the Facebook address in full, starting with https://',
      ],
      [
        { social: { youtube: 'youtube.com/@gandhara' } },
        'social.youtube',
        'Enter the YouTube address in full, starting with https://',
      ],
      [{ analyticsId: 'UA-12345-1' }, 'analyticsId', 'A measurement id looks like G-ABC123XYZ'],
      [{ watermarkEnabled: 'no' }, 'watermarkEnabled', 'The watermark is either on or off'],
      [
        { promoVideos: [{ title: 'A film without a film', category: 'Stone' }] },
        'promoVideos.0.videoMediaId',
        'Choose the film for promo video 1',
      ],
      [
        { promoVideos: [{}, { description: 'Only words' }] },
        'promoVideos.1.title',
        'Give promo video 2 a title',
      ],
      [
        { heroVideoMediaId: '0123456789abcdef01234567' },
        'heroVideoMediaId',
        'The home film is not a film in the media library',
      ],
      [{ popupImageMediaId: 'nope' }, 'popupImageMediaId', 'A media id is 24 hexadecimal characters'],
    ];
    for (const [change, field, message] of cases) {
      const response = await put(change);
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().success).toBe(false);
      expect(response.json().errors).toContainEqual({ path: field, message });
      expect(response.json().message).toBe(message);
    }
    const notJson = await putForm('{businessPhone: 1');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe(
      'The settings field must be JSON, such as {"businessPhone":"+92 300 1234567"}',
    );
    const notAnObject = await put([1, 2]);
    expect(notAnObject.statusCode).toBe(400);
    expect(notAnObject.json().message).toBe('Send the settings as an object of fields');
    expect(await stored()).toEqual(before);
  });

  test('pictures and films arrive as multipart through the media pipeline; places can be emptied again', async () => {
    const response = await putForm(
      {
        watermarkEnabled: true,
        promoVideos: [
          { title: 'Carving a Buddha', category: 'Heritage Art', description: 'Grey schist.' },
          {},
          { title: 'Polishing onyx', category: 'Stone Art' },
        ],
      },
      {
        popupImage: { content: photo, filename: 'welcome.jpg', type: 'image/jpeg' },
        heroVideo: { content: film, filename: 'workshop.mp4', type: 'video/mp4' },
        heroPoster: {
          content: await makeJpeg({ width: 1280, height: 720, seed: 2 }),
          filename: 'poster.jpg',
          type: 'image/jpeg',
        },
        promoVideo0: { content: film, filename: 'buddha.mp4', type: 'video/mp4' },
        promoPoster0: {
          content: await makeJpeg({ width: 640, height: 360, seed: 3 }),
          filename: 'buddha.jpg',
          type: 'image/jpeg',
        },
        promoVideo2: {
          content: await readFile(path.resolve(import.meta.dirname, '../../seed-assets/promo-stone-art.mp4')),
          filename: 'onyx.mp4',
          type: 'video/mp4',
        },
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.settings.popupImageMediaId).toMatch(/^[a-f0-9]{24}$/);
    expect(body.media.popupImage).toMatchObject({ kind: 'image', name: 'welcome.jpg' });
    expect(body.media.popupImage.url).toMatch(/^\/media\/[a-f0-9]{64}\/[a-z0-9]{10}\/640$/);
    expect(body.media.heroVideo.url).toMatch(/^\/media\/videos\/[a-f0-9]{64}\.mp4$/);
    // The empty middle place is left out; the others keep their order.
    expect(body.settings.promoVideos).toMatchObject([
      { title: 'Carving a Buddha', category: 'Heritage Art', description: 'Grey schist.' },
      { title: 'Polishing onyx', category: 'Stone Art', posterMediaId: null },
    ]);
    expect(body.media.promoVideos[0].poster).toMatchObject({ kind: 'image', name: 'buddha.jpg' });
    const site = await t.services.publicSite.get();
    expect(site.hero.videoUrl).toBe(body.media.heroVideo.url);
    expect(site.promoVideos.map((promo) => promo.title)).toEqual(['Carving a Buddha', 'Polishing onyx']);
    const video = await t.app.inject(body.media.heroVideo.url);
    expect(video.statusCode).toBe(200);
    expect(video.rawPayload.equals(film)).toBe(true);

    // A film where a picture belongs, and a picture over 10 MB, are refused; nothing changes.
    const before = await stored();
    const wrongKind = await putForm(
      {},
      { popupImage: { content: film, filename: 'popup.jpg', type: 'image/jpeg' } },
    );
    expect(wrongKind.statusCode).toBe(415);
    // A stored photograph's bytes sent as a film are refused before the new poster beside them is stored.
    const storedBefore = await mediaCount();
    const photoAsFilm = await putForm(
      { promoVideos: [{ title: 'Carving a Buddha', category: 'Heritage Art' }] },
      {
        heroPoster: {
          content: await makeJpeg({ width: 1280, height: 720, seed: 11 }),
          filename: 'new-poster.jpg',
          type: 'image/jpeg',
        },
        promoVideo0: { content: photo, filename: 'welcome.mp4', type: 'video/mp4' },
      },
    );
    expect(photoAsFilm.statusCode).toBe(415);
    expect(photoAsFilm.json().message).toContain('"welcome.mp4": Please upload a valid video format');
    expect(await mediaCount()).toBe(storedBefore);
    const huge = await putForm(
      {},
      {
        heroPoster: {
          content: Buffer.alloc(10 * 1024 * 1024 + 10, 1),
          filename: 'huge.jpg',
          type: 'image/jpeg',
        },
      },
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('The file "huge.jpg" is larger than 10 MB.');
    // An invalid form stores none of its files.
    const media = await mediaCount();
    const invalid = await putForm(
      { businessPhone: 'x' },
      {
        popupImage: {
          content: await makeJpeg({ width: 300, height: 300, seed: 9 }),
          filename: 'p.jpg',
          type: 'image/jpeg',
        },
      },
    );
    expect(invalid.statusCode).toBe(400);
    expect(await mediaCount()).toBe(media);
    expect(await stored()).toEqual(before);

    const emptied = await put({ popupImageMediaId: null, promoVideos: [body.settings.promoVideos[1]] });
    expect(emptied.statusCode).toBe(200);
    expect(emptied.json().media.popupImage).toBeNull();
    expect((await t.services.publicSite.get()).popupImage).toBeNull();
    expect((await t.services.publicSite.get()).promoVideos.map((promo) => promo.title)).toEqual([
      'Polishing onyx',
    ]);
    expect(await readdir(t.services.storage.tmpDir)).toEqual([]);
  });

  test('turning the watermark off or changing the phone changes the served pictures and their addresses', async () => {
    const row = await t.services.media.ingestImageBuffer(
      await makeJpeg({ width: 960, height: 720, seed: 7 }),
    );
    const variant = async () => {
      const url = imageVariantUrl(imageRefOf(row, await t.services.media.currentKey()), 960, 'jpg');
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(200);
      return { url, bytes: response.rawPayload };
    };
    expect((await put({ watermarkEnabled: true })).statusCode).toBe(200);
    const marked = await variant();

    expect((await put({ watermarkEnabled: false })).statusCode).toBe(200);
    const plain = await variant();
    expect(plain.url).not.toBe(marked.url);
    expect(plain.bytes.equals(marked.bytes)).toBe(false);
    // The address a page kept from before now leads to the picture as it is.
    const old = await t.app.inject(marked.url);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(plain.url);

    expect((await put({ watermarkEnabled: true })).statusCode).toBe(200);
    const markedAgain = await variant();
    expect(markedAgain.url).toBe(marked.url);
    expect(markedAgain.bytes.equals(marked.bytes)).toBe(true);

    // The phone is part of the watermark: a new number, a new picture.
    expect((await put({ businessPhone: '+92 333 9998887' })).statusCode).toBe(200);
    const newPhone = await variant();
    expect(newPhone.url).not.toBe(marked.url);
    expect(newPhone.bytes.equals(marked.bytes)).toBe(false);
  });
});
