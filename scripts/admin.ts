/**
 * Admin accounts from the command line, against the database the server would use (same environment).
 *   npm run admin -- create --email owner@example.com [--password …] [--name "…"]
 *   npm run admin -- reset-password --email owner@example.com [--password …]
 * Without --password a strong one is generated and printed once.
 */
import { createAdminRepository } from '#server/auth/admin-repository.ts';
import { AdminAccountError, createAdminService } from '#server/auth/admin-service.ts';
import { generatePassword } from '#server/auth/password.ts';
import { ConfigError, loadConfig } from '#server/config.ts';
import { migrateToLatest, openDatabase, siteDatabase } from '#server/db/database.ts';
import { createChangeBus } from '#server/events/change-bus.ts';
import { z } from 'zod';
import { readCommandLine } from './command.ts';

const USAGE =
  'Usage: npm run admin -- create|reset-password --email <e-mail> [--password <password>] [--name <name>]';

async function main(): Promise<number> {
  const line = readCommandLine(
    {
      allowPositionals: true,
      options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
    },
    USAGE,
  );
  if (!line) return 2;
  const { positionals, values } = line;
  const command = positionals[0];
  if (command !== 'create' && command !== 'reset-password') {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const email = z.email().safeParse(values.email);
  if (!email.success) {
    process.stderr.write(`--email must be a valid e-mail address.\n${USAGE}\n`);
    return 2;
  }
  if (values.password !== undefined && values.password.length < 12) {
    process.stderr.write('--password must be at least 12 characters.\n');
    return 2;
  }
  const config = loadConfig();
  const database = openDatabase(siteDatabase(config).options);
  // A new password ends the account's sessions: the running instances hear it at once (on SQLite they see the
  // file change within a second), rather than trusting a session they checked a few seconds ago (decision 059).
  const changes = createChangeBus({ redisUrl: config.redisUrl, database });
  try {
    await migrateToLatest(database);
    const admins = createAdminService({
      repository: createAdminRepository(database.db),
      dialect: database.dialect,
      changes,
    });
    const password = values.password ?? generatePassword();
    const result =
      command === 'create'
        ? await admins.create({ email: email.data, password, name: values.name })
        : await admins.resetPassword(email.data, password);
    process.stdout.write(
      `${command === 'create' ? 'Created admin' : 'New password set for'} ${result.email}\n`,
    );
    if (!values.password) process.stdout.write(`Password (shown once): ${password}\n`);
    return 0;
  } finally {
    await changes.close();
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof AdminAccountError || error instanceof ConfigError;
    process.stderr.write(`${known ? (error as Error).message : String(error)}\n`);
    process.exit(1);
  },
);
