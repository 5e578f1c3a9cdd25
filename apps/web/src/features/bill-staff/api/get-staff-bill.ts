import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TStaffBill } from '@menudelite/shared/bills/contracts';
import { apiRequest } from '../../../lib/http/api-client';
import { billsKeys } from './bills-keys';

/** GET /api/restaurant/bills/:id: the bill with its lines and every payment (failed ones too). */
export function getStaffBill(billId: string): Promise<TStaffBill> {
  return apiRequest<TStaffBill>(`/api/restaurant/bills/${encodeURIComponent(billId)}`);
}

export const staffBillQuery = (billId: string) => queryOptions({ queryKey: billsKeys.bill(billId), queryFn: () => getStaffBill(billId) });

export function useStaffBill(billId: string | null) {
  return useQuery({ ...staffBillQuery(billId ?? ''), enabled: billId !== null });
}
