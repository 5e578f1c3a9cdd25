/**
 * The table bill (issue 9 section 3, docs/api/bills.md): the routes, and what other features use.
 * Tabs pay a bill with a saved card through payBillWith (a charge callback), read what is left with
 * billRemaining and find a table's bill with openBillOfTable; receipts load a bill payment's receipt.
 */
export { billRoutes } from './routes.ts';
export { billRemaining, openBillOfTable, payBillWith, type TBillRemaining, type TPayBillWithInput } from './tab-api.ts';
export type { TBillPayDeps, TBillPayRequest, TChargeCallback, TChargeContext } from './pay.ts';
export { billPaymentReceipt, receiptOf } from './receipt.ts';
/** The demo seed opens table 3's bill with its orders on it. */
export { openTableBill } from './sync.ts';
