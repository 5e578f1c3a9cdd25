import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPublicTable } from '@menudelite/shared/menu/tables';
import { apiRequest } from '../../../lib/http/api-client';

/**
 * GET /api/public/tables/:code (no auth): the table and the venue's welcome-screen branding.
 * An unknown or inactive code answers 404, shown as the "table not found" page. The server
 * preloads this answer with the page (web-app plugin), so it usually costs no round trip.
 */
export function getPublicTable(code: string): Promise<TPublicTable> {
  return apiRequest<TPublicTable>(`/api/public/tables/${encodeURIComponent(code)}`, { anonymous: true });
}

export function publicTableQuery(code: string) {
  return queryOptions({ queryKey: ['public', 'table', code], queryFn: () => getPublicTable(code), staleTime: 10 * 60_000 });
}

export function usePublicTable(code: string) {
  return useQuery(publicTableQuery(code));
}
