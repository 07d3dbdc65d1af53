import { createHash } from 'node:crypto';
import type { ImportCollection, ImportRecordRow } from '#server/db/schema.ts';
import type { OldCollection, OldSiteDump } from './dump-reader.ts';
import type { ImportMark, ImportRepository, WriteMode } from './import-repository.ts';
import { emptyCounts, type ImportReport } from './import-report.ts';

/** What to do with one record of the old site. */
export type Decision =
  | { kind: 'insert' }
  | { kind: 'update'; expected: string }
  | { kind: 'unchanged' }
  | { kind: 'skip'; reason: string }
  | { kind: 'conflict'; reason: string };

export type ImportProgress = { collection: OldCollection; done: number; total: number };

/** A record's slug as the import plans it, and the change to report when the record is written. */
export type SlugChange = ImportReport['changedSlugs'][number];

export const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/**
 * The bookkeeping row written with a record: where it came from, and the version of it the import wrote. A record is
 * written with the old site's date of its last change, so that date is both the source's and the version here.
 */
export function markFor(
  collection: ImportCollection,
  record: { sourceId: string; id: string; updatedAt: Date },
  sourceHash: string,
): ImportMark {
  return {
    collection,
    sourceId: record.sourceId,
    targetId: record.id,
    sourceHash,
    sourceUpdatedAt: record.updatedAt,
    targetVersion: record.updatedAt.toISOString(),
  };
}

/** What to do with one record, from its mark (if an earlier import brought it) and the record as it is here now. */
export function decide(
  mark: ImportRecordRow | undefined,
  sourceHash: string,
  sourceUpdatedAt: Date | null,
  currentVersion: string | null,
  noun: string,
): Decision {
  if (!mark) {
    return currentVersion === null
      ? { kind: 'insert' }
      : { kind: 'conflict', reason: `a ${noun} with this id exists here that no import brought` };
  }
  if (mark.source_hash === sourceHash) return { kind: 'unchanged' };
  if (currentVersion === null) return { kind: 'skip', reason: `deleted here since the last import` };
  if (sourceUpdatedAt && mark.source_updated_at && sourceUpdatedAt < new Date(mark.source_updated_at))
    return { kind: 'skip', reason: 'older than the copy imported before' };
  if (currentVersion !== mark.target_version)
    return { kind: 'conflict', reason: `changed here since the last import: not overwritten` };
  return { kind: 'update', expected: currentVersion };
}

export function newReport(dump: OldSiteDump, uploadsRoot: string | null, dryRun: boolean): ImportReport {
  return {
    dryRun,
    form: dump.form,
    from: dump.folder,
    uploads: uploadsRoot,
    startedAt: new Date().toISOString(),
    finishedAt: '',
    collections: {
      categoryorders: emptyCounts(),
      subcategories: emptyCounts(),
      products: emptyCounts(),
      visitplaces: emptyCounts(),
      masters: emptyCounts(),
      admins: emptyCounts(),
    },
    ignoredFiles: dump.ignored,
    categoriesCreated: [],
    skipped: [],
    conflicts: [],
    missingMedia: [],
    changedSlugs: [],
    notes: [],
  };
}

/** Puts the report's lists in one order, the same on every run: records are written a few at a time. */
export function sortReport(report: ImportReport) {
  const byRecord = (
    a: { collection: string; id: string | null },
    b: { collection: string; id: string | null },
  ) => a.collection.localeCompare(b.collection) || (a.id ?? '').localeCompare(b.id ?? '');
  for (const list of [
    report.skipped,
    report.conflicts,
    report.missingMedia,
    report.changedSlugs,
    report.notes,
  ])
    list.sort(byRecord);
}

async function mapLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** One record as the ledger writes it: who it is in the report, and what the decision reads. */
export type RecordPlan = {
  sourceId: string;
  /** The id the report names it by (an admin's e-mail). */
  id: string;
  label: string;
  notes?: readonly string[];
  hash: string;
  updatedAt: Date | null;
  /** The record as it is here now, or null where there is none. */
  version: string | null;
  slugChange?: SlugChange | null;
};

/**
 * The bookkeeping of one run: what it counts, skips and reports for each record, the progress it announces, and
 * the loop every collection's records go through (plan, decide, write, count).
 */
export function createLedger(
  report: ImportReport,
  options: {
    repository: Pick<ImportRepository, 'marks'>;
    dryRun: boolean;
    onProgress?: (progress: ImportProgress) => void;
  },
) {
  let done = 0;
  let total = 0;

  function skip(collection: OldCollection, id: string | null, label: string | null, reason: string) {
    report.collections[collection].skipped++;
    report.skipped.push({ collection, id, label, reason });
  }

  function advance(collection: OldCollection) {
    done++;
    options.onProgress?.({ collection, done, total });
  }

  /** Applies a decision: counts it, reports it, and says whether to write. */
  function settle(
    collection: OldCollection,
    id: string,
    label: string,
    decision: Decision,
  ): decision is WriteMode {
    const counts = report.collections[collection];
    if (decision.kind === 'unchanged') counts.unchanged++;
    else if (decision.kind === 'skip') skip(collection, id, label, decision.reason);
    else if (decision.kind === 'conflict') {
      counts.conflicts++;
      report.conflicts.push({ collection, id, label, reason: decision.reason });
    } else return true;
    return false;
  }

  /** Counts a write; one that found the record changed here meanwhile wrote nothing and is a conflict. */
  function finish(
    collection: OldCollection,
    id: string,
    label: string,
    mode: WriteMode,
    saved: boolean,
    slugChange: SlugChange | null = null,
  ) {
    if (!saved) {
      report.collections[collection].conflicts++;
      report.conflicts.push({
        collection,
        id,
        label,
        reason: 'changed here while the import ran: not overwritten',
      });
      return;
    }
    report.collections[collection][mode.kind === 'insert' ? 'imported' : 'updated']++;
    if (slugChange) report.changedSlugs.push(slugChange);
  }

  /**
   * Takes each record of a collection through the same steps, `concurrency` at a time: its plan (hash and version
   * here), the decision against the mark an earlier import left, the row, its save (none in a dry run) and the counts.
   * `adjust` may reword a decision before it is applied.
   */
  async function writeEach<T, P extends RecordPlan>(
    collection: OldCollection,
    items: readonly T[],
    steps: {
      concurrency: number;
      noun: string;
      plan: (item: T) => Promise<P>;
      adjust?: (decision: Decision, marked: boolean) => Decision;
      /**
       * Makes the record's row (its photographs stored, or checked in a dry run) and gives back its save, which a
       * dry run does not call; the save says false when the record changed here meanwhile.
       */
      prepare: (item: T, mode: WriteMode, plan: P) => Promise<() => Promise<boolean>>;
    },
  ) {
    const marks = await options.repository.marks(collection);
    await mapLimited(items, steps.concurrency, async (item) => {
      const plan = await steps.plan(item);
      for (const note of plan.notes ?? [])
        report.notes.push({ collection, id: plan.id, label: plan.label, note });
      const mark = marks.get(plan.sourceId);
      const decided = decide(mark, plan.hash, plan.updatedAt, plan.version, steps.noun);
      const decision = steps.adjust ? steps.adjust(decided, Boolean(mark)) : decided;
      if (settle(collection, plan.id, plan.label, decision)) {
        const save = await steps.prepare(item, decision, plan);
        const saved = options.dryRun || (await save());
        finish(collection, plan.id, plan.label, decision, saved, plan.slugChange ?? null);
      }
      advance(collection);
    });
  }

  return {
    skip,
    settle,
    finish,
    advance,
    writeEach,
    /** How many records the run will go through, once they are all read. */
    expect(records: number) {
      total = records;
    },
  };
}

export type ImportLedger = ReturnType<typeof createLedger>;
