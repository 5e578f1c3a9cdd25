/**
 * A fixed arrival rate, open loop: request n leaves at start + n/rate whatever the earlier ones
 * are doing, and its latency counts from that planned moment (so a stalled server is charged for
 * the requests that queued behind the stall). autocannon's overallRate instead sends each
 * second's quota as one burst at the start of the second, which measures a burst, not a rate.
 */
export type TPacedResult = { label: string; rate: number; sent: number; non2xx: number; errors: number; p50: number; p99: number; max: number };

export async function pacedLoad(options: { label: string; url: string; rate: number; seconds: number; init: () => RequestInit }): Promise<TPacedResult> {
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const inFlight: Promise<void>[] = [];
  const total = options.rate * options.seconds;
  const start = performance.now() + 50;
  for (let n = 0; n < total; n++) {
    const planned = start + (n * 1000) / options.rate;
    const wait = planned - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(
      (async () => {
        try {
          const res = await fetch(options.url, options.init());
          await res.arrayBuffer();
          if (res.status < 200 || res.status >= 300) non2xx += 1;
          latencies.push(performance.now() - planned);
        } catch {
          errors += 1;
        }
      })(),
    );
  }
  await Promise.all(inFlight);
  const sorted = latencies.toSorted((a, b) => a - b);
  const at = (p: number) => Math.round(10 * (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0)) / 10;
  return { label: options.label, rate: options.rate, sent: total, non2xx, errors, p50: at(0.5), p99: at(0.99), max: at(1) };
}
