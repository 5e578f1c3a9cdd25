import type { QueryClient } from '@tanstack/react-query';
import { loadSessionRecords } from '../../lib/session/load-session';
import { refreshSession } from '../../lib/session/refresh-session';
import { waitForIdle } from './wait-for-idle';

/**
 * SPEC section 1: load the session (the refresh cookie), then the current business and customer,
 * then wait until the page is idle. Failures are stored in the queries; start-up always finishes.
 */
export async function startUp(queryClient: QueryClient): Promise<void> {
  await refreshSession();
  await loadSessionRecords(queryClient);
  await waitForIdle();
}
