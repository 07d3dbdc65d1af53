/**
 * Writes a realistic dump of the old site's MongoDB and its uploads folder, to try the old-site import on:
 *   npm run dump:old-site -- --out DIR --form bson|json-relaxed|json-canonical [--array] --products N
 *                            [--photo-kb N] [--seed N]
 * Same seed, same collection files (the admins' bcrypt salts aside).
 */
import path from 'node:path';
import { readCommandLine } from './command.ts';
import { type DumpForm, generateOldSiteDump, MIN_PRODUCTS } from '#scripts/old-site-dump/generate.ts';

const USAGE =
  'Usage: npm run dump:old-site -- --out DIR --form bson|json-relaxed|json-canonical [--array] --products N ' +
  '[--photo-kb N] [--seed N]';
const FORMS: readonly DumpForm[] = ['bson', 'json-relaxed', 'json-canonical'];

function wholeNumber(value: string | undefined, least: number): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= least ? number : null;
}

function fail(message: string): number {
  process.stderr.write(`${message}\n${USAGE}\n`);
  return 2;
}

async function main(): Promise<number> {
  const line = readCommandLine(
    {
      options: {
        out: { type: 'string' },
        form: { type: 'string' },
        array: { type: 'boolean', default: false },
        products: { type: 'string' },
        'photo-kb': { type: 'string', default: '30' },
        seed: { type: 'string', default: '1' },
      },
    },
    USAGE,
  );
  if (!line) return 2;
  const { values } = line;
  if (!values.out) return fail('--out is required.');
  const form = FORMS.find((candidate) => candidate === values.form);
  if (!form) return fail(`--form must be one of ${FORMS.join(', ')}.`);
  if (values.array && form === 'bson') return fail('--array applies to the json forms only.');
  const products = wholeNumber(values.products, MIN_PRODUCTS);
  if (products === null) return fail(`--products must be a whole number of at least ${MIN_PRODUCTS}.`);
  const photoKb = wholeNumber(values['photo-kb'], 1);
  if (photoKb === null) return fail('--photo-kb must be a whole number of at least 1.');
  const seed = wholeNumber(values.seed, 0);
  if (seed === null) return fail('--seed must be a whole number.');

  const out = path.resolve(values.out);
  const started = performance.now();
  let lastTenth = -1;
  const dump = await generateOldSiteDump({
    out,
    form,
    jsonArray: values.array,
    products,
    seed,
    photoBytes: photoKb * 1000,
    onProgress: (done, total) => {
      const percent = Math.floor((done / total) * 100);
      if (process.stdout.isTTY) {
        process.stdout.write(`\rPhotographs: ${done}/${total} (${percent} %)${done === total ? '\n' : ''}`);
        return;
      }
      // a log file gets one line per tenth, not one per photograph
      const tenth = Math.floor(percent / 10);
      if (tenth > lastTenth) {
        lastTenth = tenth;
        process.stdout.write(`Photographs: ${done}/${total} (${percent} %)\n`);
      }
    },
  }).catch((error: Error) => error);
  if (dump instanceof Error) {
    process.stderr.write(`${dump.message}\n`);
    return 1;
  }
  const seconds = Math.round((performance.now() - started) / 1000);
  process.stdout.write(
    `Old-site dump written in ${seconds} s. Import it with:\n` +
      `  npm run import:old-site -- --from ${dump.dumpDir} --uploads ${dump.uploadsDir}\n`,
  );
  return 0;
}

process.exitCode = await main();
