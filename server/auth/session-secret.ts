import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppDatabase } from '#server/db/database.ts';
import { createSettingsRepository } from '#server/settings/settings-repository.ts';

const SECRET_KEY = 'secret:session';

/**
 * SESSION_SECRET when set. Otherwise one generated on first start and kept where every instance finds the same:
 * in the database on PostgreSQL (instances on several machines share nothing else), or in DATA_DIR on SQLite
 * (one machine; the file is readable by the owner only, and a backup of the database does not carry it).
 */
export async function loadSessionSecret(
  configured: string | undefined,
  dataDir: string,
  database: AppDatabase,
): Promise<string> {
  if (configured) return configured;
  if (database.dialect === 'postgres') {
    const settings = createSettingsRepository(database.db);
    // Instances starting together: the first insert wins, and everyone reads the winner's.
    await settings.insertIfAbsent(SECRET_KEY, randomBytes(48).toString('base64url'));
    return (await settings.read(SECRET_KEY))!;
  }
  const file = path.join(dataDir, 'session-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch {
    // first start: no secret yet
  }
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
