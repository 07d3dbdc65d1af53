import { describe, expect, test } from 'vitest';
import {
  centsToRupees,
  formatPrice,
  formatUsd,
  groupThousands,
  MAX_PRICE_DOLLARS,
  parsePrice,
} from './money.ts';
import { dollars } from './schemas/fields.ts';
import { visitPlaceCreateSchema } from './schemas/tours.ts';

describe('the one price parser', () => {
  test.each([
    ['120', 12000],
    ['99.50', 9950],
    ['99.5', 9950],
    ['  7 ', 700],
    ['.5', 50],
    ['12.', 1200],
    ['0', 0],
    ['10.500', 1050],
    ['$1,250.50', 125050],
    ['$ 80', 8000],
    ['1,000,000', 100000000],
    [String(MAX_PRICE_DOLLARS), MAX_PRICE_DOLLARS * 100],
  ])('"%s" is %i cents', (text, cents) => {
    expect(parsePrice(text)).toEqual({ ok: true, cents });
  });

  test('empty is no price at all ("Contact for pricing")', () => {
    expect(parsePrice('')).toEqual({ ok: true, cents: null });
    expect(parsePrice('   ')).toEqual({ ok: true, cents: null });
  });

  test.each([
    ['ten', 'not-a-number'],
    ['12,50', 'not-a-number'],
    ['1,00', 'not-a-number'],
    ['1e3', 'not-a-number'],
    ['0x10', 'not-a-number'],
    ['.', 'not-a-number'],
    ['$', 'not-a-number'],
    ['12 50', 'not-a-number'],
    ['-1', 'negative'],
    ['-$5', 'negative'],
    ['10.505', 'too-precise'],
    ['10000000.01', 'too-large'],
    ['99999999999', 'too-large'],
  ])('"%s" is refused as %s', (text, problem) => {
    expect(parsePrice(text)).toEqual({ ok: false, problem });
  });

  test('a number from a JSON client is taken as it is, by the same limits', () => {
    expect(parsePrice(12.5)).toEqual({ ok: true, cents: 1250 });
    expect(parsePrice(0.1 + 0.2)).toEqual({ ok: true, cents: 30 });
    expect(parsePrice(-1)).toEqual({ ok: false, problem: 'negative' });
    expect(parsePrice(1.005)).toEqual({ ok: false, problem: 'too-precise' });
    expect(parsePrice(Number.NaN)).toEqual({ ok: false, problem: 'not-a-number' });
    expect(parsePrice(MAX_PRICE_DOLLARS + 1)).toEqual({ ok: false, problem: 'too-large' });
  });

  test('the forms word each refusal for the field, and a required price must be given', () => {
    const price = dollars('price', true);
    expect(price.parse('$1,250.50')).toBe(125050);
    expect(price.safeParse('ten').error?.issues[0]?.message).toBe(
      'The price is a number, such as 120 or 99.50',
    );
    expect(price.safeParse('-1').error?.issues[0]?.message).toBe('The price cannot be negative');
    expect(price.safeParse('10.505').error?.issues[0]?.message).toBe(
      'The price has at most two decimals (cents)',
    );
    expect(price.safeParse('').error?.issues[0]?.message).toBe('Enter the price');
    expect(dollars('sale price', false).parse('')).toBeNull();
  });

  test('a tour place’s price goes through the same parser, to cents', () => {
    const place = { name: 'Sirkap', description: 'The second city of Taxila.' };
    expect(visitPlaceCreateSchema.parse({ ...place, price: '$1,250' }).price).toBe(125000);
    expect(visitPlaceCreateSchema.parse({ ...place, price: '' }).price).toBeNull();
    expect(visitPlaceCreateSchema.safeParse({ ...place, price: '12.345' }).success).toBe(false);
  });
});

describe('prices in rupees at the owner’s rate', () => {
  test('whole rupees, counted in paisa, with en-PK grouping and no decimals', () => {
    expect(centsToRupees(24_000, 278.5)).toBe(66_840);
    expect(centsToRupees(125_050, 278.55)).toBe(348_327);
    expect(centsToRupees(1, 280)).toBe(3);
    expect(formatPrice(24_000, 'PKR', 278.5)).toBe('Rs\u00a066,840');
    expect(formatPrice(1_000_000_000, 'PKR', 10_000)).toBe('Rs\u00a0100,000,000,000');
  });

  test('dollars unless the visitor chose rupees and the owner set a rate; no price stays "Contact for pricing"', () => {
    expect(formatPrice(24_000, 'USD', 278.5)).toBe('$240.00');
    expect(formatPrice(24_000, 'PKR', null)).toBe('$240.00');
    expect(formatPrice(null, 'PKR', 278.5)).toBe('Contact for pricing');
  });
});

describe('prices written without Intl (decision 050)', () => {
  // The reference is the formatter the code used to call; the written form must match it, digit for digit.
  const usd = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
  });
  const pkr = new Intl.NumberFormat('en-PK', {
    style: 'currency',
    currency: 'PKR',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  // Every size of number from a cent to the largest price: each digit count, its edges and values between.
  const amounts = [0, 1, 9, 10, 99, 100, 101, 999, 1_000, 1_005, 99_999, 100_000, 123_456, 999_999_999];
  for (let digits = 1; digits <= 11; digits++) {
    const low = 10 ** (digits - 1);
    amounts.push(low, low * 10 - 1, Math.floor(low * 1.2345), Math.floor(low * 7.77));
  }
  amounts.push(MAX_PRICE_DOLLARS * 100);

  test('dollars match Intl’s en-US currency form for every size of price', () => {
    for (const cents of amounts) expect(formatUsd(cents), String(cents)).toBe(usd.format(cents / 100));
    expect(formatUsd(1_234_550)).toBe('$12,345.50');
    expect(formatUsd(-250)).toBe(usd.format(-2.5));
  });

  test('rupees match Intl’s en-PK currency form, with its no-break space', () => {
    for (const rupees of amounts) {
      expect(formatPrice(100, 'PKR', rupees), String(rupees)).toBe(pkr.format(rupees));
    }
  });

  test('thousands are grouped by three from the right', () => {
    expect(groupThousands(0)).toBe('0');
    expect(groupThousands(999)).toBe('999');
    expect(groupThousands(1000)).toBe('1,000');
    expect(groupThousands(1234567)).toBe('1,234,567');
  });
});
