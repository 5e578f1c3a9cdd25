/**
 * `npm test`: typecheck, lint, unit + API integration on SQLite, the same integration suite on
 * PostgreSQL, then end-to-end specs in Chromium. With CI=true nothing is skipped: a missing
 * PostgreSQL or browser fails the run. Locally a missing one is skipped with a loud notice.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

const CI = process.env.CI === 'true' || process.env.CI === '1';
const PG_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const RESULTS = join('e2e', '.tmp');
const totals = { passed: 0, failed: 0, skipped: 0 };
const skippedSuites: string[] = [];

function run(title: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n=== ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function vitest(title: string, projects: string[], env: Record<string, string> = {}): boolean {
  const out = join(RESULTS, `${projects.join('-')}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${out}`];
  const ok = run(title, 'npx', args, env);
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
  }
  return ok;
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function skipOrFail(what: string, why: string): boolean {
  if (CI) {
    console.error(`\nFAIL: ${what} cannot run in CI: ${why}`);
    return false;
  }
  console.warn(`\n!!! SKIPPED ${what}: ${why}. CI=true would fail here.`);
  skippedSuites.push(what);
  return true;
}

async function main() {
  mkdirSync(RESULTS, { recursive: true });
  const steps: [string, () => boolean | Promise<boolean>][] = [
    ['typecheck', () => run('typecheck', 'npm', ['run', '--silent', 'typecheck'])],
    ['lint', () => run('lint', 'npm', ['run', '--silent', 'lint'])],
    ['unit + integration (SQLite)', () => vitest('unit + API integration on SQLite', ['shared', 'tools', 'server', 'web'])],
    [
      'integration (PostgreSQL)',
      async () =>
        (await postgresReachable())
          ? vitest('API integration on PostgreSQL', ['server-pg'], { TEST_DATABASE_URL: PG_URL })
          : skipOrFail('PostgreSQL integration suite', `no PostgreSQL at ${PG_URL}`),
    ],
    [
      'end-to-end (Chromium)',
      () =>
        existsSync(CHROMIUM)
          ? run('build web app', 'npm', ['run', '--silent', 'build']) && vitest('end-to-end in Chromium', ['e2e'], { CHROMIUM_PATH: CHROMIUM })
          : skipOrFail('end-to-end specs', `no Chromium at ${CHROMIUM} (apt-get install -y chromium)`),
    ],
  ];
  const failedSteps: string[] = [];
  for (const [name, step] of steps) {
    if (!(await step())) failedSteps.push(name);
  }
  console.log('\n=== summary');
  if (skippedSuites.length) console.log(`skipped suites: ${skippedSuites.join(', ')}`);
  if (failedSteps.length) console.log(`failed steps: ${failedSteps.join(', ')}`);
  console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(failedSteps.length ? 1 : 0);
}

void main();
