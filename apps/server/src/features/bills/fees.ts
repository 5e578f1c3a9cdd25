import { processingFeeFor, type TProcessingFeeRule } from '@menudelite/shared/orders/pricing';
import type { TBillPaymentMethod } from '@menudelite/shared/bills/contracts';
import { toVenueRecord, type TRestaurantRow } from '../restaurant/public.ts';

export type TFeeRule = TProcessingFeeRule;

/** The venue's card processing fee (a venue setting, docs/api/ordering.md "Fees up front"): the one place the bill reads it. */
export function cardFeeRule(venue: TRestaurantRow): TFeeRule {
  return toVenueRecord(venue).processingFee;
}

/** Card payments (online or a saved card) carry the fee on what is charged (share + tip); cash and the card terminal carry none. */
export function processingFeeOf(method: TBillPaymentMethod, base: number, rule: TFeeRule): number {
  return method === 'card' || method === 'saved_card' ? processingFeeFor(base, rule) : 0;
}
