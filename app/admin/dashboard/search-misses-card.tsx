import { adminProductPath } from '#common/paths.ts';
import { PackagePlus, PencilLine, SearchCheck, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { plural, when } from './card-words.ts';
import { DashboardCard } from './dashboard-card.tsx';

export type SearchMissLine = {
  query: string;
  noResults: number;
  noClick: number;
  lastSeen: string;
  closest: { id: string; title: string } | null;
};

/** "stone chess board" as the title of a new piece: "Stone Chess Board". */
const asTitle = (query: string) => query.replace(/(^|\s)\p{L}/gu, (letter) => letter.toUpperCase());

/**
 * The dashboard's card of what visitors looked for this week and did not find (issue 17): each search that found
 * nothing, or found pieces none of which was opened, with how often and when last, and the two ways to answer it:
 * a new piece under those words, or the words added to the keywords of the piece that comes closest.
 */
export function SearchMissesCard({ lines }: { lines: SearchMissLine[] }) {
  return (
    <DashboardCard
      id="search-misses"
      title="Searches that found nothing this week"
      icon={lines.length > 0 ? SearchX : SearchCheck}
      quiet={lines.length === 0}
    >
      {lines.length === 0 ? (
        <p className="mt-3 text-schist-600">
          Every search this week found pieces, and visitors opened them. Searches that find nothing will show
          here.
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-limestone-200">
          {lines.map((line) => (
            <li
              key={line.query}
              className="flex flex-col gap-3 py-4 lg:flex-row lg:items-center lg:justify-between"
            >
              <div className="min-w-0">
                <p className="text-lg font-semibold text-schist-900">“{line.query}”</p>
                <p className="text-sm text-schist-600">
                  {[
                    line.noResults > 0
                      ? `${plural(line.noResults, 'search', 'searches')} found nothing`
                      : null,
                    line.noClick > 0 ? `${plural(line.noClick, 'search', 'searches')} opened no piece` : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}{' '}
                  · last <time dateTime={line.lastSeen}>{when.format(new Date(line.lastSeen))}</time>
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Link
                  to={`/admin/products/new?title=${encodeURIComponent(asTitle(line.query))}&keywords=${encodeURIComponent(line.query)}`}
                  className="inline-flex min-h-10 items-center gap-2 rounded-full bg-schist-800 px-4 text-sm font-semibold text-limestone-50 hover:bg-schist-900"
                >
                  <PackagePlus aria-hidden="true" className="size-4" />
                  Add a piece
                </Link>
                {line.closest ? (
                  <Link
                    to={adminProductPath(line.closest.id, line.query)}
                    className="inline-flex min-h-10 items-center gap-2 rounded-2xl px-4 py-2 text-left text-sm font-semibold text-schist-800 ring-1 ring-limestone-300 hover:bg-limestone-100"
                  >
                    <PencilLine aria-hidden="true" className="size-4" />
                    <span>
                      Add to the keywords of <span className="italic">{line.closest.title}</span>
                    </span>
                  </Link>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
