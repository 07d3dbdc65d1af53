import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { makeJpeg } from '#tests/helpers/image-files.ts';
import { multipartBody } from '#tests/helpers/multipart.ts';
import { addSignedInAdmin, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';

const EMAIL = 'owner@gandhara.test';
const PASSWORD = 'a long and private passphrase';
const PLACE = {
  name: 'Julian Hill Sunset Walk',
  description: 'An evening climb to the monastery with tea at the top.',
  tourCategory: 'Historical',
  keywords: 'Sunset, monastery ,  , tea',
  location: 'Jaulian, Taxila Valley, Pakistan',
};

describe.each(DATABASE_KINDS)('adding, editing and removing tour places on %s', (kind) => {
  let t: TestApp;
  let auth: { authorization: string };
  let photo: Buffer;

  beforeAll(async () => {
    photo = await makeJpeg({ width: 1600, height: 1000 });
  });
  // Each test on a shop of its own: none reads what another left behind, in whatever order they run.
  beforeEach(async () => {
    t = await createTestApp(kind);
    ({ auth } = await addSignedInAdmin(t, { email: EMAIL, password: PASSWORD }));
  });
  afterEach(() => t.close());

  const post = async (fields: Record<string, string>, files = {}, headers: Record<string, string> = auth) => {
    const body = await multipartBody(fields, files);
    return t.app.inject({
      method: 'POST',
      url: '/visit-places/add',
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };

  test('without a signed-in admin nothing is created', async () => {
    const response = await post(
      PLACE,
      { image: { content: photo, filename: 'walk.jpg', type: 'image/jpeg' } },
      {},
    );
    expect(response.statusCode).toBe(401);
    expect(await t.services.tours.count()).toBe(0);
  });

  test('an admin adds a place with a photograph; keywords are trimmed and the category bucketed', async () => {
    const response = await post(PLACE, {
      image: { content: photo, filename: 'walk.jpg', type: 'image/jpeg' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'Visit place added successfully!',
      place: {
        name: PLACE.name,
        tourCategory: 'Historical',
        keywords: ['Sunset', 'monastery', 'tea'],
        slug: 'julian-hill-sunset-walk',
      },
    });
    const shown = await t.app.inject('/visit-places/julian-hill-sunset-walk');
    expect(shown.json().image).toMatch(/\/media\/[a-f0-9]{64}\//);
    // No category given: featured.
    const plain = await post({ name: 'Museum Morning', description: 'Two hours in the galleries.' });
    expect(plain.json().place.tourCategory).toBe('Featured');
  });

  test("a place's duration, group size and price from are its own, and empty ones stay unset", async () => {
    const response = await post({
      ...PLACE,
      duration: ' 3-4 hours ',
      groupMin: '2',
      groupMax: '12',
      price: '45',
    });
    expect(response.statusCode).toBe(201);
    const { place } = response.json();
    expect(place).toMatchObject({ duration: '3-4 hours', groupMin: 2, groupMax: 12, price: 45 });
    const bare = await post({ ...PLACE, name: 'Bhir Mound Walk', duration: '', groupMin: '', groupMax: '' });
    expect(bare.json().place).toMatchObject({ duration: null, groupMin: null, groupMax: null, price: null });

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/visit-places/${place._id}`,
      payload: {
        ...PLACE,
        keywords: ['Sunset'],
        duration: 'A full day',
        groupMin: null,
        groupMax: 8,
        price: null,
      },
      headers: auth,
    });
    expect(edited.statusCode).toBe(200);
    // What visitors read: the public record and the tours page's data.
    const shown = (await t.app.inject(`/visit-places/${place._id}`)).json();
    expect(shown).toMatchObject({ duration: 'A full day', groupMin: null, groupMax: 8, price: null });
    const tours = await t.services.tours.all();
    expect(tours.find((tour) => tour.id === place._id)).toMatchObject({
      duration: 'A full day',
      groupMin: null,
      groupMax: 8,
    });
  });

  test('a place saved as a draft is kept for the admin, hidden from visitors, and shown once published', async () => {
    const created = await post({ ...PLACE, name: 'Sirkap Night Walk', status: 'draft' });
    expect(created.statusCode).toBe(201);
    const { _id: id, slug } = created.json().place;
    expect((await t.services.tours.find(id, { includeDrafts: true }))?.status).toBe('draft');
    expect((await t.app.inject(`/visit-places/${id}`)).statusCode).toBe(404);
    expect((await t.app.inject(`/visit-places/${slug}`)).statusCode).toBe(404);
    const listed = await t.app.inject('/visit-places/all');
    expect(listed.json().map((place: { _id: string }) => place._id)).not.toContain(id);

    // An edit that leaves the status out keeps the draft; one that says published shows it.
    const put = async (fields: Record<string, string>) => {
      const body = await multipartBody({ ...PLACE, name: 'Sirkap Night Walk', ...fields });
      return t.app.inject({
        method: 'PUT',
        url: `/api/visit-places/${id}`,
        payload: body.payload,
        headers: { ...body.headers, ...auth },
      });
    };
    expect((await put({})).statusCode).toBe(200);
    expect((await t.app.inject(`/visit-places/${id}`)).statusCode).toBe(404);
    expect((await put({ status: 'published' })).statusCode).toBe(200);
    expect((await t.app.inject(`/visit-places/${id}`)).json().name).toBe('Sirkap Night Walk');

    const wrong = await put({ status: 'hidden' });
    expect(wrong.statusCode).toBe(400);
    expect(JSON.stringify(wrong.json())).toContain('The status is published or draft');
  });

  test('a place can have a video instead of a photograph', async () => {
    const video = await readFile(path.resolve(import.meta.dirname, '../../seed-assets/hero.mp4'));
    const response = await post(
      { ...PLACE, name: 'Festival Evening' },
      { video: { content: video, filename: 'evening.mp4', type: 'video/mp4' } },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().place.video).toMatch(/\/media\/videos\/.+\.mp4$/);
  });

  test('an edit with a video replaces the photograph, and one with a photograph replaces the video', async () => {
    const created = await post(
      { ...PLACE, name: 'Bhir Mound Dawn' },
      { image: { content: photo, filename: 'dawn.jpg', type: 'image/jpeg' } },
    );
    const { _id: id, slug } = created.json().place;
    const put = async (files: Parameters<typeof multipartBody>[1], url = `/api/visit-places/${id}`) => {
      const body = await multipartBody({ ...PLACE, name: 'Bhir Mound Dawn' }, files);
      const response = await t.app.inject({
        method: 'PUT',
        url,
        payload: body.payload,
        headers: { ...body.headers, ...auth },
      });
      expect(response.statusCode).toBe(200);
      return response.json().place;
    };
    const video = await readFile(path.resolve(import.meta.dirname, '../../seed-assets/promo-featured.mp4'));
    const withVideo = await put({ video: { content: video, filename: 'dawn.mp4', type: 'video/mp4' } });
    expect(withVideo.video).toMatch(/\/media\/videos\/.+\.mp4$/);
    expect(withVideo.image).toMatch(/\/images\/placeholder\.svg$/);
    expect(withVideo.slug).toBe(slug);
    const served = await t.app.inject(new URL(withVideo.video).pathname);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(video)).toBe(true);
    // The old path without /api takes files too.
    const withPhoto = await put(
      { image: { content: photo, filename: 'dawn.jpg', type: 'image/jpeg' } },
      `/visit-places/${id}`,
    );
    expect(withPhoto.video).toBeNull();
    expect(withPhoto.image).toMatch(/\/media\/[a-f0-9]{64}\//);
    // Text alone leaves the media as they are.
    const textOnly = await put({});
    expect(textOnly.image).toBe(withPhoto.image);
  });

  test('bad input is a 400 that says what is wrong', async () => {
    const before = await t.services.tours.count();
    const cases: [Record<string, string>, string][] = [
      [
        { ...PLACE, tourCategory: 'Nightlife' },
        'Choose a tour category: Featured, Cultural, Historical or Adventure',
      ],
      [{ ...PLACE, name: '' }, 'Enter the name of the place'],
      [{ ...PLACE, rating: '7' }, 'A rating is from 1 to 5'],
      [{ ...PLACE, reviews: '12' }, 'A review count needs a rating'],
      [{ ...PLACE, price: '-5' }, 'The price cannot be negative'],
      [{ ...PLACE, duration: 'x'.repeat(61) }, 'The duration is at most 60 characters'],
      [{ ...PLACE, groupMin: '2.5' }, 'The smallest group is a whole number of people'],
      [{ ...PLACE, groupMax: '0' }, 'The largest group is at least 1 person'],
      [{ ...PLACE, groupMax: 'many' }, 'The largest group is a number of people'],
      [{ ...PLACE, groupMin: '15', groupMax: '2' }, 'The largest group cannot be smaller than the smallest'],
    ];
    for (const [fields, message] of cases) {
      const response = await post(fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await t.services.tours.count()).toBe(before);
  });

  test('an admin edits (category required) and removes a place', async () => {
    const place = await t.services.tours.create({ name: 'Giri Ridge', description: 'A hill walk.' });
    const noCategory = await t.app.inject({
      method: 'PUT',
      url: `/api/visit-places/${place.id}`,
      payload: { name: 'Giri Ridge', description: 'A hill walk.' },
      headers: auth,
    });
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json().message).toBe('Choose a tour category');
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/visit-places/${place.id}`,
      payload: {
        name: 'Giri Ridge Hike',
        description: 'A steep hill walk.',
        tourCategory: 'adventure',
        keywords: ['Hike'],
        rating: 4.7,
        reviews: 12,
        price: 40,
      },
      headers: auth,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().place).toMatchObject({
      name: 'Giri Ridge Hike',
      tourCategory: 'Adventure',
      rating: 4.7,
      reviews: 12,
      price: 40,
      slug: 'giri-ridge',
    });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/visit-places/${place.id}` })).statusCode).toBe(
      401,
    );
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/visit-places/${place.id}`,
      headers: auth,
    });
    expect(removed.json()).toEqual({
      success: true,
      message: 'Visit place moved to the trash. You can restore it for 30 days.',
    });
    expect((await t.app.inject(`/visit-places/${place.id}`)).statusCode).toBe(404);
  });
});
