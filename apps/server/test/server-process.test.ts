import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:net';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { ServerExitedError, startServerProcess } from '../../../scripts/lib/server-process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'menudelite-process-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// The real `npm start` path runs on the embedded database; one run of it is enough.
describe.runIf(!process.env.TEST_DATABASE_URL)('the server process', () => {
  it('prints the demo logins and a table link, and exits cleanly on SIGTERM', async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    await expect.poll(() => server.output(), { timeout: 5000 }).toContain('Table link');
    expect(server.output()).toContain('owner@demo.menudelite.test / Demo!2345');
    expect(server.output()).toMatch(/\/eat\/[\w-]{12,}/);
    await server.stop('SIGTERM');
    expect(server.child.exitCode).toBe(0);
  });

  it('seeds the demo venue once: a restart keeps one demo venue and the same table link', async () => {
    const first = await startServerProcess({ DATA_DIR: dataDir });
    await expect.poll(() => first.output(), { timeout: 5000 }).toContain('Table link');
    const link = first.output().match(/\/eat\/[\w-]+/)?.[0];
    await first.stop();
    const second = await startServerProcess({ DATA_DIR: dataDir });
    await expect.poll(() => second.output(), { timeout: 5000 }).toContain('Table link');
    expect(second.output()).toContain(link);
    await second.stop();

    const db = new DatabaseSync(join(dataDir, 'menudelite.sqlite'), { readOnly: true });
    const row = db.prepare("select count(*) as n from restaurants where slug = 'demo-bistro'").get() as { n: number };
    db.close();
    expect(row.n).toBe(1);
  });
});

describe.runIf(!process.env.TEST_DATABASE_URL)('one server per DATA_DIR, and a shutdown that always ends', () => {
  const lockedDir = mkdtempSync(join(tmpdir(), 'menudelite-lock-process-'));
  afterAll(() => rmSync(lockedDir, { recursive: true, force: true }));

  it('refuses a second server on the same DATA_DIR at once, naming the directory; two SIGTERMs still end the first cleanly', { timeout: 120_000 }, async () => {
    const first = await startServerProcess({ DATA_DIR: lockedDir, SEED_DEMO: 'false' });
    const started = performance.now();
    const second = await startServerProcess({ DATA_DIR: lockedDir, SEED_DEMO: 'false' }).catch((error: unknown) => error);
    expect(second).toBeInstanceOf(ServerExitedError);
    expect((second as ServerExitedError).exitCode).toBe(1);
    expect((second as ServerExitedError).stderr).toContain(`DATA_DIR ${lockedDir} is already in use`);
    // It stops by itself, without waiting for the lock (the time is mostly loading the code on a busy machine).
    expect(performance.now() - started).toBeLessThan(30_000);
    // The first server never noticed.
    expect((await fetch(`${first.baseUrl}/api/health`)).status).toBe(200);

    // As `npm start` gets it from a terminal: npm passes the signal on, so the server sees it twice.
    first.child.kill('SIGTERM');
    first.child.kill('SIGTERM');
    const stopped = performance.now();
    expect(await first.exited).toBe(0);
    expect(performance.now() - stopped).toBeLessThan(5_000);

    // Its lock went with it: the directory is free again.
    const third = await startServerProcess({ DATA_DIR: lockedDir, SEED_DEMO: 'false' });
    await third.stop();
    expect(third.child.exitCode).toBe(0);
  });

  it('exits when the shutdown deadline passes, even with a request that never finishes', { timeout: 60_000 }, async () => {
    const server = await startServerProcess({ DATA_DIR: lockedDir, SEED_DEMO: 'false', SHUTDOWN_DEADLINE_MS: '1500' });
    // A request whose body never fully arrives keeps its connection busy: closing waits for it.
    const socket = connect(server.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('POST /api/public/restaurants/x/orders HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":');
    await new Promise((r) => setTimeout(r, 200));
    const stopped = performance.now();
    server.child.kill('SIGTERM');
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(1);
    const took = performance.now() - stopped;
    socket.destroy();
    expect(took).toBeGreaterThanOrEqual(1400);
    expect(took).toBeLessThan(6_000);
    expect(server.errors()).toContain('Shutdown did not finish within 1500 ms');
  });
});
