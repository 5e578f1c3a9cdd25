/**
 * Delay before attempt `attempt + 1` after `attempt` failed: exponential from `baseMs`, capped at
 * `capMs`, with "equal jitter" (half fixed, half random) so jobs that failed together (an SMTP
 * outage) do not all retry in the same instant.
 */
export function backoffDelayMs(attempt: number, baseMs: number, capMs: number, random: () => number = Math.random): number {
  const exponential = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential / 2 + (exponential / 2) * random());
}
