import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../../../scripts/lib/server-process.ts';

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
