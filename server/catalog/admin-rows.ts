import { sql, type Kysely } from 'kysely';
import { jsonObjectFrom as postgresJsonObjectFrom } from 'kysely/helpers/postgres';
import { jsonObjectFrom as sqliteJsonObjectFrom } from 'kysely/helpers/sqlite';
import { compiledForIds, placeholderIds } from '#server/db/compiled-once.ts';
import type { DialectName } from '#server/db/database.ts';
import type { Database, ProductRow } from '#server/db/schema.ts';
import {
  categoriesOf,
  categoryIds,
  fromJson,
  namesFor,
  type LinkNamesSource,
  type ProductImageLink,
} from './product-links.ts';

/** A row of the admin's product list (`adminRows`): what the list shows, with its categories and first photograph. */
export type AdminListRow = Pick<
  ProductRow,
  'id' | 'slug' | 'title' | 'status' | 'sold_out' | 'price_cents' | 'original_price_cents' | 'updated_at'
> & {
  categories: { name: string; slug: string }[];
  image: Pick<ProductImageLink, 'url' | 'content_hash' | 'width' | 'height'> | null;
};

function adminRowsQuery(db: Kysely<Database>, dialect: DialectName, count: number) {
  const jsonObjectFrom = dialect === 'postgres' ? postgresJsonObjectFrom : sqliteJsonObjectFrom;
  return db
    .selectFrom('products')
    .select([
      'products.id',
      'products.slug',
      'products.title',
      'products.status',
      'products.sold_out',
      'products.price_cents',
      'products.original_price_cents',
      'products.updated_at',
    ])
    .select((eb) => [
      categoryIds(dialect),
      // The first photograph the site can show, as the product's page counts them (toPublicImage).
      jsonObjectFrom(
        eb
          .selectFrom('product_images')
          .leftJoin('media', 'media.id', 'product_images.media_id')
          .select(['product_images.url', 'media.content_hash', 'media.width', 'media.height'])
          .whereRef('product_images.product_id', '=', 'products.id')
          .where((image) =>
            image.or([
              image('media.content_hash', 'is not', null),
              image('product_images.url', 'is not', null),
            ]),
          )
          .orderBy('product_images.position')
          .limit(sql.lit(1)),
      ).as('first_image'),
    ])
    .where('products.id', 'in', placeholderIds(count))
    .compile();
}

/**
 * The admin list's rows of these ids, in the order of the ids: only what the list shows, where the whole product
 * (its text, specifications, every photograph and subcategory) was read and then dropped.
 */
export async function adminRows(
  db: Kysely<Database>,
  dialect: DialectName,
  ids: readonly string[],
  names: LinkNamesSource,
): Promise<AdminListRow[]> {
  if (ids.length === 0) return [];
  const compiled = compiledForIds('admin rows', dialect, ids, () => adminRowsQuery(db, dialect, ids.length));
  const [{ rows }, kept] = await Promise.all([db.executeQuery(compiled), names.kept()]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const categoryIdsOf = new Map(rows.map((row) => [row.id, fromJson<string[]>(row.category_ids)]));
  const known = await namesFor(names, kept, [...categoryIdsOf.values()].flat(), []);
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { first_image } = row;
    type Image = NonNullable<AdminListRow['image']>;
    return [
      {
        id: row.id,
        slug: row.slug,
        title: row.title,
        status: row.status,
        sold_out: row.sold_out,
        price_cents: row.price_cents,
        original_price_cents: row.original_price_cents,
        updated_at: row.updated_at,
        categories: categoriesOf(known, categoryIdsOf.get(id)!),
        image: fromJson<Image | null>(first_image),
      },
    ];
  });
}
