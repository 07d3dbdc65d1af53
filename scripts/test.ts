/**
 * npm test: the whole suite (unit and API tests on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set,
 * then the browser tests), after the type check, lint and the unused-code check, closing with one plain line:
 * "N passed, N failed, N skipped".
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './build-stamp.ts';

// Types, lint and unused code first: a type error (or syntax Node cannot strip) should fail fast, with its own
// message; so should an unused file, export or dependency (knip, configured in knip.jsonc).
for (const script of ['typecheck', 'lint', 'knip']) {
  const check = spawnSync('npm', ['run', '--silent', script], {
    cwd: ROOT,
    stdio: 'inherit',
    env: process.env,
  });
  if (check.status !== 0) {
    process.stdout.write(`\nnpm run ${script} failed.\n0 passed, 1 failed, 0 skipped\n`);
    process.exit(1);
  }
}

const report = path.join(ROOT, 'test-results', 'vitest.json');
mkdirSync(path.dirname(report), { recursive: true });
const vitest = path.join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');
const result = spawnSync(
  process.execPath,
  [
    vitest,
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ],
  { cwd: ROOT, stdio: 'inherit', env: process.env },
);

try {
  const summary = JSON.parse(readFileSync(report, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  process.stdout.write(
    `\n${summary.numPassedTests} passed, ${summary.numFailedTests} failed, ${summary.numPendingTests + summary.numTodoTests} skipped\n`,
  );
} catch {
  process.stdout.write('\nThe test run produced no report.\n');
}
process.exit(result.status ?? 1);
