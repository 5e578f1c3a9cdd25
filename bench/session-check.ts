/**
 * What the "has this session ended?" check costs an authenticated request: access-token
 * verification alone (signature and claims), with the session check answered from the per-process
 * cache, and with every check read from the database (the cache off), on SQLite (the worker-thread
 * driver) or PostgreSQL. Public routes (menu, checkout without a token) never verify, so they pay nothing.
 *
 *   node bench/session-check.ts [--database-url postgres://...] [--count 20000]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { migrateToLatest, openDatabase } from '../apps/server/src/db/database.ts';
import { createSessionLiveness } from '../apps/server/src/features/auth/public.ts';
import { createAccessTokens } from '../apps/server/src/lib/access-tokens.ts';
import { newId } from '../apps/server/src/lib/ids.ts';

const { values } = parseArgs({ options: { 'database-url': { type: 'string' }, count: { type: 'string', default: '20000' } } });
const COUNT = Number(values.count);
const SESSIONS = 1000;
const dataDir = mkdtempSync(join(tmpdir(), 'menudelite-session-bench-'));
const databaseUrl = values['database-url'];
// PostgreSQL: a schema of its own, dropped at the end.
const schema = databaseUrl ? `bench_sessions_${process.pid}` : undefined;
async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(text).finally(() => client.end());
}
if (schema) await admin(`create schema ${schema}`);
const database = openDatabase({ dataDir, databaseUrl, schema });
await migrateToLatest(database);

const ids = Array.from({ length: SESSIONS }, () => newId());
const now = new Date().toISOString();
await database.db
  .insertInto('sessions')
  .values(ids.map((id) => ({ id, user_id: `u-${id}`, restaurant_id: null, created_at: now, ended_at: null, end_reason: null })))
  .execute();

const secret = new TextEncoder().encode('bench-secret-that-is-long-enough-for-hs256');
const variants = {
  'signature and claims only': createAccessTokens(secret, { isSessionLive: async () => true }),
  'plus session check, cached (500 ms)': createAccessTokens(secret, { isSessionLive: createSessionLiveness(database.db).isLive }),
  'plus session check, every time from the DB': createAccessTokens(secret, { isSessionLive: createSessionLiveness(database.db, { cacheMs: 0 }).isLive }),
};
const signer = variants['signature and claims only'];
const tokens = await Promise.all(ids.map((id) => signer.sign({ userId: `u-${id}`, kind: 'venue', restaurantId: 'r', isAdminAccount: false, sessionId: id })));

async function microsecondsPerVerify(verifier: (typeof variants)[keyof typeof variants]): Promise<number> {
  const start = performance.now();
  for (let n = 0; n < COUNT; n++) {
    if (!(await verifier.verify(tokens[n % SESSIONS]!.accessToken))) throw new Error('a live session was refused');
  }
  return ((performance.now() - start) * 1000) / COUNT;
}

// Three rounds, variants interleaved so JIT warm-up and machine noise fall on all alike; the best round counts.
const best = new Map<string, number>();
for (let round = 0; round < 3; round++) {
  for (const [label, verifier] of Object.entries(variants)) best.set(label, Math.min(best.get(label) ?? Infinity, await microsecondsPerVerify(verifier)));
}
console.log(`${database.dialect}: ${COUNT} verifications over ${SESSIONS} sessions, one at a time, best of 3 rounds`);
for (const [label, us] of best) console.log(`  ${label.padEnd(46)} ${us.toFixed(1).padStart(7)} µs per request`);
await database.close();
if (schema) await admin(`drop schema ${schema} cascade`);
rmSync(dataDir, { recursive: true, force: true });
