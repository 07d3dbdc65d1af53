import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
import type { AdminProductSort } from '#common/schemas/products.ts';
import { priceHighKey, priceLowKey } from '#server/db/migrations/0007-catalogue-at-scale.ts';
import type { ListPosition } from './product-list-repository.ts';

/* The orders of the product lists, and the SQL that walks a list in one (product-list-repository.ts). */

type Direction = 'asc' | 'desc';
type ListOrder = {
  /** The sort key of a row of `products` (or of a table aliased so). */
  key: (products: string) => RawBuilder<string | number | Date>;
  direction: Direction;
  /** The direction of the id among rows of the same key. */
  ties: Direction;
};

/**
 * Each order of a list. The keys are the expressions of the indexes of migration 0007, column for column: a
 * database uses an expression index only for the same expression.
 */
export const ORDERS: Record<AdminProductSort, ListOrder> = {
  newest: { key: (products) => sql.ref(`${products}.created_at`), direction: 'desc', ties: 'desc' },
  oldest: { key: (products) => sql.ref(`${products}.created_at`), direction: 'asc', ties: 'asc' },
  title: { key: (products) => sql`lower(${sql.ref(`${products}.title`)})`, direction: 'asc', ties: 'desc' },
  'price-high': {
    key: (products) => priceHighKey(sql.ref(`${products}.price_cents`)),
    direction: 'desc',
    ties: 'desc',
  },
  'price-low': {
    key: (products) => priceLowKey(sql.ref(`${products}.price_cents`)),
    direction: 'asc',
    ties: 'desc',
  },
};

/** The rows at or after `from` in the list's order (after it only, when not `inclusive`). */
export function from(position: ListPosition, order: ListOrder, inclusive: boolean) {
  return (eb: ExpressionBuilder<{ list: ListPosition }, 'list'>) => {
    const tieBefore = order.ties === 'desc' ? (inclusive ? '>' : '>=') : inclusive ? '<' : '<=';
    return eb.and([
      eb('list.key', order.direction === 'desc' ? '<=' : '>=', position.key),
      eb.not(eb.and([eb('list.key', '=', position.key), eb('list.id', tieBefore, position.id)])),
    ]);
  };
}

/** `row_number()` along the list's order, over the subquery `alias` of (key, id). */
export const numbered = (alias: string, order: ListOrder) =>
  sql<number>`row_number() over (order by ${sql.ref(`${alias}.key`)} ${sql.raw(order.direction)}, ${sql.ref(`${alias}.id`)} ${sql.raw(order.ties)})`;
