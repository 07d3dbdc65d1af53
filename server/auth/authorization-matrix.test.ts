import { Readable } from 'node:stream';
import crypto from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { newId } from '#server/db/ids.ts';
import { makeJpeg } from '#tests/helpers/image-files.ts';
import { makeZip } from '#tests/helpers/zip-files.ts';
import { multipartBody } from '#tests/helpers/multipart.ts';
import {
  type AppServices,
  captureLog,
  changesHeard,
  createTestApp,
  TEST_PUBLIC_URL,
  type TestApp,
} from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';
import { SESSION_COOKIE } from './auth-http.ts';

/**
 * The authorisation matrix of the admin issue: every mutating endpoint × every kind of bad credential is refused
 * (401, or 403 for the panel's cookie sent from another site) and leaves the database and the media store exactly as
 * they were; with a signed-in admin (Bearer, or the cookie from our own pages) each one succeeds.
 */

const EMAIL = 'owner@gandhara.test';
const PASSWORD = 'a long and private passphrase';
const NEW_PASSWORD = 'a changed and equally private passphrase';
const EVIL = 'https://evil.example';

/** Records each endpoint works on, made afresh (with `createTargets`) for every run that may change or delete them. */
type Targets = {
  master: string;
  place: string;
  product: string;
  job: string;
  category: string;
  /** every category id, in a new order */
  order: string[];
  /** one of `category`'s two subcategories */
  subcategory: string;
  /** both of `category`'s subcategories, in a new order */
  subcategoryOrder: string[];
};

type Upload = { content: Buffer; filename: string; type: string };
/** What an endpoint is sent: JSON, a multipart form as the panel sends it, or nothing. */
type Payload =
  { json: Record<string, unknown> } | { fields: Record<string, string>; files?: Record<string, Upload> };

export type EndpointCase = {
  method: 'POST' | 'PUT' | 'DELETE';
  url: (ids: Targets) => string;
  body?: (ids: Targets) => Promise<Payload>;
  /** What a successful call changes; compared before and after (a refusal leaves it, a success does not). */
  count: (services: AppServices) => Promise<unknown>;
};

const MASTER = {
  name: 'Ustad Karim Bakhsh',
  specialty: 'Stone Carving',
  experience: '27',
  description: 'Carves fountains and fireplaces in grey schist.',
  quote: 'The stone keeps every mistake.',
};
const PRODUCT = {
  title: 'Schist Lamp Base',
  price: '52.00',
  description: 'A lamp base turned from grey schist and polished by hand.',
  keywords: 'lamp, schist',
  categories: '[]',
  imageAlt: 'Grey schist lamp base',
};
let slugRuns = 0;
const PLACE = {
  name: 'Julian Hill Sunset Walk',
  description: 'An evening climb to the monastery with tea at the top.',
  tourCategory: 'Historical',
  keywords: 'Sunset, monastery, tea',
  location: 'Jaulian, Taxila Valley, Pakistan',
};

let photo: Promise<Buffer> | undefined;
const jpeg = async (): Promise<Upload> => ({
  content: await (photo ??= makeJpeg({ width: 640, height: 480 })),
  filename: 'photo.jpg',
  type: 'image/jpeg',
});
/** A photograph never seen before: a bulk upload refuses one already in the catalogue as a duplicate. */
let freshSeed = 1000;
/** Makes names and numbers unique across runs that share one database. */
let runs = 0;
const freshJpeg = async (): Promise<Upload> => ({
  content: await makeJpeg({ width: 320, height: 240, seed: ++freshSeed }),
  filename: `fresh-${freshSeed}.jpg`,
  type: 'image/jpeg',
});
const mp4 = async (): Promise<Upload> => ({
  content: await readFile(path.resolve(import.meta.dirname, '../../seed-assets/hero.mp4')),
  filename: 'evening.mp4',
  type: 'video/mp4',
});

/** Every row of some tables, in a stable order. */
async function tableRows(services: AppServices, tables: string[]) {
  const dump: Record<string, string[]> = {};
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      services.database.db,
    );
    dump[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return dump;
}
const rowsOf =
  (...tables: string[]) =>
  (services: AppServices) =>
    tableRows(services, tables);

async function createTargets(services: AppServices): Promise<Targets> {
  const master = await services.masters.create({ ...MASTER, experience: 12 });
  const place = await services.tours.create({ name: 'Giri Ridge', description: 'A hill walk.' });
  const product = await services.catalog.createProduct({
    title: 'Schist Candle Stand',
    description: 'A candle stand turned from grey schist.',
    imageAlt: 'Schist candle stand',
    priceCents: 4500,
    categories: [],
    images: [],
  });
  // A bulk upload that stopped with one photograph still to do: what a retry continues.
  const job = newId();
  const now = new Date();
  await services.database.db
    .insertInto('bulk_jobs')
    .values({
      id: job,
      kind: 'images',
      status: 'failed',
      categories: '["Home Decor"]',
      publish: true,
      message: 'stopped',
      created_at: now,
      updated_at: now,
    })
    .execute();
  await services.database.db
    .insertInto('bulk_job_items')
    .values({
      job_id: job,
      position: 0,
      filename: 'left-over.jpg',
      staged_name: 'item-0000.jpg',
      status: 'pending',
      error: null,
      product_id: null,
      title: null,
      slug: null,
    })
    .execute();
  await services.storage.write(
    services.bulk.stagedKey(job, 'item-0000.jpg'),
    Readable.from([(await jpeg()).content]),
    { contentType: 'application/octet-stream' },
  );
  const category = await services.catalog.createCategory({ name: `Matrix Shelf ${++runs}`, position: 99 });
  const order = (await services.catalog.listCategories({ visibleOnly: false }))
    .map((row) => row.id)
    .reverse();
  const subcategories = [];
  for (const name of ['Matrix Lamps', 'Matrix Bowls']) {
    const added = await services.categoryAdmin.subcategories.create(category.id, { name });
    if (!added.ok) throw new Error(added.message);
    subcategories.push(added.value._id);
  }
  return {
    master: master.id,
    place: place.id,
    product: product.id,
    job,
    category: category.id,
    order,
    subcategory: subcategories[0]!,
    subcategoryOrder: [...subcategories].reverse(),
  };
}

/**
 * Every endpoint that changes something. Add a row for each new one; the matrix below runs it against every bad
 * credential and against a signed-in admin.
 *
 * Every mutating endpoint of the API is here; a new one needs its row.
 */
export const ENDPOINTS: EndpointCase[] = [
  {
    method: 'PUT',
    url: () => '/api/admin/settings',
    body: async () => ({ json: { businessPhone: `+92 301 555 ${String(1000 + ++runs)}` } }),
    count: rowsOf('settings'),
  },
  {
    method: 'POST',
    url: () => '/api/admin/categories',
    body: async () => ({ json: { name: `Matrix Added ${++runs}` } }),
    count: rowsOf('categories'),
  },
  {
    method: 'PUT',
    url: (ids) => `/api/admin/categories/${ids.category}`,
    body: async () => ({ json: { name: `Matrix Renamed ${++runs}`, visible: false } }),
    count: rowsOf('categories', 'category_aliases'),
  },
  {
    method: 'PUT',
    url: () => '/api/admin/categories/order',
    body: async (ids) => ({ json: { ids: ids.order } }),
    count: rowsOf('categories'),
  },
  {
    method: 'DELETE',
    url: (ids) => `/api/admin/categories/${ids.category}`,
    count: rowsOf('categories'),
  },
  {
    method: 'POST',
    url: (ids) => `/api/admin/categories/${ids.category}/subcategories`,
    body: async () => ({ json: { name: `Matrix Sub ${++runs}` } }),
    count: rowsOf('subcategories'),
  },
  {
    method: 'PUT',
    url: (ids) => `/api/admin/subcategories/${ids.subcategory}`,
    body: async () => ({ json: { name: `Matrix Sub Renamed ${++runs}`, visible: false } }),
    count: rowsOf('subcategories'),
  },
  {
    method: 'PUT',
    url: (ids) => `/api/admin/categories/${ids.category}/subcategories/order`,
    body: async (ids) => ({ json: { ids: ids.subcategoryOrder } }),
    count: rowsOf('subcategories'),
  },
  {
    method: 'DELETE',
    url: (ids) => `/api/admin/subcategories/${ids.subcategory}`,
    count: rowsOf('subcategories', 'product_subcategories'),
  },
  {
    method: 'POST',
    url: () => '/api/bulk-upload/bulk-images',
    body: async () => ({ fields: { categories: '["Home Decor"]' }, files: { images: await freshJpeg() } }),
    count: rowsOf('bulk_jobs', 'products', 'media'),
  },
  {
    method: 'POST',
    url: () => '/api/bulk-upload/bulk-zip',
    body: async () => ({
      fields: { categories: '["Home Decor"]' },
      files: {
        zipFile: {
          content: makeZip([{ name: 'shelf/lamp.jpg', data: (await freshJpeg()).content }]),
          filename: 'shelf.zip',
          type: 'application/zip',
        },
      },
    }),
    count: rowsOf('bulk_jobs', 'products', 'media'),
  },
  {
    method: 'POST',
    url: (ids) => `/api/bulk-upload/jobs/${ids.job}/retry`,
    count: rowsOf('bulk_jobs'),
  },
  {
    method: 'POST',
    url: () => '/api/admin/products/add',
    body: async () => ({ fields: PRODUCT, files: { images: await jpeg() } }),
    count: rowsOf('products', 'product_images', 'media'),
  },
  {
    method: 'PUT',
    url: (ids) => `/api/admin/products/${ids.product}`,
    // A new slug each run: the runs share one database, and a slug once used stays reserved.
    body: async () => ({
      fields: { ...PRODUCT, slug: `schist-lamp-base-edited-${++slugRuns}` },
      files: { images: await jpeg() },
    }),
    count: rowsOf('products', 'product_images', 'product_slug_history', 'media'),
  },
  {
    method: 'PUT',
    url: (ids) => `/api/products/${ids.product}`,
    body: async () => ({ json: { title: 'Schist Lamp Base', keywords: ['lamp'], price: 52 } }),
    count: rowsOf('products'),
  },
  {
    method: 'DELETE',
    url: (ids) => `/api/products/${ids.product}`,
    count: rowsOf('products'),
  },
  {
    method: 'POST',
    url: () => '/masters/add',
    body: async () => ({ fields: MASTER, files: { image: await jpeg() } }),
    count: rowsOf('masters', 'media'),
  },
  {
    method: 'PUT',
    url: (ids) => `/masters/${ids.master}`,
    body: async () => ({ fields: { ...MASTER, name: 'Karim Bakhsh' }, files: { image: await jpeg() } }),
    count: rowsOf('masters', 'media'),
  },
  {
    method: 'PUT',
    url: (ids) => `/api/masters/${ids.master}`,
    body: async () => ({ json: { ...MASTER, experience: 30, quote: 'Patience first.' } }),
    count: rowsOf('masters'),
  },
  {
    method: 'DELETE',
    url: (ids) => `/api/masters/${ids.master}`,
    count: rowsOf('masters'),
  },
  {
    method: 'POST',
    url: () => '/visit-places/add',
    body: async () => ({ fields: PLACE, files: { image: await jpeg() } }),
    count: rowsOf('visit_places', 'media'),
  },
  {
    method: 'PUT',
    url: (ids) => `/visit-places/${ids.place}`,
    body: async () => ({ fields: { ...PLACE, name: 'Giri Ridge at Dusk' }, files: { video: await mp4() } }),
    count: rowsOf('visit_places', 'media'),
  },
  {
    method: 'PUT',
    url: (ids) => `/api/visit-places/${ids.place}`,
    body: async () => ({ json: { ...PLACE, keywords: ['Hike'], rating: 4.5, reviews: 8, price: 40 } }),
    count: rowsOf('visit_places'),
  },
  {
    method: 'DELETE',
    url: (ids) => `/api/visit-places/${ids.place}`,
    count: rowsOf('visit_places'),
  },
  {
    method: 'POST',
    url: () => '/api/auth/change-password',
    body: async () => ({ json: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD } }),
    count: rowsOf('admins', 'admin_sessions'),
  },
  {
    // Without a live session there is nothing to end: 401 like every other write, and nothing changes.
    method: 'POST',
    url: () => '/api/auth/logout',
    count: rowsOf('admin_sessions'),
  },
];

const PLACEHOLDERS: Targets = {
  master: '{id}',
  place: '{id}',
  product: '{id}',
  job: '{id}',
  category: '{id}',
  order: [],
  subcategory: '{id}',
  subcategoryOrder: [],
};
const label = (endpoint: EndpointCase) => `${endpoint.method} ${endpoint.url(PLACEHOLDERS)}`;

/** Sessions spoiled in every way the issue lists, each shown to work before it was spoiled. */
type Sessions = {
  live: string;
  expired: string;
  ofDeletedAdmin: string;
  signedOut: string;
  olderThanPassword: string;
};
type Credential = { headers?: Record<string, string>; cookies?: Record<string, string> };
type BadCredential = { name: string; status: 401 | 403; credential: (sessions: Sessions) => Credential };

const bearer = (token: string): Credential => ({ headers: { authorization: `Bearer ${token}` } });
const cookie = (
  token: string,
  headers: Record<string, string> = { origin: TEST_PUBLIC_URL },
): Credential => ({
  cookies: { [SESSION_COOKIE]: token },
  headers,
});
/** A token of the right length and alphabet that no session has. */
const madeUp = () => crypto.randomBytes(32).toString('base64url');
/** The same token with its first character changed. */
const tampered = (token: string) => (token[0] === 'A' ? 'B' : 'A') + token.slice(1);
const BASIC = `Basic ${Buffer.from(`${EMAIL}:${PASSWORD}`).toString('base64')}`;

const BAD_CREDENTIALS: BadCredential[] = [
  { name: 'no token', status: 401, credential: () => ({}) },
  { name: 'Bearer abc', status: 401, credential: () => bearer('abc') },
  { name: 'an empty Bearer', status: 401, credential: () => ({ headers: { authorization: 'Bearer ' } }) },
  { name: 'a made-up Bearer token of the right shape', status: 401, credential: () => bearer(madeUp()) },
  {
    name: 'a live token with one character changed',
    status: 401,
    credential: (s) => bearer(tampered(s.live)),
  },
  {
    name: 'Basic credentials with the right password',
    status: 401,
    credential: () => ({ headers: { authorization: BASIC } }),
  },
  {
    name: 'a garbage cookie from our own pages',
    status: 401,
    credential: () => cookie('garbage-that-opens-nothing'),
  },
  { name: 'a made-up cookie of the right shape', status: 401, credential: () => cookie(madeUp()) },
  {
    name: 'a made-up Bearer beside a live cookie',
    status: 401,
    credential: (s) => ({
      cookies: { [SESSION_COOKIE]: s.live },
      headers: { origin: TEST_PUBLIC_URL, authorization: `Bearer ${madeUp()}` },
    }),
  },
  { name: 'an expired session (Bearer)', status: 401, credential: (s) => bearer(s.expired) },
  { name: 'an expired session (cookie)', status: 401, credential: (s) => cookie(s.expired) },
  { name: 'the token of a deleted admin', status: 401, credential: (s) => bearer(s.ofDeletedAdmin) },
  { name: 'a session ended by signing out', status: 401, credential: (s) => bearer(s.signedOut) },
  {
    name: 'a session older than a password change',
    status: 401,
    credential: (s) => bearer(s.olderThanPassword),
  },
  {
    name: `a live cookie with Origin ${EVIL}`,
    status: 403,
    credential: (s) => cookie(s.live, { origin: EVIL }),
  },
  {
    name: `a live cookie with Origin ${EVIL} and Sec-Fetch-Site: cross-site`,
    status: 403,
    credential: (s) => cookie(s.live, { origin: EVIL, 'sec-fetch-site': 'cross-site' }),
  },
  {
    name: 'a live cookie with Sec-Fetch-Site: cross-site',
    status: 403,
    credential: (s) => cookie(s.live, { 'sec-fetch-site': 'cross-site' }),
  },
  {
    name: 'a live cookie with Sec-Fetch-Site: same-site (a sibling host)',
    status: 403,
    credential: (s) => cookie(s.live, { 'sec-fetch-site': 'same-site' }),
  },
  {
    name: 'a live cookie with a look-alike Origin',
    status: 403,
    credential: (s) => cookie(s.live, { origin: `${TEST_PUBLIC_URL}.evil.example` }),
  },
  {
    name: 'a live cookie with Origin: null (a sandboxed frame)',
    status: 403,
    credential: (s) => cookie(s.live, { origin: 'null' }),
  },
  {
    name: 'a live cookie with neither Origin nor Sec-Fetch-Site',
    status: 403,
    credential: (s) => cookie(s.live, {}),
  },
];
const MESSAGES = {
  401: 'Please sign in as an admin to continue.',
  403: 'This request did not come from the admin panel and was refused.',
};

describe.each(DATABASE_KINDS)('the authorisation matrix on %s', (kind) => {
  let t: TestApp;
  let sessions: Sessions;
  const log = captureLog();
  /** Everything that must never reach the log. */
  const secrets = new Set<string>([PASSWORD, NEW_PASSWORD, BASIC.slice('Basic '.length)]);
  let address = 0;

  const signIn = async (email: string, password = PASSWORD) => {
    const result = await t.services.auth.login(email, password);
    if (result.kind !== 'signed-in') throw new Error(`${email} could not sign in: ${result.kind}`);
    secrets.add(result.token);
    return result.token;
  };
  const profile = async (token: string) =>
    (await t.app.inject({ url: '/api/auth/profile', headers: { authorization: `Bearer ${token}` } }))
      .statusCode;

  let tableNames: string[] | undefined;
  /** The whole database (every table of this schema) and every file under DATA_DIR with its size. */
  async function everything() {
    const { db, dialect } = t.services.database;
    const schema =
      dialect === 'postgres'
        ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
        : undefined;
    tableNames ??= (await db.introspection.getTables())
      // SQLite's full-text index keeps its own tables, in a binary form of its own: derived, and left out.
      .filter((table) => !table.isView && table.schema === schema && !table.name.startsWith('search_index_'))
      .map((table) => table.name);
    const tables = tableNames;
    const files = (await readdir(t.dataDir, { recursive: true })).sort();
    const sizes = await Promise.all(
      files.map(async (file) => {
        // A bulk job another test started may finish and clear its folder between the listing and this look.
        const info = await stat(path.join(t.dataDir, file)).catch(() => null);
        if (!info) return `${file} (gone)`;
        return info.isFile() ? `${file} ${info.size}` : `${file}/`;
      }),
    );
    return { tables: await tableRows(t.services, tables), files: sizes };
  }

  async function send(endpoint: EndpointCase, ids: Targets, credential: Credential, payload?: Payload) {
    const body = payload ?? (await endpoint.body?.(ids));
    const form = body && 'fields' in body ? await multipartBody(body.fields, body.files) : undefined;
    address += 1;
    return t.app.inject({
      method: endpoint.method,
      url: endpoint.url(ids),
      ...(form ? { payload: form.payload } : body && 'json' in body ? { payload: body.json } : {}),
      headers: { ...form?.headers, ...credential.headers },
      ...(credential.cookies ? { cookies: credential.cookies } : {}),
      // One address per request: the per-address rate limits are not what this matrix is about.
      remoteAddress: `10.${DATABASE_KINDS.indexOf(kind)}.${Math.floor(address / 250)}.${(address % 250) + 1}`,
    });
  }

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { log });
    const { db } = t.services.database;
    await t.services.admins.create({ email: EMAIL, password: PASSWORD, name: 'Owner' });
    for (const email of ['leaver@gandhara.test', 'forgetful@gandhara.test'])
      await t.services.admins.create({ email, password: PASSWORD });

    const live = await signIn(EMAIL);
    const expired = await signIn(EMAIL);
    const ofDeletedAdmin = await signIn('leaver@gandhara.test');
    const signedOut = await signIn(EMAIL);
    const olderThanPassword = await signIn('forgetful@gandhara.test');
    sessions = { live, expired, ofDeletedAdmin, signedOut, olderThanPassword };
    for (const token of Object.values(sessions)) expect(await profile(token)).toBe(200);

    // Ended by the clock: the session's expiry is in the past (the service compares it with its clock).
    const hash = crypto.createHash('sha256').update(expired).digest('hex');
    await db
      .updateTable('admin_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hash)
      .execute();
    // The admin's account is removed (no such call yet: straight from the table).
    await db.deleteFrom('admins').where('email', '=', 'leaver@gandhara.test').execute();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${signedOut}` },
    });
    expect(out.statusCode).toBe(200);
    // The password is reset on the server (npm run admin -- reset-password): older sessions stay in the table but end.
    await t.services.admins.resetPassword('forgetful@gandhara.test', NEW_PASSWORD);

    for (const [name, token] of Object.entries(sessions))
      expect(await profile(token), name).toBe(name === 'live' ? 200 : 401);
    expect(await profile(tampered(live))).toBe(401);
  });
  // No password, token or cookie reached the server log: checked once every test above has logged its requests,
  // in whatever order they ran.
  afterAll(async () => {
    try {
      const text = log.text();
      const requests = log.lines().filter((line) => line.msg === 'request completed');
      // The log did record the requests above (so this test can fail), refusals and successes alike.
      expect(requests.length).toBeGreaterThan(ENDPOINTS.length * (BAD_CREDENTIALS.length + GOOD.length));
      const statuses = new Set(requests.map((line) => (line.res as { statusCode: number }).statusCode));
      for (const status of [200, 201, 401, 403]) expect(statuses).toContain(status);
      // Every session handed out (sign-ins and the password changes' new sessions) and every cookie set.
      expect(secrets.size).toBeGreaterThan(10);
      // Where a plugin logs a request's headers (multipart, at trace level), they are there, redacted.
      expect(text).toContain('"authorization":"[redacted]"');
      expect(text).toContain('"cookie":"[redacted]"');
      for (const secret of secrets) expect(text.includes(secret), 'a secret is in the log').toBe(false);
    } finally {
      await t?.close();
    }
  });

  test.each(ENDPOINTS.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s: every bad credential is refused and changes nothing',
    async (name, endpoint) => {
      // The whole database and data folder are compared once around all the bad credentials (a full dump per
      // credential cost minutes); what the endpoint itself changes is compared after each one.
      // Targets of its own: what the other tests changed (a category order, a slug) is not this one's concern.
      const targets = await createTargets(t.services);
      // What the targets' writes set going in the background (their change messages, the search index) is done
      // before the database is compared.
      await changesHeard(t);
      await t.services.search.indexNow();
      const before = await everything();
      for (const bad of BAD_CREDENTIALS) {
        const counted = await endpoint.count(t.services);
        const credential = bad.credential(sessions);
        const response = await send(endpoint, targets, credential);
        const what = `${name} with ${bad.name}`;
        expect(response.statusCode, what).toBe(bad.status);
        expect(response.json(), what).toEqual({ success: false, message: MESSAGES[bad.status] });
        expect(await endpoint.count(t.services), what).toEqual(counted);
        const cleared = response.cookies.find((c) => c.name === SESSION_COOKIE);
        // A cookie that opens no session is cleared; a good one sent from elsewhere is left alone.
        if (credential.cookies && !credential.headers?.authorization)
          expect(cleared?.value, what).toBe(bad.status === 401 ? '' : undefined);
      }
      expect(
        await everything(),
        `${name}: the database and the data folder after every bad credential`,
      ).toEqual(before);
      // The guard answers before the body is read: a stranger's broken body is a 401, not a 400 about the body.
      const broken = await t.app.inject({
        method: endpoint.method,
        url: endpoint.url(targets),
        payload: '{"email": "owner@gandhara.test", "broken',
        headers: { 'content-type': 'application/json' },
      });
      expect(broken.statusCode, `${name} with a broken body`).toBe(401);
      expect(await everything()).toEqual(before);
      // The live session used above is still good: the refusals were about the credential, not the session.
      expect(await profile(sessions.live)).toBe(200);
    },
  );

  const GOOD: { name: string; credential: (token: string) => Credential }[] = [
    { name: 'Bearer', credential: (token) => bearer(token) },
    { name: 'the cookie from our own pages (Origin)', credential: (token) => cookie(token) },
    {
      name: 'the cookie from our own pages (Sec-Fetch-Site)',
      credential: (token) => cookie(token, { 'sec-fetch-site': 'same-origin' }),
    },
  ];

  test.each(ENDPOINTS.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s: a signed-in admin succeeds',
    async (name, endpoint) => {
      // Changing the password or signing out ends sessions: those calls get an admin of their own for every run
      // (hashing a password is slow on purpose, so the other calls share the live session).
      const endsSessions = endpoint.url(PLACEHOLDERS).startsWith('/api/auth/');
      for (const good of GOOD) {
        let token = sessions.live;
        if (endsSessions) {
          const email = `admin-${crypto.randomBytes(4).toString('hex')}@gandhara.test`;
          await t.services.admins.create({ email, password: PASSWORD });
          token = await signIn(email);
        }
        const ids = await createTargets(t.services);
        const counted = await endpoint.count(t.services);
        const response = await send(endpoint, ids, good.credential(token));
        const what = `${name} with ${good.name}`;
        expect(response.statusCode, `${what}: ${response.body}`).toBeGreaterThanOrEqual(200);
        expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(300);
        expect(response.json(), what).toMatchObject({ success: true });
        expect(await endpoint.count(t.services), what).not.toEqual(counted);
        // A retried bulk job runs on in the background: it is let finish here, so that no other test sees it move.
        if (endpoint.url(ids).endsWith('/retry'))
          await vi.waitFor(
            async () => {
              const job = await t.services.bulk.find(ids.job);
              if (job?.status !== 'done' && job?.status !== 'failed')
                throw new Error(`The job is ${job?.status}`);
            },
            { timeout: 30_000, interval: 50 },
          );
        const answered = response.json() as { token?: string };
        if (answered.token) secrets.add(answered.token);
        for (const set of response.cookies) if (set.value) secrets.add(set.value);
      }
    },
  );
});
