import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { ENQUIRY_HOURLY_LIMIT, ENQUIRY_MESSAGES } from '#common/enquiries.ts';
import { enquiryTestApp, GOOD, MADE_UP_ID } from '#tests/helpers/enquiry-shop.ts';
import type { TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';

describe.each(DATABASE_KINDS)('sending an enquiry on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof enquiryTestApp>>;
  let t: TestApp;
  beforeEach(async () => {
    shop = await enquiryTestApp(kind);
    t = shop.t;
  });
  afterEach(() => t.close());

  const stored = async () => (await t.services.enquiries.list({ page: 1, limit: 50 })).items;

  test('an enquiry about a piece is stored as new, with the piece it is about', async () => {
    const product = await t.services.catalog.createProduct({
      title: 'Schist Buddha Head',
      description: 'A head of the Buddha in grey schist.',
      priceCents: 45_000,
      categories: [],
      images: [],
    });
    const answer = await shop.send({ ...GOOD, phone: '', productId: product.id });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ success: true, message: ENQUIRY_MESSAGES.sent, id: expect.any(String) });
    expect(await stored()).toEqual([
      expect.objectContaining({
        id: answer.json().id,
        status: 'new',
        name: 'Amina Qureshi',
        email: 'amina@example.com',
        phone: null,
        message: GOOD.message,
        about: {
          kind: 'product',
          id: product.id,
          label: 'Schist Buddha Head',
          path: '/product/schist-buddha-head',
        },
      }),
    ]);
  });

  test('a tour request keeps its date and party size; a phone number alone is enough', async () => {
    const place = await t.services.tours.create({ name: 'Giri Ridge', description: 'A hill walk.' });
    const answer = await shop.send({
      name: 'Tom Hale',
      phone: '+44 20 7946 0958',
      message: 'Two of us, mornings preferred.',
      visitPlaceId: place.id,
      preferredDate: shop.day(20),
      partySize: 2,
    });
    expect(answer.statusCode).toBe(201);
    expect(await stored()).toEqual([
      expect.objectContaining({
        email: null,
        phone: '+44 20 7946 0958',
        preferredDate: shop.day(20),
        partySize: 2,
        about: { kind: 'tour', id: place.id, label: 'Giri Ridge', path: '/visit-taxila/giri-ridge' },
      }),
    ]);
  });

  test.each([
    ['no name', { ...GOOD, name: '  ' }, 'name', 'Enter your name'],
    [
      'neither e-mail nor phone',
      { name: 'Amina', message: 'Hello', email: '', phone: ' ' },
      'email',
      ENQUIRY_MESSAGES.contactNeeded,
    ],
    [
      'a malformed e-mail',
      { ...GOOD, email: 'amina@' },
      'email',
      'Enter an e-mail address such as name@example.com',
    ],
    [
      'letters for a phone',
      { ...GOOD, phone: 'call me maybe' },
      'phone',
      expect.stringContaining('phone number'),
    ],
    ['no message', { ...GOOD, message: '' }, 'message', 'Write your message'],
    ['a name too long', { ...GOOD, name: 'A'.repeat(101) }, 'name', 'Your name is at most 100 characters'],
    [
      'a message too long',
      { ...GOOD, message: 'x'.repeat(3001) },
      'message',
      'The message is at most 3000 characters',
    ],
    [
      'an e-mail too long',
      { ...GOOD, email: `${'a'.repeat(250)}@example.com` },
      'email',
      'The e-mail address is too long',
    ],
    [
      'a malformed product id',
      { ...GOOD, productId: 'buddha' },
      'productId',
      'productId must be a product’s id',
    ],
    [
      'a piece and a tour',
      { ...GOOD, productId: MADE_UP_ID, visitPlaceId: MADE_UP_ID },
      'visitPlaceId',
      expect.any(String),
    ],
    ['no people', { ...GOOD, partySize: 0 }, 'partySize', 'At least one person'],
    ['a crowd', { ...GOOD, partySize: 51 }, 'partySize', 'For more than 50 people, please call us'],
    ['half a person', { ...GOOD, partySize: 2.5 }, 'partySize', 'The number of people is a whole number'],
    [
      'a date that is not one',
      { ...GOOD, preferredDate: '2026-02-30' },
      'preferredDate',
      'Choose a real date',
    ],
    ['a date in another form', { ...GOOD, preferredDate: '20/12/2026' }, 'preferredDate', expect.any(String)],
  ])('%s is refused with 400 and a message for its field', async (_name, fields, path, message) => {
    const answer = await shop.send(fields);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toContainEqual({ path, message });
    expect(await stored()).toEqual([]);
  });

  test('an unknown piece, a draft and an unknown tour are refused with 400', async () => {
    const draft = await t.services.catalog.createProduct({
      title: 'Unfinished Lamp',
      description: 'Not yet shown.',
      status: 'draft',
      categories: [],
      images: [],
    });
    for (const productId of [MADE_UP_ID, draft.id]) {
      const answer = await shop.send({ ...GOOD, productId });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        message: ENQUIRY_MESSAGES.unknownProduct,
        errors: [{ path: 'productId', message: ENQUIRY_MESSAGES.unknownProduct }],
      });
    }
    const tour = await shop.send({ ...GOOD, visitPlaceId: MADE_UP_ID });
    expect(tour.json()).toMatchObject({ message: ENQUIRY_MESSAGES.unknownTour });
    expect(await stored()).toEqual([]);
  });

  test('a date before today is refused', async () => {
    const answer = await shop.send({ ...GOOD, preferredDate: shop.day(-7) });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Choose a date from today on');
  });

  test('a filled honeypot is refused as automated', async () => {
    const answer = await shop.send({ ...GOOD, website: 'https://spam.example' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(ENQUIRY_MESSAGES.automated);
    expect(await stored()).toEqual([]);
  });

  test('a form sent within three seconds of its ticket is refused; the same ticket works after', async () => {
    const issued = await shop.ticket();
    const post = () =>
      t.app.inject({ method: 'POST', url: '/api/enquiries', payload: { ...GOOD, ticket: issued } });
    shop.tick(2_900);
    const early = await post();
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(ENQUIRY_MESSAGES.tooFast);
    shop.tick(200);
    expect((await post()).statusCode).toBe(201);
  });

  test('a missing, made-up, altered or day-old ticket is refused', async () => {
    const issued = await shop.ticket();
    const [time, signature] = issued.split('.') as [string, string];
    const cases = [
      [undefined, ENQUIRY_MESSAGES.noTicket],
      ['1764237600000.forged', ENQUIRY_MESSAGES.noTicket],
      [`${Number(time) - 60_000}.${signature}`, ENQUIRY_MESSAGES.noTicket],
    ] as const;
    shop.tick(10_000);
    for (const [ticket, message] of cases) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/enquiries',
        payload: { ...GOOD, ticket },
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(message);
    }
    shop.tick(25 * 60 * 60 * 1000);
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: { ...GOOD, ticket: issued },
    });
    expect(old.json().message).toBe(ENQUIRY_MESSAGES.expired);
    expect(await stored()).toEqual([]);
  });

  test(`an address may send ${ENQUIRY_HOURLY_LIMIT} enquiries an hour; the next is refused with 429`, async () => {
    for (let i = 0; i < ENQUIRY_HOURLY_LIMIT; i++) expect((await shop.send(GOOD)).statusCode).toBe(201);
    const refused = await shop.send(GOOD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: ENQUIRY_MESSAGES.tooMany });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    const issued = await shop.ticket();
    shop.tick(5_000);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: { ...GOOD, ticket: issued },
      remoteAddress: '203.0.113.9',
    });
    expect(other.statusCode).toBe(201);
    expect(await stored()).toHaveLength(ENQUIRY_HOURLY_LIMIT + 1);
  });

  test('enquiries older than the privacy policy’s twelve months are deleted', async () => {
    expect((await shop.send({ ...GOOD, name: 'Old Visitor' })).statusCode).toBe(201);
    shop.tick(200 * 24 * 60 * 60 * 1000);
    expect((await shop.send({ ...GOOD, name: 'Recent Visitor' })).statusCode).toBe(201);
    shop.tick(170 * 24 * 60 * 60 * 1000);
    // A year and five days after the first: reading the inbox deletes it, and keeps the other.
    expect((await stored()).map((enquiry) => enquiry.name)).toEqual(['Recent Visitor']);
    shop.tick(200 * 24 * 60 * 60 * 1000);
    expect((await shop.send({ ...GOOD, name: 'New Visitor' })).statusCode).toBe(201);
    expect((await stored()).map((enquiry) => enquiry.name)).toEqual(['New Visitor']);
  });
});
