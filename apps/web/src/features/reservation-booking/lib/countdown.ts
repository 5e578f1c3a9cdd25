import { useEffect, useState } from 'react';

/** Whole seconds left until `expiresAt` (ISO) at `now` (ms), never below zero. */
export function secondsLeft(expiresAt: string, now: number): number {
  const ms = Date.parse(expiresAt) - now;
  return Number.isFinite(ms) ? Math.max(0, Math.ceil(ms / 1000)) : 0;
}

/** m:ss, with digits the reader's language writes (Arabic-Indic in Arabic, via Intl). */
export function countdownText(seconds: number, language: string): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const digits = new Intl.NumberFormat(language, { useGrouping: false });
  const two = new Intl.NumberFormat(language, { minimumIntegerDigits: 2, useGrouping: false });
  return `${digits.format(minutes)}:${two.format(rest)}`;
}

/** The last minute reads as urgent (the banner turns red, screen readers hear it once). */
export const URGENT_SECONDS = 60;

/**
 * The hold's countdown, ticking each second; 0 once the hold lapsed. `clock` is injectable for tests.
 * The server's expiresAt is the truth; the device's clock only counts down to it.
 */
export function useCountdown(expiresAt: string | null, clock: () => number = Date.now): number {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(clock()), 1000);
    return () => window.clearInterval(timer);
  }, [clock]);
  return expiresAt ? secondsLeft(expiresAt, now) : 0;
}
