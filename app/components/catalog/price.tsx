import { savingsPercent } from '#common/money.ts';
import { useShownPrices } from '#app/lib/currency.ts';

/**
 * The price, with the regular price struck through and the savings, when reduced: in US dollars on the server's
 * page, and in rupees after hydration for a visitor who chose them.
 */
export function Price({
  priceCents,
  originalPriceCents,
  size = 'md',
}: {
  priceCents: number | null;
  originalPriceCents: number | null;
  size?: 'md' | 'lg';
}) {
  const { format } = useShownPrices();
  const savings = savingsPercent(priceCents, originalPriceCents);
  const big = size === 'lg';
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className={`${big ? 'text-3xl' : 'text-base'} font-semibold text-schist-900`}>
        {format(priceCents)}
      </span>
      {savings !== null ? (
        <>
          <s className={`${big ? 'text-lg' : 'text-sm'} text-schist-500`}>
            <span className="sr-only">Regular price </span>
            {format(originalPriceCents)}
          </s>
          <span
            className={`rounded-full bg-terracotta-700 px-2 py-0.5 ${big ? 'text-sm' : 'text-xs'} font-semibold text-white`}
          >
            Save {savings}%
          </span>
        </>
      ) : null}
    </p>
  );
}
