import type { TReceiptLoader, TReceiptSource } from './types.ts';
import { orderReceipt } from './order-receipt.ts';
import { billPaymentReceipt } from '../bills/public.ts';
import { delitePayReceipt } from '../delitepay/public.ts';

/**
 * Who builds the receipt of each source: a loader exported from the paying feature's public.ts. A new
 * source is one name in RECEIPT_SOURCES (types.ts) and one line here; the map's type makes a missing one
 * a type error. The arrow defers the lookup to the job's run: that feature imports enqueueReceipt from
 * here, so the two modules import each other, and a plain reference could be read before its module
 * finished loading.
 */
export const RECEIPT_SOURCE_LOADERS: Record<TReceiptSource, TReceiptLoader> = {
  order: (deps, id) => orderReceipt(deps, id),
  bill: (deps, id) => billPaymentReceipt(deps, id),
  link: (deps, id) => delitePayReceipt(deps, id),
};
