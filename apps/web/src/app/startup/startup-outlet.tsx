import { Outlet } from 'react-router';
import { StartupGate } from './startup-gate';
import { startupPromise } from './startup-promise';

/**
 * A layout route that waits for start-up: the diner's pages read the session (a member's prices, the
 * signed-in customer), and a visit that began on a public site page did not wait for it (app.tsx).
 */
export function StartupOutlet() {
  return (
    <StartupGate startup={startupPromise()}>
      <Outlet />
    </StartupGate>
  );
}
