import autocannon, { type Request } from 'autocannon';
import Fastify from 'fastify';
import { freePort } from '../../scripts/lib/server-process.ts';

export type TLoadResult = { label: string; requestsPerSec: number; p50: number; p99: number; non2xx: number; errors: number };

export type TLoadOptions = {
  label: string;
  url: string;
  connections?: number;
  seconds?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Fixed request rate (per second, across all connections); omit for as fast as possible. */
  overallRate?: number;
  setupRequest?: (request: Request) => Request;
};

export async function load(options: TLoadOptions): Promise<TLoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections ?? 50,
    duration: options.seconds ?? 10,
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    requests: [
      {
        method: options.method ?? 'GET',
        ...(options.headers ? { headers: options.headers } : {}),
        ...(options.body ? { body: options.body } : {}),
        ...(options.setupRequest ? { setupRequest: options.setupRequest } : {}),
      },
    ],
  });
  return {
    label: options.label,
    requestsPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** A bare Fastify route in this process, measured in the same run as the baseline for ratios. */
export async function startBareFastify(payload: unknown): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => payload);
  app.post('/bare', async () => payload);
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${port}/bare`, close: () => app.close() };
}

export function printTable(rows: TLoadResult[]): void {
  console.table(rows.map((r) => ({ run: r.label, 'req/s': r.requestsPerSec, 'p50 ms': r.p50, 'p99 ms': r.p99, non2xx: r.non2xx, errors: r.errors })));
}
