import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { migrateToLatest, openDatabase } from '#server/db/database.ts';
import { createTestDatabase, DATABASE_KINDS } from '#tests/helpers/test-database.ts';
import { createAdminRepository } from './admin-repository.ts';
import { createAdminService } from './admin-service.ts';
import { hashPassword, verifyPassword } from './password.ts';

const run = promisify(execFile);

describe('passwords', () => {
  test('are stored as argon2id PHC strings and verified only with the right password', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('Correct horse battery staple', hash)).toBe(false);
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
    expect(await verifyPassword('x', 'not a hash')).toBe(false);
  });
});

describe.each(DATABASE_KINDS)('admin accounts on %s', (kind) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  test('the first start creates one admin with a generated password, and never a second', async () => {
    const admins = createAdminService({ repository: createAdminRepository(database.db) });
    const first = await admins.ensureInitialAdmin({});
    expect(first?.email).toBe('admin@gandhara-arts.local');
    expect(first?.password).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(
      await admins.ensureInitialAdmin({ email: 'other@example.com', password: 'another-long-password' }),
    ).toBeNull();
    const stored = await createAdminRepository(database.db).findByEmail('admin@gandhara-arts.local');
    expect(await verifyPassword(first!.password!, stored!.password_hash)).toBe(true);
  });

  test('a configured admin is created with the configured password, which is not echoed', async () => {
    const other = await createTestDatabase(kind);
    try {
      const admins = createAdminService({ repository: createAdminRepository(other.db) });
      const created = await admins.ensureInitialAdmin({
        email: 'owner@example.com',
        password: 'configured-password-123',
      });
      expect(created).toEqual({ email: 'owner@example.com', password: null });
    } finally {
      await other.close();
    }
  });
});

describe('npm run admin', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'gandhara-admin-cli-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const cli = (...args: string[]) =>
    run(process.execPath, [path.resolve(import.meta.dirname, '../../scripts/admin.ts'), ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });

  test('creates an admin, refuses a duplicate and resets a password', async () => {
    const created = await cli('create', '--email', 'Owner@Example.com', '--password', 'first-password-123');
    expect(created.stdout).toContain('Created admin owner@example.com');
    expect(created.stdout).not.toContain('first-password-123');

    const duplicate = await cli('create', '--email', 'owner@example.com').catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(duplicate).toMatchObject({ code: 1 });
    expect((duplicate as { stderr: string }).stderr).toContain('already exists');

    const reset = await cli('reset-password', '--email', 'owner@example.com');
    const password = /Password \(shown once\): (\S+)/.exec(reset.stdout)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9]{20}$/);

    const database = openDatabase({ kind: 'sqlite', file: path.join(dataDir, 'app.db') });
    await migrateToLatest(database);
    const stored = await createAdminRepository(database.db).findByEmail('owner@example.com');
    await database.close();
    expect(await verifyPassword(password!, stored!.password_hash)).toBe(true);
    expect(await verifyPassword('first-password-123', stored!.password_hash)).toBe(false);
  });

  test('explains its usage when called wrongly', async () => {
    const wrong = await cli('delete-everyone').catch((error: { code: number; stderr: string }) => error);
    expect(wrong).toMatchObject({ code: 2 });
    expect((wrong as { stderr: string }).stderr).toContain('Usage: npm run admin');
    // An option it does not know is a usage mistake too, not a crash with a stack trace.
    const typo = await cli('create', '--emial', 'owner@example.com').catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(typo).toMatchObject({ code: 2 });
    expect((typo as { stderr: string }).stderr).toContain("Unknown option '--emial'");
    expect((typo as { stderr: string }).stderr).toContain('Usage: npm run admin');
    expect((typo as { stderr: string }).stderr).not.toContain('    at ');
  });
});
