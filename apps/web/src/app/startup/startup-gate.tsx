import { use, type ReactNode } from 'react';

/** Suspends (showing the loading screen above it) until start-up has finished, then renders the routes. */
export function StartupGate({ startup, children }: { startup: Promise<void>; children: ReactNode }) {
  use(startup);
  return children;
}
