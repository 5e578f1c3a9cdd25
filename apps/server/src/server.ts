import { monitorEventLoopDelay } from 'node:perf_hooks';
import { loadConfig } from './config/env.ts';
import { migrateToLatest, openDatabase } from './db/database.ts';
import { runBenchReport } from './db/sqlite/bench-report.ts';
import { DataDirLockedError } from './db/sqlite/data-dir-lock.ts';
import { seedDemo } from './db/seed/demo.ts';
import { buildApp } from './app.ts';

/** After a signal, the server exits within this long even if a connection or the database hangs. */
const SHUTDOWN_DEADLINE_MS = Number(process.env.SHUTDOWN_DEADLINE_MS) || 10_000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }

  let database;
  try {
    database = openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  await migrateToLatest(database);
  const demo = config.SEED_DEMO ? await seedDemo(database.db) : null;
  const { app } = await buildApp(config, database);

  // `npm start` in a terminal: one Ctrl-C or one SIGTERM to the process group reaches npm and the
  // server, and npm passes it on, so the server sees it more than once. Shutdown starts once,
  // later signals only say so, and the deadline ends it whatever still hangs (the timer is
  // unref'd, so it never keeps a finished process alive).
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'already closing; exiting at the latest when the shutdown deadline passes');
      return;
    }
    closing = true;
    app.log.info({ signal }, 'closing');
    setTimeout(() => {
      console.error(`Shutdown did not finish within ${SHUTDOWN_DEADLINE_MS} ms; exiting anyway.`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    let code = 0;
    try {
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, 'closing the server failed');
      code = 1;
    }
    try {
      // Ends the database threads (the writer checkpoints first) and releases the DATA_DIR lock.
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'closing the database failed');
      code = 1;
    }
    process.exit(code);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, (s) => void shutdown(s));
  if (process.env.BENCH === '1') {
    reportEventLoopDelayOnSignal();
    app.get('/api/bench/report', async () => runBenchReport(database.db));
  }

  await app.listen({ port: config.PORT, host: config.HOST });
  if (demo) printDemoBanner(config.publicUrl, demo);
}

/**
 * Benchmarks only (BENCH=1; a report-sized read is served at /api/bench/report): each SIGUSR2 prints one line with the event loop's delay since the
 * previous one (beyond the 5 ms sampling interval), measured in this process, and starts a new
 * measurement.
 */
const ELD_RESOLUTION_MS = 5;
// The histogram holds whole sampling intervals; the delay is what exceeds the interval.
const delayMs = (ns: number) => Math.max(0, Math.round((ns / 1e6 - ELD_RESOLUTION_MS) * 100) / 100);

function reportEventLoopDelayOnSignal() {
  const histogram = monitorEventLoopDelay({ resolution: ELD_RESOLUTION_MS });
  histogram.enable();
  process.on('SIGUSR2', () => {
    const figures = {
      p50: delayMs(histogram.percentile(50)),
      p99: delayMs(histogram.percentile(99)),
      max: delayMs(histogram.max),
      samples: histogram.count,
    };
    console.log(`event-loop-delay ${JSON.stringify(figures)}`);
    histogram.reset();
  });
}

function printDemoBanner(publicUrl: string, seeded: { logins: { role: string; email: string; password: string }[]; tableLink: string }) {
  const lines = [
    '',
    '  MenuDelite is running with a demo venue.',
    `  Open ${publicUrl}`,
    ...seeded.logins.map((login) => `  ${login.role.padEnd(16)} ${login.email} / ${login.password}`),
    `  Table link       ${publicUrl}${seeded.tableLink}`,
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
