import { startTransition, useEffect, useState } from 'react';

/** Cards added per step: a few milliseconds of work each on a slow phone. */
const STEP = 24;

/**
 * How many cards to render: first only what fills a screen, so the menu paints early on a slow
 * phone; then a step more each time the browser is idle, until all are there. Each step is a short
 * task (one big render of 150 cards blocks taps for a quarter of a second on a mid-range phone),
 * and the cards added are below the fold, so nothing on screen moves.
 */
export function useRenderLimit(total: number, firstScreen: number): number {
  const [limit, setLimit] = useState(firstScreen);
  useEffect(() => {
    if (limit >= total) return;
    const grow = () => startTransition(() => setLimit((current) => current + STEP));
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(grow, { timeout: 300 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(grow, 16);
    return () => window.clearTimeout(timer);
  }, [limit, total]);
  return limit;
}
