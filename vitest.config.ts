import { defineConfig } from 'vitest/config';

const serverTests = ['apps/server/test/**/*.test.ts'];
/**
 * These start the real server process on the embedded database (the `npm start` path), or test the
 * SQLite worker driver itself: they are left out of the PostgreSQL run rather than reported skipped.
 */
const sqliteOnlyTests = [
  'apps/server/test/server-process.test.ts',
  'apps/server/test/orders-crash.test.ts',
  'apps/server/test/payments-crash.test.ts',
  'apps/server/test/db-commit-ack.test.ts',
  'apps/server/test/db-sqlite-driver.test.ts',
];
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/test/**/*.test.ts'] } },
      { test: { name: 'tools', include: ['scripts/test/**/*.test.ts'] } },
      { test: { name: 'server', include: serverTests, env: { TEST_DATABASE_URL: '' }, testTimeout: 20_000, hookTimeout: 60_000 } },
      {
        test: {
          name: 'server-pg',
          include: serverTests,
          exclude: sqliteOnlyTests,
          env: { TEST_DATABASE_URL: pgUrl },
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'web', include: ['apps/web/test/**/*.test.ts'] } },
      {
        test: {
          name: 'e2e',
          include: ['e2e/specs/**/*.spec.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
