import { loadConfig } from './config/env.ts';
import { migrateToLatest, openDatabase } from './db/database.ts';
import { seedDemo } from './db/seed/demo.ts';
import { buildApp } from './app.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }

  const database = openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
  await migrateToLatest(database);
  const demo = config.SEED_DEMO ? await seedDemo(database.db) : null;
  const { app } = await buildApp(config, database);

  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, async () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'closing');
      await app.close();
      await database.close();
      process.exit(0);
    });
  }

  await app.listen({ port: config.PORT, host: config.HOST });
  if (demo) printDemoBanner(config.publicUrl, demo);
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
