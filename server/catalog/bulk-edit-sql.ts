import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type SqlBool,
  type Transaction,
} from 'kysely';
import { normalMaterial } from '#common/catalog-filters.ts';
import {
  BULK_SPECIFICATIONS,
  ROUNDING_STEP_CENTS,
  type BulkSpecificationKind,
  type PriceRounding,
} from '#common/schemas/product-bulk-edit.ts';
import type { Database, ProductBulkEditRowTable } from '#server/db/schema.ts';
import { adminProductMatch, inCategory, inSubcategory } from './product-match.ts';
import type { Actor } from '#server/history/history.ts';
import type { TrashRepository } from '#server/trash/trash-repository.ts';

/* The SQL of a bulk edit: what each action writes, what the edit records of each product, and the queries over its products. */

/** The largest price a change may reach: the form's own bound ($10,000,000). */
const MAX_PRICE_CENTS = 1_000_000_000;

/** A bulk action with its category found: what the SQL needs. */
export type BulkEditChange =
  | { kind: 'add-category' | 'remove-category'; categoryId: string }
  | { kind: 'add-subcategory' | 'remove-subcategory'; categoryId: string; subcategoryId: string }
  | { kind: 'set-price'; priceCents: number }
  | { kind: 'change-price'; percent: number; rounding: PriceRounding }
  | { kind: 'publish' | 'unpublish' | 'mark-sold' | 'mark-available' | 'trash' }
  /** `value` as stored: a material lowercased (decision 037); null clears it */
  | { kind: BulkSpecificationKind; value: string | null };

type SpecificationChange = Extract<BulkEditChange, { kind: BulkSpecificationKind }>;

/** The product column a specification's action writes, and the record's column that keeps what it replaced. */
export function specificationColumns(change: SpecificationChange) {
  const column = BULK_SPECIFICATIONS[change.kind].column;
  return { column, before: `before_${column}` as const };
}

/** A specification's value as a bulk edit stores it: empty clears it, a material is lowercased as the form's. */
export const storedSpecification = (kind: BulkSpecificationKind, value: string) =>
  !value ? null : kind === 'set-material' ? normalMaterial(value) : value;

/** The products selected: ticked ones by id, or every one of the admin list's filter. */
export type BulkEditTarget = { ids: readonly string[] } | { search?: string; categoryId?: string };

export type Trx = Transaction<Database>;

/** What an edit's write and its undo are given: the transaction, the trash, the edit and its change, when and who. */
export type BulkEditStep = {
  trx: Trx;
  trash: Pick<TrashRepository, 'trashIn' | 'restoreIn'>;
  editId: string;
  change: BulkEditChange;
  now: Date;
  /** the history's, for the trash */
  actor: Actor;
};
export type Products = ExpressionBuilder<Database, 'products'>;
export type PriceColumn = 'products.price_cents' | 'products.original_price_cents';
export type RowValues = Omit<Insertable<ProductBulkEditRowTable>, 'edit_id' | 'product_id'>;

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
export function newPrices(change: Extract<BulkEditChange, { kind: 'set-price' | 'change-price' }>) {
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

/** The products whose value the action changes: the others already hold it, and are neither written nor recorded. */
export function changes(change: BulkEditChange) {
  return (eb: Products): Expression<SqlBool> => {
    switch (change.kind) {
      case 'add-category':
        return eb.not(inCategory(eb, change.categoryId));
      case 'remove-category':
        return inCategory(eb, change.categoryId);
      case 'add-subcategory':
        return eb.not(inSubcategory(eb, change.subcategoryId));
      case 'remove-subcategory':
        return inSubcategory(eb, change.subcategoryId);
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
      case 'set-material':
      case 'set-finish':
      case 'set-origin':
        return eb(`products.${specificationColumns(change).column}`, 'is distinct from', change.value);
    }
  };
}

/** What a changed product's record keeps: the values the action replaces, and the prices it writes. */
export function recorded(change: BulkEditChange, eb: Products) {
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
    before_material: none as Expression<string | null>,
    before_finish: none as Expression<string | null>,
    before_origin: none as Expression<string | null>,
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
    case 'set-material':
    case 'set-finish':
    case 'set-origin': {
      const { column, before } = specificationColumns(change);
      return { ...values, [before]: eb.ref(`products.${column}`) };
    }
    case 'add-category':
    case 'remove-subcategory':
    case 'trash':
      return values;
  }
}

export const ROW_COLUMNS = [
  'before_price_cents',
  'before_original_price_cents',
  'after_price_cents',
  'after_original_price_cents',
  'before_status',
  'before_sold_out',
  'before_sold_out_at',
  'before_position',
  'before_material',
  'before_finish',
  'before_origin',
] as const satisfies readonly (keyof RowValues)[];

/** Who the history names for an edit made without an admin (a command-line tool, the bench). */
export const BULK_EDIT: Actor = { adminId: null, label: 'Bulk edit' };

export const selected = (target: BulkEditTarget) => (eb: Products) =>
  'ids' in target ? eb('products.id', 'in', [...target.ids]) : adminProductMatch(target)(eb);

/** The edit's products, as a subquery of ids. */
export const editProducts = (trx: Trx, editId: string) =>
  trx.selectFrom('product_bulk_edit_rows as row').select('row.product_id').where('row.edit_id', '=', editId);
/**
 * An update of the edit's products joined with their records (`UPDATE … FROM`, on both databases): one pass over
 * the records, rather than a lookup per product per column.
 */
export const withRecords = (trx: Trx, editId: string) =>
  trx
    .updateTable('products')
    .from('product_bulk_edit_rows as row')
    .where('row.edit_id', '=', editId)
    .whereRef('row.product_id', '=', 'products.id');
