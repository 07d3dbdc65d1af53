import { formatUsd } from '#common/money.ts';
import {
  describeBulkAction,
  type BulkEditAction,
  type BulkEditRecord,
  type BulkEditRequest,
  type BulkEditSelection,
} from '#common/schemas/product-bulk-edit.ts';
import { newId } from '#server/db/ids.ts';
import type { ChangeBus, ChangeTopic } from '#server/events/change-bus.ts';
import { toIsoString } from '#server/db/values.ts';
import { isForeignKeyViolation } from '#server/db/errors.ts';
import { CatalogInputError } from './catalog-input-error.ts';
import type { CatalogService } from './catalog-service.ts';
import { storedSpecification } from './bulk-edit-sql.ts';
import type {
  BulkEditChange,
  BulkEditTarget,
  ProductBulkEditRepository,
} from './product-bulk-edit-repository.ts';
import type { DialectName } from '#server/db/database.ts';
import type { WrittenBy } from '#server/history/history.ts';
import { auditOfMany } from '#server/history/history.ts';
import { productSnapshotsOf } from '#server/history/snapshots.ts';

/** How many products' own topics go in one change message (PostgreSQL's NOTIFY carries at most 8000 bytes). */
const TOPICS_PER_MESSAGE = 150;
/** How many before → after examples the summary shows. */
const EXAMPLES = 4;

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * The fields each action can change: the history reads only those before and after (5,000 products' whole
 * snapshots, descriptions included, took 0.8 s of a bulk edit's 1 s on SQLite).
 */
const PARTS: Record<BulkEditChange['kind'], Parameters<typeof productSnapshotsOf>[0]> = {
  'set-price': { columns: ['price_cents', 'original_price_cents'], links: [] },
  'change-price': { columns: ['price_cents', 'original_price_cents'], links: [] },
  publish: { columns: ['status'], links: [] },
  unpublish: { columns: ['status'], links: [] },
  'mark-sold': { columns: ['sold_out', 'sold_out_at'], links: [] },
  'mark-available': { columns: ['sold_out', 'sold_out_at'], links: [] },
  'add-category': { columns: [], links: ['categories', 'subcategories'] },
  'remove-category': { columns: [], links: ['categories', 'subcategories'] },
  // Adding a subcategory may bring its category along (decision 015); removing one leaves the categories as they are.
  'add-subcategory': { columns: [], links: ['categories', 'subcategories'] },
  'remove-subcategory': { columns: [], links: ['subcategories'] },
  trash: undefined,
  'set-material': { columns: ['material'], links: [] },
  'set-finish': { columns: ['finish'], links: [] },
  'set-origin': { columns: ['origin'], links: [] },
};

/**
 * Bulk edits of the admin's product list (issue 18, decision 029): a summary before, the edit in one transaction,
 * and an undo of the last one. `apply` and `undo` are this feature's only writes: an audit history hooks in there.
 */
export function createProductBulkEditService(deps: {
  repository: ProductBulkEditRepository;
  catalog: Pick<CatalogService, 'findCategory' | 'findSubcategory'>;
  changes?: Pick<ChangeBus, 'publish'>;
  log?: (message: string) => void;
  /** For the history's row locks (decision 027). */
  dialect: DialectName;
}) {
  const { repository } = deps;
  /** Each product an edit or its undo changes is recorded, with the edit's id as the batch. */
  const auditFor = (by: WrittenBy | undefined, batch: string, change: BulkEditChange) =>
    by
      ? auditOfMany(
          productSnapshotsOf(PARTS[change.kind]),
          { actor: by.actor, kind: 'product', action: 'update', batch },
          deps.dialect,
        )
      : undefined;
  const log = deps.log ?? ((message: string) => process.stderr.write(`${message}\n`));

  /** The products selected; a filter's unknown category selects none, as the list shows none. */
  async function targetOf(selection: BulkEditSelection): Promise<BulkEditTarget> {
    if ('ids' in selection) return { ids: [...new Set(selection.ids)] };
    const { q, category } = selection.filter;
    const found = category ? await deps.catalog.findCategory(category) : null;
    if (category && !found) return { ids: [] };
    return { search: q || undefined, categoryId: found?.id };
  }

  async function changeOf(action: BulkEditAction): Promise<BulkEditChange> {
    switch (action.kind) {
      case 'add-category':
      case 'remove-category': {
        const category = await deps.catalog.findCategory(action.category);
        if (!category)
          throw new CatalogInputError(`Unknown category: ${action.category}`, 'invalid', 'action.category');
        return { kind: action.kind, categoryId: category.id };
      }
      case 'add-subcategory':
      case 'remove-subcategory': {
        const found = await deps.catalog.findSubcategory(action.category, action.subcategory);
        if (found)
          return {
            kind: action.kind,
            categoryId: found.category.id,
            subcategoryId: found.subcategory.id,
          };
        if (!(await deps.catalog.findCategory(action.category)))
          throw new CatalogInputError(`Unknown category: ${action.category}`, 'invalid', 'action.category');
        throw new CatalogInputError(
          `Unknown subcategory: “${action.subcategory}” is not a subcategory of “${action.category}”`,
          'invalid',
          'action.subcategory',
        );
      }
      case 'set-price':
        return { kind: 'set-price', priceCents: action.price };
      case 'change-price':
        return { kind: 'change-price', percent: action.percent, rounding: action.rounding };
      case 'set-material':
      case 'set-finish':
      case 'set-origin':
        return { kind: action.kind, value: storedSpecification(action.kind, action.value) };
      default:
        return { kind: action.kind };
    }
  }

  /** Every instance drops what showed these products (their pages, every list), a few hundred topics a message. */
  async function announce(productIds: readonly string[], change: BulkEditChange) {
    if (!deps.changes || productIds.length === 0) return;
    const shared: ChangeTopic[] = ['products'];
    // The list's category chips and the menus count a category's products; adding a subcategory may add its
    // category, and the menus show a subcategory only while it has a published product (decision 030).
    if (
      change.kind === 'add-category' ||
      change.kind === 'remove-category' ||
      change.kind === 'add-subcategory' ||
      change.kind === 'remove-subcategory'
    )
      shared.push('categories');
    // Trashed or restored, their photographs stop or start being shown.
    if (change.kind === 'trash') shared.push('media');
    try {
      for (let start = 0; start < productIds.length; start += TOPICS_PER_MESSAGE) {
        const own = productIds.slice(start, start + TOPICS_PER_MESSAGE).map((id) => `product:${id}` as const);
        await deps.changes.publish(...(start === 0 ? shared : []), ...own);
      }
    } catch (error) {
      // A lost message must not turn a saved change into an error (announce-changes.ts says why).
      log(`change notifications: could not announce a bulk edit (${(error as Error).message})`);
    }
  }

  const recordOf = (row: {
    id: string;
    description: string;
    product_count: number;
    created_at: Date | string;
  }): BulkEditRecord => ({
    id: row.id,
    description: row.description,
    productCount: row.product_count,
    createdAt: toIsoString(row.created_at),
  });

  return {
    /** What applying would do: how many products, how many change, and a few prices before → after. */
    async preview(request: BulkEditRequest) {
      const [target, change] = await Promise.all([targetOf(request.selection), changeOf(request.action)]);
      const preview = await repository.preview(target, change, EXAMPLES);
      return {
        description: describeBulkAction(request.action),
        matched: preview.matched,
        changing: preview.changing,
        examples: preview.examples.map((example) => ({
          id: example.id,
          title: example.title,
          before: formatUsd(example.before),
          after: formatUsd(example.after),
        })),
      };
    },

    /** Applies the action to every selected product that it changes, in one transaction. */
    async apply(request: BulkEditRequest, by?: WrittenBy) {
      const [target, change] = await Promise.all([targetOf(request.selection), changeOf(request.action)]);
      const now = new Date();
      const description = describeBulkAction(request.action);
      const edit = { id: newId(now), action: JSON.stringify(change), description };
      // The trash records its own 'trash' entries (and an undo its 'restore' ones).
      const audit = change.kind === 'trash' ? undefined : auditFor(by, edit.id, change);
      const applied = await repository
        .apply(edit, target, change, now, audit, by?.actor)
        .catch((error: unknown) => {
          // The category or subcategory was deleted between the check above and the write: nothing was written.
          if (isForeignKeyViolation(error))
            throw new CatalogInputError(
              'That category or subcategory was deleted meanwhile. Nothing was changed: choose another.',
              'conflict',
              'action',
            );
          throw error;
        });
      await announce(applied.productIds, change);
      const unchanged = applied.matched - applied.changed;
      return {
        matched: applied.matched,
        changed: applied.changed,
        message:
          `${description}: ${plural(applied.changed, 'product')} changed` +
          (unchanged > 0 ? `, ${unchanged} already so.` : '.'),
        edit:
          applied.changed > 0 ? recordOf({ ...edit, product_count: applied.changed, created_at: now }) : null,
      };
    },

    /** The edit an undo would revert: the last one, if it changed something and is not undone. */
    async last(): Promise<BulkEditRecord | null> {
      const row = await repository.last();
      return row ? recordOf(row) : null;
    },

    /**
     * Reverts the last edit where its products still hold what it wrote; a product changed since is left as it
     * is, and counted. Null when there is nothing to undo.
     */
    async undo(editId?: string, by?: WrittenBy) {
      const last = await repository.last();
      if (!last || (editId && last.id !== editId)) return null;
      const now = new Date();
      const undone = await repository.undo(
        last.id,
        (action) => JSON.parse(action) as BulkEditChange,
        now,
        (JSON.parse(last.action) as BulkEditChange).kind === 'trash'
          ? undefined
          : auditFor(by, `${last.id}-undo`, JSON.parse(last.action) as BulkEditChange),
        by?.actor,
      );
      if (!undone) return null;
      await announce(undone.productIds, JSON.parse(last.action) as BulkEditChange);
      const keptChanged = undone.recorded - undone.reverted;
      return {
        reverted: undone.reverted,
        keptChanged,
        message:
          `Undone: ${last.description}. ${plural(undone.reverted, 'product')} restored` +
          (keptChanged === 1
            ? '; 1 product was left as it is, changed since.'
            : keptChanged > 1
              ? `; ${keptChanged} products were left as they are, changed since.`
              : '.'),
      };
    },
  };
}
