import { Link, useLocation } from 'react-router';
import { narrowedHref } from '#common/catalog-filters.ts';
import { categoryPath } from '#common/paths.ts';

/** A filter chip: the category page's subcategories, the search page's categories. */
export const CHIP =
  'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-terracotta-700 focus-visible:ring-offset-2 focus-visible:ring-offset-limestone-50';
export const CURRENT = 'bg-schist-800 text-limestone-50 ring-schist-800';
export const OTHER =
  'bg-white text-schist-800 ring-limestone-300 hover:bg-limestone-100 hover:ring-schist-600';

/** How many pieces a chip leads to, after its name: lighter on the current chip; none for an "All" chip. */
export function ChipCount({ count, current }: { count: number | null; current: boolean }) {
  return count !== null ? (
    <span className={current ? 'text-limestone-200' : 'text-schist-500'}>{count}</span>
  ) : null;
}

/**
 * A category's subcategories as links above its grid: each one's page is `?sub={slug}`, "All" the whole category.
 * The visitor's title search, filters and order stay; the page number does not (a narrower list starts at its first
 * page).
 */
export function SubcategoryChips(props: {
  category: { name: string; slug: string };
  subcategories: { name: string; slug: string }[];
  current: string | null;
}) {
  const location = useLocation();
  if (props.subcategories.length === 0) return null;
  // The category's own address, not an old one it may have been reached by (/products/{Name}).
  const href = (sub: string | null) =>
    narrowedHref({ pathname: categoryPath(props.category), search: location.search }, 'sub', sub);
  const chips = [{ name: 'All', slug: null }, ...props.subcategories];
  return (
    <nav aria-label={`${props.category.name}: subcategories`} className="mx-auto max-w-7xl px-4 pb-8 sm:px-6">
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => {
          const current = chip.slug === props.current;
          return (
            <li key={chip.slug ?? ''}>
              <Link
                to={href(chip.slug)}
                preventScrollReset
                aria-current={current ? 'page' : undefined}
                className={`${CHIP} ${current ? CURRENT : OTHER}`}
              >
                {chip.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
