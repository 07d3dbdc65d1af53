/** Money travels as integer cents; the API and the screens show US dollars with 2 decimals. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** The largest price the shop takes, in dollars. */
export const MAX_PRICE_DOLLARS = 10_000_000;

/** Why a price was refused; each screen and file words it for its own reader. */
export type PriceProblem = 'not-a-number' | 'negative' | 'too-large' | 'too-precise';
export type ParsedPrice = { ok: true; cents: number | null } | { ok: false; problem: PriceProblem };

/**
 * Dollars, as an owner writes them, to whole cents: "120", "99.50", "99.5", ".5", "$1,250.00" (a leading dollar
 * sign, commas between groups of three digits). Empty is no price (null: "Contact for pricing"). At most two
 * decimals; "12,50" (a decimal comma), "1e3" and "0x10" are not prices. A number (a JSON client's 12.5) is taken as
 * it is. The one parser of the product form, the quick and bulk edits, the tour form and the CSV import.
 */
export function parsePrice(input: string | number): ParsedPrice {
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, problem: 'not-a-number' };
    if (input < 0) return { ok: false, problem: 'negative' };
    if (input > MAX_PRICE_DOLLARS) return { ok: false, problem: 'too-large' };
    const cents = input * 100;
    if (Math.abs(cents - Math.round(cents)) > 1e-6) return { ok: false, problem: 'too-precise' };
    return { ok: true, cents: Math.round(cents) };
  }
  const text = input.trim();
  if (text === '') return { ok: true, cents: null };
  const match = /^(-?)\$?\s*(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/.exec(text);
  const [, minus, whole = '', fraction = ''] = match ?? [];
  if (!match || (whole === '' && fraction === '')) return { ok: false, problem: 'not-a-number' };
  if (minus) return { ok: false, problem: 'negative' };
  const digits = fraction.replace(/0+$/, '');
  const dollars = Number(whole.replace(/,/g, '') || '0');
  if (dollars > MAX_PRICE_DOLLARS || (dollars === MAX_PRICE_DOLLARS && digits !== ''))
    return { ok: false, problem: 'too-large' };
  if (digits.length > 2) return { ok: false, problem: 'too-precise' };
  return { ok: true, cents: dollars * 100 + Number(digits.padEnd(2, '0')) };
}

/**
 * A whole number with commas between groups of three digits ("1,234,567"), as `Intl.NumberFormat('en-US')` writes
 * it. Prices are written by hand rather than by `Intl`: a page's first `Intl.NumberFormat` loads the browser's
 * number-formatting data, which measured 50–100 ms of the main thread in a fresh page here (decision 050), and
 * every card's price is formatted during hydration. The same code on the server and in the browser also cannot
 * disagree with another ICU's spacing.
 */
export function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
}

const CONTACT_FOR_PRICING = 'Contact for pricing';

/** A price in US dollars, as `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })`: "$1,234.50". */
export function formatUsd(cents: number | null | undefined): string {
  if (cents == null) return CONTACT_FOR_PRICING;
  const whole = Math.trunc(Math.abs(cents));
  const sign = cents < 0 ? '-' : '';
  return `${sign}$${groupThousands(Math.floor(whole / 100))}.${String(whole % 100).padStart(2, '0')}`;
}

/** The currencies a visitor may see prices in: the shop's own US dollars, or rupees at the owner's rate. */
export const SHOWN_CURRENCIES = ['USD', 'PKR'] as const;
export type ShownCurrency = (typeof SHOWN_CURRENCIES)[number];

/** The owner's rupees to one US dollar: at most two decimals, within these bounds. */
export const PKR_RATE_LIMITS = { min: 1, max: 10_000 } as const;

/** Whole rupees, as `Intl.NumberFormat('en-PK', { style: 'currency', currency: 'PKR' })` with no decimals. */
const formatRupees = (rupees: number) => `Rs\u00a0${groupThousands(rupees)}`;

/** Whole rupees of a price at `rate` rupees to the dollar, counted in paisa so that no float drifts. */
export function centsToRupees(cents: number, rate: number): number {
  return Math.round((cents * Math.round(rate * 100)) / 10_000);
}

/**
 * A price as the visitor chose to see it: in rupees ("Rs 66,780", no decimals) when they chose them and the owner
 * has set a rate, in dollars otherwise. Never fetched from outside: the rate is the owner's setting.
 */
export function formatPrice(
  cents: number | null | undefined,
  currency: ShownCurrency,
  pkrRate: number | null,
) {
  if (cents == null || currency === 'USD' || pkrRate === null) return formatUsd(cents);
  return formatRupees(centsToRupees(cents, pkrRate));
}

/** Savings shown beside a reduced price: (original − price) / original, rounded to a whole percent. */
export function savingsPercent(priceCents: number | null, originalPriceCents: number | null): number | null {
  if (
    priceCents == null ||
    originalPriceCents == null ||
    originalPriceCents <= priceCents ||
    originalPriceCents <= 0
  ) {
    return null;
  }
  return Math.round(((originalPriceCents - priceCents) / originalPriceCents) * 100);
}
