import { DatabaseZap } from 'lucide-react';
import type { ImportSummary } from '#common/schemas/old-site-import.ts';
import { DashboardCard } from './dashboard-card.tsx';

const COLUMNS = ['imported', 'updated', 'unchanged', 'skipped', 'conflicts'] as const;
const COLLECTION_LABELS: Record<string, string> = {
  categoryorders: 'Menu order',
  subcategories: 'Subcategories',
  products: 'Products',
  visitplaces: 'Tour places',
  masters: 'Master craftsmen',
  admins: 'Admin accounts',
};

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** The dashboard's card of the last import from the old site: what came over, and what needs a look. */
export function ImportSummaryCard({ summary }: { summary: ImportSummary }) {
  const attention = [
    { count: summary.skipped, label: 'skipped' },
    { count: summary.conflicts, label: 'kept as edited here' },
    { count: summary.missingMedia, label: 'photographs missing' },
    { count: summary.changedSlugs, label: 'new addresses' },
  ].filter((item) => item.count > 0);
  const rows = Object.entries(summary.collections).filter(([, counts]) => counts.read > 0);
  return (
    <DashboardCard
      id="last-import"
      title="Last import from the old site"
      icon={DatabaseZap}
      aside={<time dateTime={summary.finishedAt}>{when.format(new Date(summary.finishedAt))} UTC</time>}
    >
      <div className="relative mt-4 overflow-x-auto">
        <table className="w-full min-w-[32rem] text-left text-sm">
          <thead className="text-schist-600">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                Records
              </th>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-2 py-2 text-right font-medium capitalize">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-limestone-200">
            {rows.map(([name, counts]) => (
              <tr key={name}>
                <th scope="row" className="py-2 pr-4 font-semibold text-schist-900">
                  {COLLECTION_LABELS[name] ?? name}
                </th>
                {COLUMNS.map((column) => (
                  <td key={column} className="px-2 py-2 text-right tabular-nums text-schist-800">
                    {counts[column]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-4 text-sm text-schist-600">
        {attention.length > 0
          ? `${attention.map((item) => `${item.count} ${item.label}`).join(' · ')}. `
          : 'Everything came over. '}
        The command’s report (<code>--report FILE</code>) lists each one.
      </p>
    </DashboardCard>
  );
}
