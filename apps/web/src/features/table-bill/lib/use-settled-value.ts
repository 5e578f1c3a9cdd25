import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `delayMs` (compared by JSON), so typing an amount
 * asks the server for one quote, not one per key press. The first value is taken at once.
 */
export function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  const text = JSON.stringify(value);
  useEffect(() => {
    if (JSON.stringify(settled) === text) return;
    const timer = window.setTimeout(() => setSettled(JSON.parse(text) as T), delayMs);
    return () => window.clearTimeout(timer);
  }, [text, settled, delayMs]);
  return settled;
}
