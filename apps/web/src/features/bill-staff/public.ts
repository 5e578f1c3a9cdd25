/**
 * The table bills on the staff dashboard (issue 9 section 3): a table card's bill with its
 * payments and actions, and the hook that keeps the bills live and chimes on a payment. Strings:
 * the 'bill-staff' namespace (it loads with the first component that uses it).
 */
export { TableBillPanel } from './components/table-bill-panel';
export { useLiveTableBills, type TAnnounce } from './lib/use-live-table-bills';
export { useTableBillRemaining } from './lib/use-table-bill-remaining';
export { ClosedBillsPanel } from './components/closed-bills-panel';
