import { BILL_TIP_PERCENT_MAX, BILL_TIP_PERCENT_PRESETS } from '@menudelite/shared/bills/contracts';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import type { TDb } from '../../db/database.ts';
import type { TPaymentProvider } from '../payments/public.ts';
import { findRestaurantById, type TRestaurantRow } from '../restaurant/public.ts';
import { cardFeeRule, type TFeeRule } from './fees.ts';
import { minimumPayment } from './minimum.ts';

export type TGateway = { provider: 'demo' | 'stripe'; publishableKey: string | null; stripeAccount: string | null };

/** What a bill's rules and view need of its venue and the card gateway. */
export type TBillVenue = {
  restaurantId: string;
  venue: TRestaurantRow;
  currency: TCurrency;
  feeRule: TFeeRule;
  gateway: TGateway;
  /** A diner's card payment; cash and the card terminal only need 1.00. */
  cardMinimum: number;
  recordedMinimum: number;
};

/** The venue's part of a bill from its row (the Connect account is a column of it: no second query). */
export function billVenueOf(payments: TPaymentProvider, venue: TRestaurantRow, currency: TCurrency): TBillVenue {
  const stripe = payments.intents;
  const gateway: TGateway = stripe
    ? { provider: 'stripe', publishableKey: stripe.publishableKey, stripeAccount: venue.stripe_account_id ?? null }
    : { provider: 'demo', publishableKey: null, stripeAccount: null };
  return {
    restaurantId: venue.id,
    venue,
    currency,
    feeRule: cardFeeRule(venue),
    gateway,
    cardMinimum: minimumPayment(currency, gateway.provider),
    recordedMinimum: minimumPayment(currency, null),
  };
}

export async function billVenue(d: { db: TDb; payments: TPaymentProvider }, restaurantId: string, currency: TCurrency): Promise<TBillVenue | null> {
  const venue = await findRestaurantById(d.db, restaurantId);
  return venue ? billVenueOf(d.payments, venue, currency) : null;
}

/** The tip choices the bill offers (the checkout's presets); the venue's default tip is added by billTips (tips-default.ts). */
export const BILL_TIPS = { presets: [...BILL_TIP_PERCENT_PRESETS], defaultPercent: null, maxPercent: BILL_TIP_PERCENT_MAX };
