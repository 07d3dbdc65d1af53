import { SHOWN_CURRENCIES } from '#common/money.ts';
import { chooseCurrency, useShownPrices } from '#app/lib/currency.ts';

const LABELS = { USD: 'US$ (USD)', PKR: 'Rs (PKR)' } as const;

/**
 * Dollars or rupees, remembered in this browser. Shown only when the owner has set a rate; the server's page says
 * USD, the visitor's choice applies once the page has hydrated (the control keeps its size either way).
 */
export function CurrencySwitch() {
  const { currency, rate } = useShownPrices();
  if (rate === null) return null;
  return (
    <fieldset className="flex items-center gap-3 text-sm">
      <legend className="float-left mr-3 text-limestone-300">Prices in</legend>
      <div className="inline-flex rounded-full border border-schist-700 p-1">
        {SHOWN_CURRENCIES.map((code) => (
          <label
            key={code}
            className={`cursor-pointer rounded-full px-3 py-1.5 font-semibold transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-sandstone-400 ${
              currency === code ? 'bg-limestone-50 text-schist-900' : 'text-limestone-200 hover:text-white'
            }`}
          >
            <input
              type="radio"
              name="currency"
              value={code}
              checked={currency === code}
              onChange={() => chooseCurrency(code)}
              className="sr-only"
            />
            {LABELS[code]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
