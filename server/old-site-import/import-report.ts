import type { CollectionCounts, ImportSummary } from '#common/schemas/old-site-import.ts';
import type { OldCollection } from './dump-reader.ts';

export type { CollectionCounts, ImportSummary };

type RecordRef = { collection: OldCollection; id: string | null; label: string | null };

/** What an import did, or with --dry-run would do: printed as text, written as JSON with --report. */
export type ImportReport = {
  dryRun: boolean;
  form: 'bson' | 'extended-json';
  from: string;
  uploads: string | null;
  startedAt: string;
  finishedAt: string;
  collections: Record<OldCollection, CollectionCounts>;
  ignoredFiles: string[];
  categoriesCreated: string[];
  skipped: (RecordRef & { reason: string })[];
  conflicts: (RecordRef & { reason: string })[];
  missingMedia: (RecordRef & { path: string; reason: string })[];
  changedSlugs: (RecordRef & { from: string | null; to: string; reason: string; redirects: boolean })[];
  notes: (RecordRef & { note: string })[];
};

export function emptyCounts(): CollectionCounts {
  return { read: 0, imported: 0, updated: 0, unchanged: 0, skipped: 0, conflicts: 0 };
}

export function summarize(report: ImportReport): ImportSummary {
  return {
    finishedAt: report.finishedAt,
    collections: report.collections,
    skipped: report.skipped.length,
    conflicts: report.conflicts.length,
    missingMedia: report.missingMedia.length,
    changedSlugs: report.changedSlugs.length,
  };
}

const ref = (entry: RecordRef) =>
  `${entry.collection} ${entry.id ?? '(no id)'}${entry.label ? ` "${entry.label}"` : ''}`;

function section<T>(title: string, items: readonly T[], line: (item: T) => string): string[] {
  if (items.length === 0) return [];
  return ['', `${title} (${items.length}):`, ...items.map((item) => `  ${line(item)}`)];
}

/** The report as a person reads it on a terminal. */
export function formatReport(report: ImportReport): string {
  const header = report.dryRun
    ? 'Dry run: nothing was written. The import would do this:'
    : 'Import finished.';
  const rows = Object.entries(report.collections).map(
    ([name, c]) =>
      `  ${name.padEnd(15)}${[c.read, c.imported, c.updated, c.unchanged, c.skipped, c.conflicts]
        .map((n) => String(n).padStart(10))
        .join('')}`,
  );
  return [
    header,
    `  from ${report.from} (${report.form === 'bson' ? 'mongodump BSON' : 'mongoexport Extended JSON'})`,
    `  uploads ${report.uploads ?? '(none given: every photograph is reported missing)'}`,
    '',
    `  ${'collection'.padEnd(15)}${['read', 'imported', 'updated', 'unchanged', 'skipped', 'conflicts'].map((h) => h.padStart(10)).join('')}`,
    ...rows,
    ...(report.ignoredFiles.length ? ['', `Ignored files: ${report.ignoredFiles.join(', ')}`] : []),
    ...(report.categoriesCreated.length
      ? ['', `New categories: ${report.categoriesCreated.join(', ')}`]
      : []),
    ...section('Skipped', report.skipped, (s) => `${ref(s)}: ${s.reason}`),
    ...section(
      'Conflicts (changed here since the last import, left as they are)',
      report.conflicts,
      (c) => `${ref(c)}: ${c.reason}`,
    ),
    ...section(
      'Missing media (imported with the placeholder)',
      report.missingMedia,
      (m) => `${ref(m)}: ${m.path}: ${m.reason}`,
    ),
    ...section(
      'Changed slugs',
      report.changedSlugs,
      (s) =>
        `${ref(s)}: ${s.from ?? '(none)'} -> ${s.to} (${s.reason}${s.redirects ? '; the old one redirects' : ''})`,
    ),
    ...section('Notes', report.notes, (n) => `${ref(n)}: ${n.note}`),
  ].join('\n');
}
