import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..', '..');

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy');
}

export type TServerProcess = {
  baseUrl: string;
  port: number;
  child: ChildProcess;
  /** Everything the server printed to stdout so far (the demo banner, for one). */
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<void>;
};

/** The real server (`apps/server/src/server.ts`) as a child process on a free port, once healthy. */
export async function startServerProcess(env: Record<string, string>, port?: number): Promise<TServerProcess> {
  const chosen = port ?? (await freePort());
  const baseUrl = `http://localhost:${chosen}`;
  const child = spawn(process.execPath, [resolve(ROOT, 'apps/server/src/server.ts')], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', PUBLIC_URL: baseUrl, DATABASE_URL: '', ...env, PORT: String(chosen) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stdout = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  await waitForHealth(baseUrl, child);
  return {
    baseUrl,
    port: chosen,
    child,
    output: () => stdout,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill(signal);
      await exited;
    },
  };
}
