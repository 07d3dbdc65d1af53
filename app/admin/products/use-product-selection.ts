import { useEffect, useRef, useState } from 'react';
import type { BulkEditSelection } from '#common/schemas/product-bulk-edit.ts';
import type { ProductsListQuery } from './products-list-query.ts';

/**
 * The bulk edit's selection: products ticked one by one (shift-click ticks a range from the last one ticked), or
 * all the filter matches, however many pages that is. A new search or category starts it again.
 */
export function useProductSelection(query: ProductsListQuery, pageIds: string[], total: number) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const anchor = useRef<string | null>(null);
  const filterKey = `${query.q}\u0000${query.category}`;
  useEffect(() => {
    setSelected(new Set());
    setAllMatching(false);
    anchor.current = null;
  }, [filterKey]);

  const wholePageSelected = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const selection: BulkEditSelection | null = allMatching
    ? { filter: { q: query.q || undefined, category: query.category || undefined } }
    : selected.size > 0
      ? { ids: [...selected] }
      : null;

  return {
    selection,
    count: allMatching ? total : selected.size,
    allMatching,
    /** Some products are ticked, and the filter matches more than them. */
    canSelectAllMatching: !allMatching && selected.size > 0 && total > selected.size,
    wholePageSelected,
    isSelected: (id: string) => allMatching || selected.has(id),
    toggle(id: string, range: boolean) {
      setAllMatching(false);
      // Read now: React runs the update below later, after the anchor has moved on to this piece.
      const from = anchor.current ? pageIds.indexOf(anchor.current) : -1;
      const to = pageIds.indexOf(id);
      const ids = range && from >= 0 ? pageIds.slice(Math.min(from, to), Math.max(from, to) + 1) : [id];
      setSelected((current) => {
        const next = new Set(current);
        const on = !current.has(id);
        for (const each of ids)
          if (on) next.add(each);
          else next.delete(each);
        return next;
      });
      anchor.current = id;
    },
    togglePage() {
      setAllMatching(false);
      setSelected(wholePageSelected ? new Set() : new Set(pageIds));
    },
    selectAllMatching: () => setAllMatching(true),
    clear() {
      setSelected(new Set());
      setAllMatching(false);
    },
  };
}

export type ProductSelection = ReturnType<typeof useProductSelection>;
