import { formatPrice, SHOWN_CURRENCIES, type ShownCurrency } from '#common/money.ts';
import { useRootData } from '#app/components/layout/use-root-data.ts';
import { browserStore } from './browser-store.ts';

/** The currency a visitor chose to see prices in; US dollars until they choose, and in every server-rendered page. */
const currency = browserStore<ShownCurrency>(
  'gandhara:currency',
  (stored) => SHOWN_CURRENCIES.find((code) => stored === JSON.stringify(code)) ?? 'USD',
  'USD',
);

export const chooseCurrency = currency.set;

/**
 * Prices as this visitor sees them: rupees at the owner's rate once they chose them, dollars otherwise (and
 * always when the owner has set no rate). `rate` is null when there is nothing to switch to.
 */
export function useShownPrices() {
  const rate = useRootData()?.site.pkrRate ?? null;
  const chosen = currency.use();
  const shown: ShownCurrency = rate === null ? 'USD' : chosen;
  return {
    currency: shown,
    rate,
    format: (cents: number | null | undefined) => formatPrice(cents, shown, rate),
  };
}
