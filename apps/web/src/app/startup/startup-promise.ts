/**
 * The one start-up of this page load (start-up.ts: session, business and customer, idle), for the
 * gates that wait for it: the app's root on most pages, the Mantine shell after a public site page
 * that did not wait (app.tsx).
 */
let current: Promise<void> = Promise.resolve();

export function setStartup(startup: Promise<void>): void {
  current = startup;
}

export function startupPromise(): Promise<void> {
  return current;
}
