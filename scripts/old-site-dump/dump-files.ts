/** The collections written as `mongodump` (BSON and its metadata) or `mongoexport` (Extended JSON) writes them. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { EJSON, serialize, type Document } from 'bson';
import type { DumpForm } from './generate.ts';
import type { DumpDocument, Random } from './dump-helpers.ts';

/** mongodump's indexes for each collection, as its metadata file lists them. */
const INDEXES: Record<string, Document[]> = {
  products: [
    { key: { slug: 1 }, name: 'slug_1' },
    { key: { categories: 1 }, name: 'categories_1' },
  ],
  visitplaces: [{ key: { slug: 1 }, name: 'slug_1' }],
  subcategories: [{ key: { parentCategoryName: 1, sortOrder: 1 }, name: 'parentCategoryName_1_sortOrder_1' }],
  categoryorders: [{ key: { configKey: 1 }, name: 'configKey_1', unique: true }],
  admins: [{ key: { email: 1 }, name: 'email_1', unique: true }],
};

function metadata(collection: string, random: Random): string {
  const indexes = [{ key: { _id: 1 }, name: '_id_' }, ...(INDEXES[collection] ?? [])].map((index) => ({
    v: 2,
    ...index,
  }));
  const described = { indexes, uuid: random.hex(16), collectionName: collection, type: 'collection' };
  return EJSON.stringify(described, { relaxed: false });
}

/**
 * BSON type bytes 0x14–0x7E name no type (0x7F is MaxKey, a real one): a reader refuses the document but
 * still finds the next one by the length at its start.
 */
const UNKNOWN_BSON_TYPE = 0x55;
/** The second element's type byte, after the int32 length and an `_id` ObjectId element. */
const SECOND_ELEMENT_OFFSET = 4 + 1 + '_id\0'.length + 12;

function bsonDocument({ doc, broken }: DumpDocument): Buffer {
  const bytes = Buffer.from(serialize(doc));
  if (broken) bytes[SECOND_ELEMENT_OFFSET] = UNKNOWN_BSON_TYPE;
  return bytes;
}

/** A line of `mongoexport`; a broken one stops a few characters into its second field, as on a full disk. */
function jsonLine({ doc, broken }: DumpDocument, relaxed: boolean): string {
  const line = EJSON.stringify(doc, { relaxed });
  if (!broken) return line;
  const secondField = line.indexOf('},"') + 2;
  return line.slice(0, secondField + 12);
}

/** An element of `mongoexport --jsonArray`; a broken one is valid JSON with an `_id` that is no ObjectId. */
function jsonArrayElement({ doc, broken }: DumpDocument, relaxed: boolean): string {
  if (!broken) return EJSON.stringify(doc, { relaxed });
  const rest = { ...doc };
  delete rest._id;
  return `{"_id":{"$oid":"not-an-object-id"},${EJSON.stringify(rest, { relaxed }).slice(1)}`;
}

export async function writeCollections(
  folder: string,
  collections: Record<string, DumpDocument[]>,
  form: DumpForm,
  jsonArray: boolean,
  random: Random,
): Promise<void> {
  await mkdir(folder, { recursive: true });
  for (const [name, documents] of Object.entries(collections)) {
    if (form === 'bson') {
      await writeFile(path.join(folder, `${name}.bson`), Buffer.concat(documents.map(bsonDocument)));
      await writeFile(path.join(folder, `${name}.metadata.json`), metadata(name, random));
      continue;
    }
    const relaxed = form === 'json-relaxed';
    const text = jsonArray
      ? `[${documents.map((document) => jsonArrayElement(document, relaxed)).join(',\n')}]\n`
      : documents.map((document) => `${jsonLine(document, relaxed)}\n`).join('');
    await writeFile(path.join(folder, `${name}.json`), text);
  }
}
