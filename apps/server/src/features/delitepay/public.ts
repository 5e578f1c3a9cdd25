/** DelitePay: the payment page and payment links (docs/api/delitepay.md). Other features use only these. */
export { delitePayRoutes } from './routes.ts';
/** The receipts feature's loader for source 'link' (payment-page and payment-link payments), and the receipt itself. */
export { delitePayReceipt, receiptOf } from './receipt.ts';
