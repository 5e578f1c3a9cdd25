import { useOpenBills } from '../api/get-open-bills';

/**
 * What is still to pay at a table by its open bill (partial payments, shares and comps counted), or
 * null when the table has no open bill with lines: the table card then falls back to its unpaid orders.
 */
export function useTableBillRemaining(tableId: string): number | null {
  const bills = useOpenBills();
  const summary = bills.data?.find((bill) => bill.tableId === tableId && bill.status === 'open');
  return summary && summary.linesCount > 0 ? summary.totals.amountRemaining : null;
}
