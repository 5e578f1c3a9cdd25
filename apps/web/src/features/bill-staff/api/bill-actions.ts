import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TBillPayment, TBillRefundRequest, TBillRefundResponse, TStaffBill, TStaffRecordPaymentRequest } from '@menudelite/shared/bills/contracts';
import type { IDEMPOTENCY_KEY_HEADER } from '@menudelite/shared/orders/checkout';
import { apiRequest } from '../../../lib/http/api-client';
import { showStaffBill } from '../lib/bill-cache';
import { billsKeys } from './bills-keys';

const IDEMPOTENCY_KEY: typeof IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
const billPath = (billId: string, rest: string) => `/api/restaurant/bills/${encodeURIComponent(billId)}${rest}`;

/**
 * POST /api/restaurant/bills/:id/payments: cash or a card terminal at the table, recorded paid at
 * once. Always with an Idempotency-Key (lib/submission-key.ts: the same for a retry of the same
 * submission), so a lost answer sent again records the payment once.
 */
export function recordBillPayment(billId: string, body: TStaffRecordPaymentRequest, idempotencyKey: string) {
  return apiRequest<{ bill: TStaffBill; billPayment: TBillPayment }>(billPath(billId, '/payments'), {
    method: 'POST',
    json: body,
    headers: { [IDEMPOTENCY_KEY]: idempotencyKey },
  });
}

/**
 * POST /api/restaurant/bills/:id/payments/:paymentId/refunds (money.refund; front of house: the API
 * client asks for a manager's PIN and sends the same request, key included, again).
 */
export function refundBillPayment(billId: string, paymentId: string, body: TBillRefundRequest, idempotencyKey: string): Promise<TBillRefundResponse> {
  return apiRequest<TBillRefundResponse>(billPath(billId, `/payments/${encodeURIComponent(paymentId)}/refunds`), {
    method: 'POST',
    json: body,
    headers: { [IDEMPOTENCY_KEY]: idempotencyKey },
  });
}

/** POST /api/restaurant/bills/:id/lines/:lineId/comp (money.comp; front of house: the manager-PIN dialog). */
export function compBillLine(billId: string, lineId: string): Promise<TStaffBill> {
  return apiRequest<TStaffBill>(billPath(billId, `/lines/${encodeURIComponent(lineId)}/comp`), { method: 'POST', json: {}, retry: false });
}

/** POST /api/restaurant/bills/:id/close: closes it whatever remains (unpaid stays unpaid on its orders). */
export function closeBill(billId: string): Promise<TStaffBill> {
  return apiRequest<TStaffBill>(billPath(billId, '/close'), { method: 'POST', json: {}, retry: false });
}

function onBill(queryClient: QueryClient) {
  return (bill: TStaffBill) => showStaffBill(queryClient, bill);
}

/** After a failed send the bill is read again: a lost answer may have been recorded, a refusal means it moved. */
function rereadBill(queryClient: QueryClient, billId: string) {
  void queryClient.invalidateQueries({ queryKey: billsKeys.bill(billId) });
}

export function useRecordBillPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ billId, body, key }: { billId: string; body: TStaffRecordPaymentRequest; key: string }) => recordBillPayment(billId, body, key),
    onSuccess: ({ bill }) => showStaffBill(queryClient, bill),
    onError: (_error, { billId }) => rereadBill(queryClient, billId),
  });
}

export function useRefundBillPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ billId, paymentId, body, key }: { billId: string; paymentId: string; body: TBillRefundRequest; key: string }) =>
      refundBillPayment(billId, paymentId, body, key),
    onSuccess: ({ bill }) => showStaffBill(queryClient, bill),
    onError: (_error, { billId }) => rereadBill(queryClient, billId),
  });
}

export function useCompBillLine() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: ({ billId, lineId }: { billId: string; lineId: string }) => compBillLine(billId, lineId), onSuccess: onBill(queryClient) });
}

export function useCloseBill() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (billId: string) => closeBill(billId), onSuccess: onBill(queryClient) });
}
