import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'app/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          fileParallelism: false,
          // Servers the tests start inherit this: the suite loads the machine itself, and a refusal under that load
          // is not what these tests check (server/http/overload.test.ts does).
          env: { OVERLOAD_DELAY_MS: '0' },
          // A page under load may take a few seconds to show a change; a poll that gives up after 1 s is a flake.
          expect: { poll: { timeout: 10_000, interval: 100 } },
          testTimeout: 90_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
