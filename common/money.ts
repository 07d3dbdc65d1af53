/** Money travels as integer cents; the API and the screens show US dollars with 2 decimals. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

const CONTACT_FOR_PRICING = 'Contact for pricing';

export function formatUsd(cents: number | null | undefined): string {
  return cents == null ? CONTACT_FOR_PRICING : usd.format(cents / 100);
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
