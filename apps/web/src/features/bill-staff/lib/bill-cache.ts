import type { QueryClient } from '@tanstack/react-query';
import type { TBillSummary, TStaffBill } from '@menudelite/shared/bills/contracts';
import { billsKeys } from '../api/bills-keys';

/** A bill's figures as the open-bills list keeps them. */
export function summaryOf(bill: TStaffBill): TBillSummary {
  return {
    id: bill.id,
    tableId: bill.tableId,
    tableDisplayId: bill.tableDisplayId,
    currency: bill.currency,
    status: bill.status,
    openedAt: bill.openedAt,
    closedAt: bill.closedAt,
    version: bill.version,
    totals: bill.totals,
    paymentsCount: bill.payments.length,
    linesCount: bill.lines.length,
  };
}

/**
 * Puts a bill's new figures in the list, never rolling back to an older version. A bill that
 * closed stays in the list as closed (the table card says so) until the list is next read, when
 * only open bills come back.
 */
export function applySummary(queryClient: QueryClient, summary: TBillSummary): void {
  queryClient.setQueryData<TBillSummary[]>(billsKeys.open(), (bills) => {
    if (!bills) return bills;
    const index = bills.findIndex((bill) => bill.id === summary.id);
    if (index === -1) return [...bills.filter((bill) => bill.tableId !== summary.tableId || bill.status === 'open'), summary];
    if (bills[index]!.version > summary.version) return bills;
    return bills.with(index, summary);
  });
  // A bill that just closed belongs at the top of the closed bills, which are read again.
  if (summary.status === 'closed') void queryClient.invalidateQueries({ queryKey: billsKeys.closed() });
  // The bill's lines and payments are read again when its figures moved past what is shown.
  const shown = queryClient.getQueryData<TStaffBill>(billsKeys.bill(summary.id));
  if (shown && shown.version < summary.version) void queryClient.invalidateQueries({ queryKey: billsKeys.bill(summary.id) });
}

/** An action's answer: the whole bill, shown at once in the list and in its own query. */
export function showStaffBill(queryClient: QueryClient, bill: TStaffBill): void {
  queryClient.setQueryData<TStaffBill>(billsKeys.bill(bill.id), (shown) => (shown && shown.version > bill.version ? shown : bill));
  applySummary(queryClient, summaryOf(bill));
}
