import { beforeAll, describe, expect, inject, test } from 'vitest';
import { formatUsd } from '#common/money.ts';
import { addProductByApi } from '#tests/helpers/admin-session.ts';
import { signInAdmin } from '#tests/helpers/sign-in-admin.ts';

/** Issue 21 item 8 (decision 041): what the pages say is true, and finished. Server-rendered HTML, no browser. */
const baseUrl = inject('baseUrl');
const admin = inject('admin');
let auth: { authorization: string };

beforeAll(async () => {
  ({ auth } = await signInAdmin(baseUrl, admin));
});

const html = async (path: string) => {
  const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
  return { status: response.status, text: await response.text() };
};
const titleOf = (page: string) => /<title>([^<]+)<\/title>/.exec(page)?.[1];
const decode = (text: string) =>
  text.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"');

describe('pages that lead nowhere', () => {
  test('the 404 page has a title', async () => {
    const page = await html('/no-such-page/anywhere');
    expect(page.status).toBe(404);
    expect(titleOf(page.text)).toBe('Page not found | Gandhara Arts');
  });

  test('an unknown product address is a 404 that says so, with recent pieces to browse', async () => {
    const page = await html('/product/an_old_page');
    expect(page.status).toBe(404);
    expect(titleOf(page.text)).toBe('Product Not Found | Gandhara Arts');
    expect(page.text).toContain('Product Not Found');
    expect(page.text).toContain('Recently added pieces');
    expect(page.text.match(/href="\/product\/[^"]+"/g)?.length).toBeGreaterThanOrEqual(4);
  });

  test("a removed piece's address is 410 Gone, with pieces of its category to browse", async () => {
    const piece = await addProductByApi(baseUrl, auth, {
      title: 'Finished Copy Onyx Fountain Bowl',
      price: '210',
      description: 'A fountain bowl carved for a test of a removed piece.',
      categories: JSON.stringify(['Fountains']),
      imageAlt: 'An onyx fountain bowl',
    });
    const removed = await fetch(`${baseUrl}/api/products/${piece._id}`, { method: 'DELETE', headers: auth });
    expect(removed.status).toBe(200);
    const page = await html(`/product/${piece.slug}`);
    expect(page.status).toBe(410);
    expect(titleOf(page.text)).toBe('This Piece Is No Longer Here | Gandhara Arts');
    expect(page.text).toContain('More from Fountains');
    expect(page.text).toContain('href="/category/fountains"');
    expect(page.text).not.toContain('Finished Copy Onyx Fountain Bowl</h3>');
    // By its id too.
    expect((await html(`/product/${piece._id}`)).status).toBe(410);
  });
});

describe('link previews', () => {
  test('/products, a category and /search share an absolute JPEG that answers 200', async () => {
    for (const path of ['/products', '/category/fountains', '/search?q=buddha', '/search?q=zzzzzz']) {
      const page = await html(path);
      const image = /<meta property="og:image" content="([^"]+)"/.exec(page.text)?.[1];
      expect(image, path).toMatch(new RegExp(`^${baseUrl}/.+\\.jpg$`));
      const response = await fetch(image!);
      expect(response.status, image).toBe(200);
      expect(response.headers.get('content-type'), image).toBe('image/jpeg');
      expect(decode(page.text)).not.toContain('og:image" content="' + baseUrl + '/images/placeholder.svg');
    }
  });
});

describe('copy', () => {
  test('the Luxury Collection is spelt so, and its old address moves there', async () => {
    const moved = await fetch(`${baseUrl}/category/luxary-collection`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(new URL(moved.headers.get('location')!, baseUrl).pathname).toBe('/category/luxury-collection');
    const page = await html('/category/luxury-collection');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Luxury Collection');
    expect((await html('/')).text).not.toMatch(/Luxary/);
  });

  test("the Inquire message carries the piece's title, price and link, and no id", async () => {
    const { products } = (await (await fetch(`${baseUrl}/api/products?page=1&limit=1`)).json()) as {
      products: { _id: string; slug: string; title: string; price: number | null }[];
    };
    const piece = products[0]!;
    const page = await html(`/product/${piece.slug}`);
    const links = [...page.text.matchAll(/href="(https:\/\/wa\.me\/[^"]+)"/g)].map((match) =>
      decodeURIComponent(new URL(decode(match[1]!)).searchParams.get('text') ?? ''),
    );
    const inquiry = links.find((text) => text.includes('Could you tell me more about it?'));
    expect(inquiry).toBe(
      `Hello, I'm interested in your product: ${piece.title} (${formatUsd(piece.price === null ? null : Math.round(piece.price * 100))})\n${baseUrl}/product/${piece.slug}\nCould you tell me more about it?`,
    );
    expect(inquiry).not.toContain(piece._id);
  });

  test('the tours page tells call hours from the settings, and each card only the facts its tour has', async () => {
    const page = await html('/visit-taxila');
    expect(page.text).not.toContain('24/7');
    expect(page.text).toContain('Calls Mon-Sat 9:00 AM-6:00 PM PKT');
    const cards = page.text.split('<article').slice(1);
    const card = (name: string) => cards.find((text) => text.includes(`>${name}</h3>`))!;
    // The demo's Dharmarajika tour has all three; Sirkap only a duration; the museum none.
    const full = card('Dharmarajika Stupa and Monastery');
    expect(full).toContain('2-3 hours');
    expect(full).toContain('2-12 people');
    expect(full).toMatch(/From<\/dt><dd[^>]*>\$45\.00/);
    const some = card('Sirkap Ancient City');
    expect(some).toContain('About an hour');
    expect(some).not.toContain('Group size');
    expect(some).not.toContain('From</dt>');
    const bare = card('Taxila Museum');
    expect(bare).not.toContain('Duration');
    expect(bare).not.toContain('Group size');
    for (const text of cards) {
      expect(text).not.toContain('Your Wish');
      expect(text).not.toContain('2-15 People');
    }
  });
});
