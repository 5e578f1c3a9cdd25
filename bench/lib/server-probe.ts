import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { TServerProcess } from '../../scripts/lib/server-process.ts';

export type TEventLoopDelay = { p50: number; p99: number; max: number; samples: number };

/**
 * The server's event-loop delay, measured inside it (server.ts, BENCH=1): each SIGUSR2 makes it
 * print the delay since the previous signal and start again. reset() before a run, read() after.
 */
export function createEventLoopProbe(server: TServerProcess) {
  async function signal(): Promise<TEventLoopDelay> {
    const before = server.output().length;
    server.child.kill('SIGUSR2');
    for (let attempt = 0; attempt < 100; attempt++) {
      const line = server
        .output()
        .slice(before)
        .split('\n')
        .find((l) => l.startsWith('event-loop-delay '));
      if (line) return JSON.parse(line.slice('event-loop-delay '.length)) as TEventLoopDelay;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('the server printed no event-loop delay (is BENCH=1 set?)');
  }
  return { reset: signal, read: signal };
}

/** The WAL file's size: it stays bounded because the writer thread checkpoints on its own schedule. */
export function walBytes(dataDir: string): number {
  try {
    return statSync(join(dataDir, 'menudelite.sqlite-wal')).size;
  } catch {
    return 0;
  }
}
