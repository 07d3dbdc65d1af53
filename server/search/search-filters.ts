import type { createSearchFacts } from './search-facts.ts';
import type { SearchParams } from './search-service.ts';

/** Whether a price (NaN: on request) is within the range, both ends included. */
const inRange = (price: number, min = 0, max = Number.POSITIVE_INFINITY) => price >= min && price <= max;

/**
 * A search's matches narrowed by the visitor's filters (decision 037) and put on two shelves, the available pieces
 * then the sold ones, as every list shows them; with the counts beside the filters. Outside the price range a match
 * is counted nowhere; each other filter is left out of its own counts, so that each option says what it would show.
 * `counts` receives each category's matches (the category facets, over the whole query).
 */
export function shelveMatches(
  matched: readonly number[],
  context: {
    facts: ReturnType<typeof createSearchFacts>;
    counts: Uint32Array;
    /** the category's and subcategory's numbers, -1 when the search is not narrowed to one */
    category: number;
    subcategory: number;
    hideSold: boolean;
    params: SearchParams;
  },
) {
  const { facts, counts, category, subcategory, hideSold } = context;
  const { material, minCents, maxCents, availableOnly } = context.params;
  const priced = minCents !== undefined || maxCents !== undefined;
  const available: number[] = [];
  const sold: number[] = [];
  const byMaterial = new Map<string, number>();
  let availableCount = 0;
  for (const doc of matched) {
    const fact = facts.get(doc);
    if (!fact || (fact.sold && hideSold)) continue;
    if (priced && !inRange(fact.price, minCents, maxCents)) continue;
    const ofMaterial = material === undefined || fact.material === material;
    const shown = !(fact.sold && availableOnly);
    if (ofMaterial && shown) for (const number of fact.categories) counts[number]!++;
    if (
      (category >= 0 && !fact.categories.includes(category)) ||
      (subcategory >= 0 && !fact.subcategories.includes(subcategory))
    )
      continue;
    if (ofMaterial && !fact.sold) availableCount++;
    if (fact.material !== null && shown)
      byMaterial.set(fact.material, (byMaterial.get(fact.material) ?? 0) + 1);
    if (ofMaterial && shown) (fact.sold ? sold : available).push(doc);
  }
  const materials = [...byMaterial]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  return { available, sold, materials, availableCount };
}
