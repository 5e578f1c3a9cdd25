/** SPEC section 1: the fallback when the browser has no requestIdleCallback (Safari). */
export const IDLE_FALLBACK_MS = 100;
/** An idle callback can wait for ever in a busy or hidden tab; the routes must still appear. */
const IDLE_TIMEOUT_MS = 2000;

type TIdleWindow = {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
};

/** Resolves when the page is idle: requestIdleCallback where it exists, else a 100 ms timer. */
export function waitForIdle(win: TIdleWindow = window): Promise<void> {
  return new Promise((resolve) => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else win.setTimeout(() => resolve(), IDLE_FALLBACK_MS);
  });
}
