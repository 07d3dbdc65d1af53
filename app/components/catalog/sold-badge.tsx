import { soldDate } from '#common/product-summary.ts';

/** A sold piece's mark, with the day it sold when known: its page stays, for links and search engines. */
export function SoldBadge(props: { soldAt?: string | null }) {
  return (
    <p className="inline-flex w-fit items-center gap-2 rounded-full bg-schist-900 px-4 py-1.5 text-sm font-semibold text-limestone-50">
      <span className="uppercase tracking-[0.14em]">Sold</span>
      {props.soldAt ? (
        <span className="font-normal text-limestone-200">on {soldDate(props.soldAt)}</span>
      ) : null}
    </p>
  );
}
