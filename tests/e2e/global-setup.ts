import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureBuild } from '#scripts/ensure-build.ts';
import { startServer } from '#tests/helpers/server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    admin: { email: string; password: string };
  }
}

/** One production server with the demo catalogue for the browser tests. */
export default async function setup(project: TestProject) {
  ensureBuild();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'gandhara-e2e-'));
  const admin = { email: 'owner@gandhara.test', password: 'e2e only: a long passphrase' };
  const server = await startServer(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_CONTENT: 'on',
      // The browser tests check behaviour on a machine they load heavily themselves; overload has its own test.
      OVERLOAD_DELAY_MS: '0',
      // The browser tests act as many visitors behind one proxy (tests/helpers/browser.ts): one per context.
      TRUST_PROXY: '127.0.0.1',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
    { timeoutMs: 240_000 },
  );
  project.provide('baseUrl', server.url);
  project.provide('dataDir', dataDir);
  project.provide('admin', admin);
  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
