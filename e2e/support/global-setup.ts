import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT, startServerProcess } from '../../scripts/lib/server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/** One real server (built web app, embedded database, seeded demo venue) for all specs. */
export default async function setup(project: TestProject) {
  // WEB_DIST_DIR serves a build kept elsewhere, so a build running meanwhile in apps/web/dist cannot pull files from under the specs.
  const distDir = process.env.WEB_DIST_DIR ?? join(ROOT, 'apps/web/dist');
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(`${distDir} is missing: run \`npm run build\` first (npm test does)`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'menudelite-e2e-'));
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    WEB_DIST_DIR: distDir,
    AUTH_RATE_LIMIT: '1000',
    ORDER_RATE_LIMIT_PER_TABLE: '100000',
    ORDER_RATE_LIMIT_PER_IP: '100000',
    // Hotel timers (issue 10): one "hotel minute" lasts a second, so an unacknowledged wake-up call escalates ~5 s after it is due.
    TEST_HOTEL_MINUTE_MS: '1000',
    // The specs' own process runs under NODE_ENV=test, which the server inherits and which leaves the job runner off;
    // wake-up calls, reservation e-mails and other durable jobs run as in production.
    JOBS_RUNNER: 'true',
    JOBS_POLL_MS: '300',
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', dataDir);
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
