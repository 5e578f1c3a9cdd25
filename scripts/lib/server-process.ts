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

async function waitForHealth(url: string, server: ChildProcess, stderr: () => string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (server.exitCode !== null) throw new ServerExitedError(server.exitCode, stderr());
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy');
}

/** The server ended before it became healthy; `stderr` says why (a bad setting, a DATA_DIR in use). */
export class ServerExitedError extends Error {
  readonly exitCode: number;
  readonly stderr: string;
  constructor(exitCode: number, stderr: string) {
    super(`server exited with ${exitCode}${stderr ? `: ${stderr.trim()}` : ''}`);
    this.exitCode = exitCode;
    this.stderr = stderr;
  }
}

export type TServerProcess = {
  baseUrl: string;
  port: number;
  child: ChildProcess;
  /** Everything the server printed to stdout so far (the demo banner, for one). */
  output: () => string;
  /** Everything it printed to stderr so far (also passed through to ours). */
  errors: () => string;
  /** Resolves with the exit code (null after a signal) once the process has ended. */
  exited: Promise<number | null>;
  stop: (signal?: NodeJS.Signals) => Promise<void>;
};

/** The real server (`apps/server/src/server.ts`) as a child process on a free port, once healthy. */
export async function startServerProcess(env: Record<string, string>, port?: number): Promise<TServerProcess> {
  const chosen = port ?? (await freePort());
  const baseUrl = `http://localhost:${chosen}`;
  // SERVER_NODE_ARGS lets a bench profile the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, resolve(ROOT, 'apps/server/src/server.ts')], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', PUBLIC_URL: baseUrl, DATABASE_URL: '', ...env, PORT: String(chosen) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // 'close' comes after 'exit' once stdout and stderr are drained: the output is complete by then.
  const exited = new Promise<number | null>((done) => child.once('close', (code) => done(code)));
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    process.stderr.write(chunk);
  });
  try {
    await waitForHealth(baseUrl, child, () => stderr);
  } catch (error) {
    if (child.exitCode !== null) throw new ServerExitedError((await exited) ?? child.exitCode, stderr);
    child.kill('SIGKILL');
    throw error;
  }
  return {
    baseUrl,
    port: chosen,
    child,
    output: () => stdout,
    errors: () => stderr,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await exited;
    },
  };
}
