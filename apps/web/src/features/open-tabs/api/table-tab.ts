import { useQuery } from '@tanstack/react-query';
import type { TOpenTabRequest, TPublicTab, TTableTab } from '@menudelite/shared/tabs/contracts';
import { apiRequest } from '../../../lib/http/api-client';

export const tableTabKey = (tableCode: string) => ['public', 'table-tab', tableCode] as const;
const path = (tableCode: string) => `/api/public/tables/${encodeURIComponent(tableCode)}`;

/** GET /api/public/tables/:code/tab: the table's tab, if any, and the venue's rules. */
export function useTableTab(tableCode: string) {
  return useQuery({ queryKey: tableTabKey(tableCode), queryFn: () => apiRequest<TTableTab>(`${path(tableCode)}/tab`, { anonymous: true }) });
}

/**
 * The tab belongs to the table's bill, which the bills feature opens when it is first read: reading
 * it here lets a diner keep a tab open before the table's first order.
 */
export async function openTab(tableCode: string, body: TOpenTabRequest): Promise<TPublicTab> {
  await apiRequest<unknown>(`${path(tableCode)}/bill`, { anonymous: true });
  return apiRequest<TPublicTab>(`${path(tableCode)}/tab`, { method: 'POST', json: body, anonymous: true, retry: false });
}

/** Stripe: after stripe.confirmSetup, the server checks the SetupIntent at Stripe and opens the tab. */
export function confirmTabCard(tableCode: string, tabId: string): Promise<TPublicTab> {
  return apiRequest<TPublicTab>(`${path(tableCode)}/tab/${encodeURIComponent(tabId)}/card`, { method: 'POST', anonymous: true });
}
