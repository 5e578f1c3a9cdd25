import type { TStaffEventPage } from '../lib/staff-event-feed';
import { apiRequest } from '../../../lib/http/api-client';

/** GET /api/staff-events?after=<offset>: what the dashboard missed while its socket was away, oldest first. */
export function getStaffEvents(after: number, limit = 100): Promise<TStaffEventPage> {
  return apiRequest<TStaffEventPage>(`/api/staff-events?${new URLSearchParams({ after: String(after), limit: String(limit) }).toString()}`);
}
