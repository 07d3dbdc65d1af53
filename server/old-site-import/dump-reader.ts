import { createReadStream } from 'node:fs';
import { open, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { deserialize, EJSON, type Document } from 'bson';

import { OLD_COLLECTIONS, type OldCollection } from '#common/schemas/old-site-import.ts';

/** The old site's collections the import reads; any other file of the dump is listed as ignored. */
export { OLD_COLLECTIONS, type OldCollection };

type DumpForm = 'bson' | 'extended-json';

export type OldSiteDump = {
  form: DumpForm;
  /** the folder that holds the collection files (mongodump writes them one level down, under the database's name) */
  folder: string;
  files: Partial<Record<OldCollection, string>>;
  ignored: string[];
};

/** One document of a collection as read: its place in the file, and the document or why it could not be read. */
export type DumpEntry = { position: number; doc: Document } | { position: number; error: string };

/** The input cannot be read at all: the import stops and the command exits non-zero. */
export class DumpError extends Error {
  override name = 'DumpError';
}

/** A document's size is an int32 at its start; MongoDB's own limit is 16 MiB. */
const MAX_BSON_DOCUMENT = 16 * 1024 * 1024;
const JSON_EXTENSIONS = ['.json', '.jsonl', '.ndjson'];

function collectionOf(file: string): { name: string; form: DumpForm } | null {
  const ext = path.extname(file).toLowerCase();
  const name = path.basename(file, path.extname(file)).toLowerCase();
  if (ext === '.bson') return { name, form: 'bson' };
  // mongodump writes products.metadata.json beside products.bson: that is not a collection.
  if (JSON_EXTENSIONS.includes(ext) && !name.endsWith('.metadata')) return { name, form: 'extended-json' };
  return null;
}

async function describeFolder(folder: string): Promise<OldSiteDump | null> {
  const entries = await readdir(folder, { withFileTypes: true });
  const found = entries
    .filter((entry) => entry.isFile())
    .map((entry) => ({ file: entry.name, collection: collectionOf(entry.name) }))
    .filter((entry) => entry.collection !== null);
  const known = (form: DumpForm) =>
    found.filter(
      (entry) =>
        entry.collection!.form === form &&
        (OLD_COLLECTIONS as readonly string[]).includes(entry.collection!.name),
    );
  // A folder with both forms is most likely a mongodump the owner also exported: the dump is exact, so it wins.
  const form: DumpForm | null =
    known('bson').length > 0 ? 'bson' : known('extended-json').length > 0 ? 'extended-json' : null;
  if (!form) return null;
  const files: Partial<Record<OldCollection, string>> = {};
  for (const entry of known(form)) {
    const name = entry.collection!.name as OldCollection;
    if (files[name]) throw new DumpError(`${folder} holds two files for the collection "${name}".`);
    files[name] = path.join(folder, entry.file);
  }
  const ignored = found
    .filter((entry) => !known(form).includes(entry))
    .map((entry) => entry.file)
    .sort();
  return { form, folder, files, ignored };
}

/**
 * Finds the dump in `dir`: the folder itself, or the first folder below it (two levels at most, as mongodump's
 * `dump/<database>/`) holding the old site's collections, as BSON or as mongoexport's Extended JSON.
 */
export async function openDump(dir: string): Promise<OldSiteDump> {
  const info = await stat(dir).catch(() => null);
  if (!info?.isDirectory()) throw new DumpError(`--from ${dir}: no such folder.`);
  const queue: { folder: string; depth: number }[] = [{ folder: path.resolve(dir), depth: 0 }];
  while (queue.length > 0) {
    const { folder, depth } = queue.shift()!;
    const dump = await describeFolder(folder);
    if (dump) return dump;
    if (depth < 2) {
      const children = (await readdir(folder, { withFileTypes: true }))
        .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
        .map((entry) => entry.name)
        .sort();
      for (const child of children) queue.push({ folder: path.join(folder, child), depth: depth + 1 });
    }
  }
  throw new DumpError(
    `--from ${dir}: found no products.bson (mongodump) or products.json (mongoexport), nor any other of ${OLD_COLLECTIONS.join(', ')}.`,
  );
}

async function* readBson(file: string): AsyncGenerator<DumpEntry> {
  let pending: Buffer = Buffer.alloc(0);
  let position = 0;
  for await (const chunk of createReadStream(file)) {
    pending = pending.length === 0 ? (chunk as Buffer) : Buffer.concat([pending, chunk as Buffer]);
    while (pending.length >= 4) {
      const size = pending.readInt32LE(0);
      if (size < 5 || size > MAX_BSON_DOCUMENT) {
        yield {
          position,
          error: `the file is damaged from document ${position + 1} on (a length of ${size} bytes)`,
        };
        return;
      }
      if (pending.length < size) break;
      const bytes = pending.subarray(0, size);
      pending = pending.subarray(size);
      try {
        yield { position, doc: deserialize(bytes) };
      } catch (error) {
        yield { position, error: `unreadable BSON document: ${(error as Error).message}` };
      }
      position++;
    }
  }
  if (pending.length > 0) yield { position, error: 'the file ends in the middle of a document' };
}

function fromExtendedJson(value: unknown, position: number): DumpEntry {
  try {
    const doc = EJSON.deserialize(value as Document, { relaxed: true }) as unknown;
    if (doc === null || typeof doc !== 'object' || Array.isArray(doc))
      return { position, error: 'not a document (an object was expected)' };
    return { position, doc: doc as Document };
  } catch (error) {
    return { position, error: `unreadable Extended JSON: ${(error as Error).message}` };
  }
}

/** Editors on Windows start a UTF-8 file with a byte-order mark, which JSON.parse refuses. */
const stripBom = (text: string) => text.replace(/^\uFEFF/, '');

async function firstCharacter(file: string): Promise<string | undefined> {
  const handle = await open(file);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4096), 0, 4096, 0);
    return stripBom(buffer.subarray(0, bytesRead).toString('utf8')).trimStart()[0];
  } finally {
    await handle.close();
  }
}

async function* readExtendedJson(file: string): AsyncGenerator<DumpEntry> {
  if ((await firstCharacter(file)) === '[') {
    // `mongoexport --jsonArray`: one JSON array. A syntax error in it leaves nothing to read.
    let values: unknown;
    try {
      values = JSON.parse(stripBom(await readFile(file, 'utf8')));
    } catch (error) {
      throw new DumpError(`${path.basename(file)} is not valid JSON: ${(error as Error).message}`);
    }
    for (const [position, value] of (values as unknown[]).entries()) yield fromExtendedJson(value, position);
    return;
  }
  // mongoexport's default: one document per line, each on its own.
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let position = 0;
  for await (const line of lines) {
    if (!line.trim()) continue;
    let value: unknown;
    try {
      value = JSON.parse(stripBom(line));
    } catch (error) {
      yield { position, error: `line ${position + 1} is not valid JSON: ${(error as Error).message}` };
      position++;
      continue;
    }
    yield fromExtendedJson(value, position);
    position++;
  }
}

/** Every document of one collection file, in file order; a damaged document is an entry with its reason. */
export function readCollection(
  dump: OldSiteDump,
  collection: OldCollection,
): AsyncGenerator<DumpEntry> | null {
  const file = dump.files[collection];
  if (!file) return null;
  return dump.form === 'bson' ? readBson(file) : readExtendedJson(file);
}
