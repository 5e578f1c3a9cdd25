import {
  DELITEPAY_TIP_PRESETS,
  maxDelitePayAmount,
  minDelitePayAmount,
  type TPaymentPageInfo,
  type TPaymentSuccess,
  type TPublicPaymentLinkResponse,
} from '@menudelite/shared/delitepay/contracts';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { findStripeAccountId, type TVenueRecord } from '../restaurant/public.ts';
import type { TPaymentProvider } from '../payments/public.ts';
import { assertLinkCurrency, assertLinkPayable, toPublicLink } from './links-mapper.ts';
import { findLinkById, findLinkByToken } from './links-repository.ts';
import { findPaymentBySuccessToken } from './payments-repository.ts';
import { assertDelitePayOn, venueById, venueBySlug } from './venue.ts';

/** What the public payment page, a payment link and the success page read (no account; the tokens are the secrets). */
export function createPageService(d: { db: TDb; provider: TPaymentProvider }) {
  async function pageOf(venue: TVenueRecord): Promise<TPaymentPageInfo> {
    const stripe = d.provider.intents;
    return {
      restaurantId: venue.id,
      slug: venue.slug,
      name: venue.name,
      logoUrl: venue.logoUrl,
      primaryColor: venue.primaryColor,
      currency: venue.currency,
      timeZone: venue.timeZone,
      allowsDelitePay: venue.allowsDelitePay,
      tipPercentPresets: [...DELITEPAY_TIP_PRESETS],
      processingFeeRule: { ...venue.processingFee },
      minAmount: minDelitePayAmount(venue.currency, d.provider.name),
      maxAmount: maxDelitePayAmount(venue.currency),
      gateway: stripe
        ? { provider: 'stripe', publishableKey: stripe.publishableKey, stripeAccount: await findStripeAccountId(d.db, venue.id) }
        : { provider: 'demo', publishableKey: null, stripeAccount: null },
    };
  }

  return {
    async page(slug: string): Promise<TPaymentPageInfo> {
      const venue = await venueBySlug(d.db, slug);
      assertDelitePayOn(venue);
      return pageOf(venue);
    },

    async link(token: string): Promise<TPublicPaymentLinkResponse> {
      const link = await findLinkByToken(d.db, token);
      if (!link) throw new AppError('NOT_FOUND', 'Payment link not found');
      const venue = await venueById(d.db, link.restaurant_id);
      assertDelitePayOn(venue);
      assertLinkPayable(link, new Date());
      assertLinkCurrency(link, venue.currency);
      return { link: toPublicLink(link), page: await pageOf(venue) };
    },

    /** The success page, by its unguessable token; it shows the payment's state (pending until a Stripe webhook settles it). */
    async success(token: string): Promise<TPaymentSuccess> {
      const payment = await findPaymentBySuccessToken(d.db, token);
      if (!payment) throw new AppError('NOT_FOUND', 'Payment not found');
      const venue = await venueById(d.db, payment.restaurant_id);
      const link = payment.link_id ? await findLinkById(d.db, payment.link_id) : undefined;
      return {
        restaurant: { id: venue.id, slug: venue.slug, name: venue.name, logoUrl: venue.logoUrl, primaryColor: venue.primaryColor, timeZone: venue.timeZone },
        payment: {
          status: payment.status as TPaymentSuccess['payment']['status'],
          amount: payment.amount,
          tip: payment.tip,
          processingFee: payment.processing_fee,
          total: payment.total,
          refundedAmount: payment.refunded_amount,
          currency: payment.currency as TCurrency,
          reference: payment.reference,
          note: payment.note,
          description: link?.description ?? null,
          payerName: payment.payer_name,
          cardLast4: payment.card_last4,
          createdAt: payment.created_at,
          paidAt: payment.paid_at,
        },
      };
    },
  };
}
