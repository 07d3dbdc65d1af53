import {
  sql,
  type AliasableExpression,
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type SqlBool,
  type Transaction,
} from 'kysely';
import { ROUNDING_STEP_CENTS, type PriceRounding } from '#common/schemas/product-bulk-edit.ts';
import type { DialectName } from '#server/db/database.ts';
import type { Database, ProductBulkEditRowTable } from '#server/db/schema.ts';
import { adminProductMatch } from './catalog-repository.ts';
import type { Actor, ManyAudit } from '#server/history/history.ts';
import { createTrashRepository } from '#server/trash/trash-repository.ts';

/** The largest price a change may reach: the form's own bound ($10,000,000). */
const MAX_PRICE_CENTS = 1_000_000_000;

/** A bulk action with its category found: what the SQL needs. */
export type BulkEditChange =
  | { kind: 'add-category' | 'remove-category'; categoryId: string }
  | { kind: 'add-subcategory' | 'remove-subcategory'; categoryId: string; subcategoryId: string }
  | { kind: 'set-price'; priceCents: number }
  | { kind: 'change-price'; percent: number; rounding: PriceRounding }
  | { kind: 'publish' | 'unpublish' | 'mark-sold' | 'mark-available' | 'trash' };

/** The products selected: ticked ones by id, or every one of the admin list's filter. */
export type BulkEditTarget = { ids: readonly string[] } | { search?: string; categoryId?: string };

type Trx = Transaction<Database>;
type Products = ExpressionBuilder<Database, 'products'>;
type PriceColumn = 'products.price_cents' | 'products.original_price_cents';
type RowValues = Omit<Insertable<ProductBulkEditRowTable>, 'edit_id' | 'product_id'>;

/**
 * A price scaled by `percent` and rounded half up to `step` cents, in integers (the same on both databases, never a
 * float): round(price × (10000 + basis points) / 10000 / step) × step. A price rounded to nothing keeps one step; no
 * price grows past the form's bound. Null stays null ("contact for pricing").
 */
function scaledPrice(column: PriceColumn, percent: number, rounding: PriceRounding) {
  const step = ROUNDING_STEP_CENTS[rounding];
  const factor = 10_000 + Math.round(percent * 100);
  const price = sql.ref(column);
  const scaled = sql`((cast(${price} as bigint) * ${sql.lit(factor)} + ${sql.lit(5_000 * step)}) / ${sql.lit(10_000 * step)}) * ${sql.lit(step)}`;
  return sql<number | null>`case
    when ${price} is null then null
    when ${price} = 0 then 0
    when ${scaled} < ${sql.lit(step)} then ${sql.lit(step)}
    when ${scaled} > ${sql.lit(MAX_PRICE_CENTS)} then ${sql.lit(MAX_PRICE_CENTS)}
    else ${scaled} end`;
}

/** A former price is kept only while it is above the price: a sale stays a sale, or stops being one. */
function formerPrice(original: Expression<number | null>, price: Expression<number | null>) {
  return sql<number | null>`case when ${original} > ${price} then ${original} else null end`;
}

/** The prices a price action writes, from the product's row. */
function newPrices(change: Extract<BulkEditChange, { kind: 'set-price' | 'change-price' }>) {
  if (change.kind === 'set-price') {
    const price = sql.lit(change.priceCents);
    return {
      price: sql<number | null>`${price}`,
      original: formerPrice(sql.ref('products.original_price_cents'), price),
    };
  }
  const price = scaledPrice('products.price_cents', change.percent, change.rounding);
  return {
    price,
    original: formerPrice(
      scaledPrice('products.original_price_cents', change.percent, change.rounding),
      price,
    ),
  };
}

const linkOf = (eb: Products, categoryId: string) =>
  eb.exists(
    eb
      .selectFrom('product_categories as link')
      .select('link.product_id')
      .whereRef('link.product_id', '=', 'products.id')
      .where('link.category_id', '=', categoryId),
  );

const subcategoryLinkOf = (eb: Products, subcategoryId: string) =>
  eb.exists(
    eb
      .selectFrom('product_subcategories as link')
      .select('link.product_id')
      .whereRef('link.product_id', '=', 'products.id')
      .where('link.subcategory_id', '=', subcategoryId),
  );

/** The products whose value the action changes: the others already hold it, and are neither written nor recorded. */
function changes(change: BulkEditChange) {
  return (eb: Products): Expression<SqlBool> => {
    switch (change.kind) {
      case 'add-category':
        return eb.not(linkOf(eb, change.categoryId));
      case 'remove-category':
        return linkOf(eb, change.categoryId);
      case 'add-subcategory':
        return eb.not(subcategoryLinkOf(eb, change.subcategoryId));
      case 'remove-subcategory':
        return subcategoryLinkOf(eb, change.subcategoryId);
      case 'set-price':
      case 'change-price': {
        const prices = newPrices(change);
        return eb.or([
          eb('products.price_cents', 'is distinct from', prices.price),
          eb('products.original_price_cents', 'is distinct from', prices.original),
        ]);
      }
      case 'publish':
        return eb('products.status', '!=', 'published');
      case 'unpublish':
        return eb('products.status', '!=', 'draft');
      case 'mark-sold':
        return eb('products.sold_out', '=', false);
      case 'mark-available':
        return eb('products.sold_out', '=', true);
      case 'trash':
        return sql<SqlBool>`1 = 1`;
    }
  };
}

/** What a changed product's record keeps: the values the action replaces, and the prices it writes. */
function recorded(change: BulkEditChange, eb: Products) {
  const none = sql<null>`null`;
  const values = {
    before_price_cents: none as Expression<number | null>,
    before_original_price_cents: none as Expression<number | null>,
    after_price_cents: none as Expression<number | null>,
    after_original_price_cents: none as Expression<number | null>,
    before_status: none as Expression<string | null>,
    before_sold_out: none as Expression<boolean | number | null>,
    before_sold_out_at: none as Expression<Date | string | null>,
    before_position: none as Expression<number | null>,
  };
  switch (change.kind) {
    case 'set-price':
    case 'change-price': {
      const prices = newPrices(change);
      return {
        ...values,
        before_price_cents: eb.ref('products.price_cents'),
        before_original_price_cents: eb.ref('products.original_price_cents'),
        after_price_cents: prices.price,
        after_original_price_cents: prices.original,
      };
    }
    case 'publish':
    case 'unpublish':
      return { ...values, before_status: eb.ref('products.status') };
    case 'mark-sold':
    case 'mark-available':
      return {
        ...values,
        before_sold_out: eb.ref('products.sold_out'),
        before_sold_out_at: eb.ref('products.sold_out_at'),
      };
    // The category link's position; for a subcategory added, null says the product lacked the category, which the
    // edit then adds and its undo removes.
    case 'remove-category':
    case 'add-subcategory':
      return {
        ...values,
        before_position: eb
          .selectFrom('product_categories as link')
          .select('link.position')
          .whereRef('link.product_id', '=', 'products.id')
          .where('link.category_id', '=', change.categoryId),
      };
    case 'add-category':
    case 'remove-subcategory':
    case 'trash':
      return values;
  }
}

const ROW_COLUMNS = [
  'before_price_cents',
  'before_original_price_cents',
  'after_price_cents',
  'after_original_price_cents',
  'before_status',
  'before_sold_out',
  'before_sold_out_at',
  'before_position',
] as const satisfies readonly (keyof RowValues)[];

/** Who the history names for an edit made without an admin (a command-line tool, the bench). */
const BULK_EDIT: Actor = { adminId: null, label: 'Bulk edit' };

export function createProductBulkEditRepository(db: Kysely<Database>, dialect: DialectName) {
  const trash = createTrashRepository(db, dialect);
  const selected = (target: BulkEditTarget) => (eb: Products) =>
    'ids' in target ? eb('products.id', 'in', [...target.ids]) : adminProductMatch(target)(eb);

  /** The edit's products, as a subquery of ids. */
  const editProducts = (trx: Trx, editId: string) =>
    trx
      .selectFrom('product_bulk_edit_rows as row')
      .select('row.product_id')
      .where('row.edit_id', '=', editId);
  /**
   * An update of the edit's products joined with their records (`UPDATE … FROM`, on both databases): one pass over
   * the records, rather than a lookup per product per column.
   */
  const withRecords = (trx: Trx, editId: string) =>
    trx
      .updateTable('products')
      .from('product_bulk_edit_rows as row')
      .where('row.edit_id', '=', editId)
      .whereRef('row.product_id', '=', 'products.id');
  const subcategoriesOf = (trx: Trx, categoryId: string) =>
    trx
      .selectFrom('subcategories')
      .select('subcategories.id')
      .where('subcategories.category_id', '=', categoryId);

  /**
   * Links the edit's products to the category, after their others; `lacking` limits it to those recorded without
   * the category (a subcategory added brings its category only where it is missing).
   */
  const addCategoryLinks = (trx: Trx, editId: string, categoryId: string, lacking: boolean) =>
    trx
      .insertInto('product_categories')
      .columns(['product_id', 'category_id', 'position'])
      .expression(
        trx
          .selectFrom('product_bulk_edit_rows as row')
          .select((eb) => [
            'row.product_id',
            sql.lit(categoryId).as('category_id'),
            eb.fn
              .coalesce(
                eb
                  .selectFrom('product_categories as other')
                  .select(sql<number>`max(other.position) + 1`.as('next'))
                  .whereRef('other.product_id', '=', 'row.product_id'),
                sql.lit(0),
              )
              .as('position'),
          ])
          .where('row.edit_id', '=', editId)
          .$if(lacking, (query) => query.where('row.before_position', 'is', null)),
      )
      .execute();

  /** Writes the action to the products recorded in the edit; `actor` is the history's, for the trash. */
  async function write(trx: Trx, editId: string, change: BulkEditChange, now: Date, actor: Actor) {
    const touched = trx.updateTable('products').where('products.id', 'in', editProducts(trx, editId));
    switch (change.kind) {
      case 'set-price':
      case 'change-price':
        await withRecords(trx, editId)
          .set((eb) => ({
            price_cents: eb.ref('row.after_price_cents'),
            original_price_cents: eb.ref('row.after_original_price_cents'),
            updated_at: now,
          }))
          .execute();
        return;
      case 'publish':
      case 'unpublish':
        await touched
          .set({ status: change.kind === 'publish' ? 'published' : 'draft', updated_at: now })
          .execute();
        return;
      case 'mark-sold':
        await touched
          .set({ sold_out: true, sold_out_at: sql<Date>`coalesce(sold_out_at, ${now})`, updated_at: now })
          .execute();
        return;
      case 'mark-available':
        await touched.set({ sold_out: false, sold_out_at: null, updated_at: now }).execute();
        return;
      case 'add-category':
        await addCategoryLinks(trx, editId, change.categoryId, false);
        await touched.set({ updated_at: now }).execute();
        return;
      case 'add-subcategory':
        // A subcategory is linked only with its category (decision 015): a product without it gets it too.
        await addCategoryLinks(trx, editId, change.categoryId, true);
        await trx
          .insertInto('product_subcategories')
          .columns(['product_id', 'subcategory_id'])
          .expression(
            trx
              .selectFrom('product_bulk_edit_rows as row')
              .select(['row.product_id', sql.lit(change.subcategoryId).as('subcategory_id')])
              .where('row.edit_id', '=', editId),
          )
          .execute();
        await touched.set({ updated_at: now }).execute();
        return;
      case 'remove-subcategory':
        // The category stays: a product may be in a category without any of its subcategories.
        await trx
          .deleteFrom('product_subcategories')
          .where('product_id', 'in', editProducts(trx, editId))
          .where('subcategory_id', '=', change.subcategoryId)
          .execute();
        await touched.set({ updated_at: now }).execute();
        return;
      case 'trash':
        // Each product goes to the trash whole (decision 026), its 'trash' entry in the history with it.
        for (const { product_id } of await editProducts(trx, editId).execute())
          await trash.trashIn(trx, 'product', product_id, actor, now);
        return;
      case 'remove-category':
        // A subcategory is linked only with its category (decision 015): its links go with it, kept for the undo.
        await trx
          .insertInto('product_bulk_edit_subcategories')
          .columns(['edit_id', 'product_id', 'subcategory_id'])
          .expression(
            trx
              .selectFrom('product_subcategories as link')
              .select([sql.lit(editId).as('edit_id'), 'link.product_id', 'link.subcategory_id'])
              .where('link.product_id', 'in', editProducts(trx, editId))
              .where('link.subcategory_id', 'in', subcategoriesOf(trx, change.categoryId)),
          )
          .execute();
        await trx
          .deleteFrom('product_subcategories')
          .where('product_id', 'in', editProducts(trx, editId))
          .where('subcategory_id', 'in', subcategoriesOf(trx, change.categoryId))
          .execute();
        await trx
          .deleteFrom('product_categories')
          .where('product_id', 'in', editProducts(trx, editId))
          .where('category_id', '=', change.categoryId)
          .execute();
        await touched.set({ updated_at: now }).execute();
        return;
    }
  }

  /**
   * Reverts the edit on its products that still hold what it wrote; the others (changed since, or deleted) are
   * left as they are. Answers how many were reverted.
   */
  async function revert(
    trx: Trx,
    editId: string,
    change: BulkEditChange,
    now: Date,
    actor: Actor,
  ): Promise<number> {
    const updated = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows);
    switch (change.kind) {
      case 'trash': {
        // Those still in the trash come back; one restored or deleted for good since is left as it is.
        const items = await trx
          .selectFrom('trash_items')
          .select('id')
          .where('kind', '=', 'product')
          .where('record_id', 'in', editProducts(trx, editId))
          .execute();
        let restored = 0;
        for (const item of items) if (await trash.restoreIn(trx, item.id, actor, now)) restored += 1;
        return restored;
      }
      case 'set-price':
      case 'change-price':
        return updated(
          await withRecords(trx, editId)
            .set((eb) => ({
              price_cents: eb.ref('row.before_price_cents'),
              original_price_cents: eb.ref('row.before_original_price_cents'),
              updated_at: now,
            }))
            // Only where the product still holds both prices the edit wrote.
            .where(
              sql<SqlBool>`${sql.ref('products.price_cents')} is not distinct from ${sql.ref('row.after_price_cents')}
                and ${sql.ref('products.original_price_cents')} is not distinct from ${sql.ref('row.after_original_price_cents')}`,
            )
            .executeTakeFirstOrThrow(),
        );
      case 'publish':
      case 'unpublish':
        return updated(
          await withRecords(trx, editId)
            .set((eb) => ({ status: eb.ref('row.before_status') as never, updated_at: now }))
            .where('products.status', '=', change.kind === 'publish' ? 'published' : 'draft')
            .executeTakeFirstOrThrow(),
        );
      case 'mark-sold':
      case 'mark-available':
        return updated(
          await withRecords(trx, editId)
            .set((eb) => ({
              sold_out: eb.ref('row.before_sold_out') as never,
              sold_out_at: eb.ref('row.before_sold_out_at') as never,
              updated_at: now,
            }))
            .where('products.sold_out', '=', change.kind === 'mark-sold')
            .executeTakeFirstOrThrow(),
        );
      case 'add-category': {
        const reverted = updated(
          await trx
            .updateTable('products')
            .set({ updated_at: now })
            .where('products.id', 'in', editProducts(trx, editId))
            .where((eb) => linkOf(eb, change.categoryId))
            .executeTakeFirstOrThrow(),
        );
        await trx
          .deleteFrom('product_subcategories')
          .where('product_id', 'in', editProducts(trx, editId))
          .where('subcategory_id', 'in', subcategoriesOf(trx, change.categoryId))
          .execute();
        await trx
          .deleteFrom('product_categories')
          .where('product_id', 'in', editProducts(trx, editId))
          .where('category_id', '=', change.categoryId)
          .execute();
        return reverted;
      }
      case 'add-subcategory': {
        // Reverted where the product still holds the subcategory; one unlinked since is left as it is.
        const reverted = updated(
          await trx
            .updateTable('products')
            .set({ updated_at: now })
            .where('products.id', 'in', editProducts(trx, editId))
            .where((eb) => subcategoryLinkOf(eb, change.subcategoryId))
            .executeTakeFirstOrThrow(),
        );
        // The category goes again where the edit brought it, then the links of its subcategories that would be
        // left without it (decision 015), then the subcategory itself where the category stays.
        await trx
          .deleteFrom('product_categories')
          .where('category_id', '=', change.categoryId)
          .where('product_id', 'in', (eb) =>
            eb
              .selectFrom('product_bulk_edit_rows as row')
              .innerJoin('product_subcategories as link', 'link.product_id', 'row.product_id')
              .select('row.product_id')
              .where('row.edit_id', '=', editId)
              .where('row.before_position', 'is', null)
              .where('link.subcategory_id', '=', change.subcategoryId),
          )
          .execute();
        await trx
          .deleteFrom('product_subcategories')
          .where('product_id', 'in', editProducts(trx, editId))
          .where('subcategory_id', 'in', subcategoriesOf(trx, change.categoryId))
          .where((eb) =>
            eb.not(
              eb.exists(
                eb
                  .selectFrom('product_categories as link')
                  .select('link.product_id')
                  .whereRef('link.product_id', '=', 'product_subcategories.product_id')
                  .where('link.category_id', '=', change.categoryId),
              ),
            ),
          )
          .execute();
        await trx
          .deleteFrom('product_subcategories')
          .where('product_id', 'in', editProducts(trx, editId))
          .where('subcategory_id', '=', change.subcategoryId)
          .execute();
        return reverted;
      }
      case 'remove-subcategory': {
        // Linked again where the product is still in the category and the subcategory still exists, and not
        // linked again since.
        const back = (eb: Products) =>
          eb.and([
            eb.not(subcategoryLinkOf(eb, change.subcategoryId)),
            linkOf(eb, change.categoryId),
            eb.exists(
              eb
                .selectFrom('subcategories')
                .select('subcategories.id')
                .where('subcategories.id', '=', change.subcategoryId)
                .where('subcategories.category_id', '=', change.categoryId),
            ),
          ]);
        const reverted = updated(
          await trx
            .updateTable('products')
            .set({ updated_at: now })
            .where('products.id', 'in', editProducts(trx, editId))
            .where(back)
            .executeTakeFirstOrThrow(),
        );
        await trx
          .insertInto('product_subcategories')
          .columns(['product_id', 'subcategory_id'])
          .expression(
            trx
              .selectFrom('products')
              .select(['products.id', sql.lit(change.subcategoryId).as('subcategory_id')])
              .where('products.id', 'in', editProducts(trx, editId))
              .where(back),
          )
          .execute();
        return reverted;
      }
      case 'remove-category': {
        const reverted = updated(
          await trx
            .updateTable('products')
            .set({ updated_at: now })
            .where('products.id', 'in', editProducts(trx, editId))
            .where((eb) => eb.not(linkOf(eb, change.categoryId)))
            .executeTakeFirstOrThrow(),
        );
        await trx
          .insertInto('product_categories')
          .columns(['product_id', 'category_id', 'position'])
          .expression(
            trx
              .selectFrom('product_bulk_edit_rows as row')
              .innerJoin('products', 'products.id', 'row.product_id')
              .select(['row.product_id', sql.lit(change.categoryId).as('category_id'), 'row.before_position'])
              .where('row.edit_id', '=', editId)
              .where((eb) => eb.not(linkOf(eb, change.categoryId))),
          )
          .execute();
        await trx
          .insertInto('product_subcategories')
          .columns(['product_id', 'subcategory_id'])
          .expression(
            trx
              .selectFrom('product_bulk_edit_subcategories as kept')
              .select(['kept.product_id', 'kept.subcategory_id'])
              .where('kept.edit_id', '=', editId)
              // Still a subcategory of that category, and not linked again since.
              .where('kept.subcategory_id', 'in', subcategoriesOf(trx, change.categoryId))
              .where((eb) =>
                eb.not(
                  eb.exists(
                    eb
                      .selectFrom('product_subcategories as link')
                      .select('link.product_id')
                      .whereRef('link.product_id', '=', 'kept.product_id')
                      .whereRef('link.subcategory_id', '=', 'kept.subcategory_id'),
                  ),
                ),
              )
              .where((eb) =>
                eb.exists(
                  eb
                    .selectFrom('product_categories as link')
                    .select('link.product_id')
                    .whereRef('link.product_id', '=', 'kept.product_id')
                    .where('link.category_id', '=', change.categoryId),
                ),
              ),
          )
          .execute();
        return reverted;
      }
    }
  }

  return {
    /** How many products are selected, how many the action would change, and a few of those with their new price. */
    async preview(target: BulkEditTarget, change: BulkEditChange, examples: number) {
      const base = db.selectFrom('products').where(selected(target));
      const [matched, changing] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
        base
          .where(changes(change))
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      const priced = change.kind === 'set-price' || change.kind === 'change-price';
      const samples = priced
        ? await base
            .where(changes(change))
            .select([
              'products.id',
              'products.title',
              'products.price_cents',
              newPrices(change).price.as('after_price_cents'),
            ])
            .orderBy('products.created_at', 'desc')
            .orderBy('products.id', 'desc')
            .limit(examples)
            .execute()
        : [];
      return {
        matched: Number(matched.count),
        changing: Number(changing.count),
        examples: samples.map((row) => ({
          id: row.id,
          title: row.title,
          before: row.price_cents,
          after: row.after_price_cents === null ? null : Number(row.after_price_cents),
        })),
      };
    },

    /**
     * Applies the action to the selected products in one transaction: records each product it changes with what
     * it held (the undo's), writes the action, and keeps only this edit for the undo. PostgreSQL locks the rows in
     * id order as it records them, so two edits at once take turns on the products they share, the second reading
     * what the first wrote (two +10% make +21%); SQLite's writes take turns anyway.
     */
    async apply(
      edit: { id: string; action: string; description: string },
      target: BulkEditTarget,
      change: BulkEditChange,
      now: Date,
      audit?: ManyAudit,
      actor: Actor = BULK_EDIT,
    ): Promise<{ matched: number; changed: number; productIds: string[] }> {
      return db.transaction().execute(async (trx) => {
        await trx
          .insertInto('product_bulk_edits')
          .values({ ...edit, product_count: 0, created_at: now, undone_at: null })
          .execute();
        const chosen = trx
          .selectFrom('products')
          .where(selected(target))
          .where(changes(change))
          .select((eb) => {
            const values = recorded(change, eb);
            return [
              sql.lit(edit.id).as('edit_id'),
              'products.id as product_id',
              ...ROW_COLUMNS.map((column) => (values[column] as AliasableExpression<unknown>).as(column)),
            ] as never;
          })
          .orderBy('products.id')
          .$if(dialect === 'postgres', (query) => query.forUpdate());
        await trx
          .insertInto('product_bulk_edit_rows')
          .columns(['edit_id', 'product_id', ...ROW_COLUMNS])
          .expression(chosen)
          .execute();
        const productIds = (await editProducts(trx, edit.id).execute()).map((row) => row.product_id);
        if (productIds.length > 0) {
          await audit?.before(trx, productIds);
          await write(trx, edit.id, change, now, actor);
          await audit?.after(trx);
        }
        await trx
          .updateTable('product_bulk_edits')
          .set({ product_count: productIds.length })
          .where('id', '=', edit.id)
          .execute();
        // Only the last edit can be undone: the records of the others go.
        await trx.deleteFrom('product_bulk_edit_subcategories').where('edit_id', '!=', edit.id).execute();
        await trx.deleteFrom('product_bulk_edit_rows').where('edit_id', '!=', edit.id).execute();
        await trx.deleteFrom('product_bulk_edits').where('id', '!=', edit.id).execute();
        const matched = await trx
          .selectFrom('products')
          .where(selected(target))
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .executeTakeFirstOrThrow();
        return { matched: Number(matched.count), changed: productIds.length, productIds };
      });
    },

    /** The last edit, when it changed something and is not undone yet. */
    async last() {
      return db
        .selectFrom('product_bulk_edits')
        .selectAll()
        .where('undone_at', 'is', null)
        .where('product_count', '>', 0)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
    },

    /**
     * Undoes the last edit, once: the first undo marks it undone (a second, at the same time, finds it so) and
     * reverts, in the same transaction, the products that still hold what it wrote. Null when there is none.
     */
    async undo(
      editId: string,
      changeOf: (action: string) => BulkEditChange,
      now: Date,
      audit?: ManyAudit,
      actor: Actor = BULK_EDIT,
    ): Promise<{ reverted: number; recorded: number; productIds: string[] } | null> {
      return db.transaction().execute(async (trx) => {
        const claimed = await trx
          .updateTable('product_bulk_edits')
          .set({ undone_at: now })
          .where('id', '=', editId)
          .where('undone_at', 'is', null)
          .returning(['action', 'product_count'])
          .executeTakeFirst();
        if (!claimed) return null;
        const productIds = (await editProducts(trx, editId).execute()).map((row) => row.product_id);
        await audit?.before(trx, productIds);
        const reverted = await revert(trx, editId, changeOf(claimed.action), now, actor);
        await audit?.after(trx);
        return { reverted, recorded: claimed.product_count, productIds };
      });
    },
  };
}

export type ProductBulkEditRepository = ReturnType<typeof createProductBulkEditRepository>;
