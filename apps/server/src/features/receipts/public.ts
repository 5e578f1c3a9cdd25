/**
 * E-mailed receipts (docs/api/ordering.md "Receipts"). A feature that takes a payment calls
 * enqueueReceipt in the transaction that marks it paid, and registers the loader of its source in
 * sources.ts; the receipts.send job builds, renders and mails it once.
 */
export { enqueueReceipt, receiptKey, RECEIPT_JOB } from './enqueue.ts';
export {
  RECEIPT_SOURCES,
  RECEIPT_PAYMENT_METHODS,
  type TReceipt,
  type TReceiptLine,
  type TReceiptLoader,
  type TReceiptPaymentMethod,
  type TReceiptRef,
  type TReceiptSource,
} from './types.ts';
