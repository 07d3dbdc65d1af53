import { LoaderCircle } from 'lucide-react';
import type { RefObject } from 'react';

/** What the footer reads of a growing list (usePagedList's answer). */
type GrowingList = {
  items: readonly unknown[];
  total: number;
  hasMore: boolean;
  loading: boolean;
  loadMore: () => void;
  sentinel: RefObject<HTMLDivElement | null>;
};

/** The end of a growing list: Load More while there is more, then 'All … loaded ({total} total)'. */
export function ListFooter({ noun, list }: { noun: string; list: GrowingList }) {
  if (list.items.length === 0) return null;
  return (
    <div ref={list.sentinel} className="flex flex-col items-center gap-2 py-8 text-sm text-schist-600">
      {list.hasMore ? (
        <button
          type="button"
          onClick={list.loadMore}
          disabled={list.loading}
          className="inline-flex items-center gap-2 rounded-full border border-schist-800 px-6 py-2.5 font-semibold text-schist-900 hover:bg-limestone-200 disabled:opacity-70"
        >
          {list.loading ? (
            <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
          ) : null}
          {list.loading ? 'Loading more...' : 'Load More'}
        </button>
      ) : (
        <p role="status">
          All {noun} loaded ({list.total} total)
        </p>
      )}
    </div>
  );
}

/** A designed empty state for a list: what is missing and what to do next. */
export function EmptyList(props: { title: string; message: string; action?: React.ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-3xl border border-dashed border-limestone-300 bg-limestone-50 px-6 py-16 text-center">
      <h2 className="text-2xl font-semibold">{props.title}</h2>
      <p className="max-w-md text-schist-600">{props.message}</p>
      {props.action}
    </div>
  );
}

/** "No places", "1 place", "12 places": how many a list holds, in words. */
export function countText(total: number, one: string, many: string): string {
  return total === 0 ? `No ${many}` : `${total} ${total === 1 ? one : many}`;
}
