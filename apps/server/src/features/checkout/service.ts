import { localClock } from '@menudelite/shared/menu/availability';
import type { TQuote, TQuoteRequest } from '@menudelite/shared/orders/checkout';
import type { TCheckoutOptions } from '@menudelite/shared/orders/checkout-options';
import type { TCardGateway } from '@menudelite/shared/payments/card-gateway';
import { pickupSlots } from '@menudelite/shared/orders/pickup-slots';
import { TIP_PERCENT_PRESETS } from '@menudelite/shared/orders/pricing';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { listLocationRows } from '../delivery-locations/public.ts';
import type { TPaymentProvider } from '../payments/public.ts';
import { findStripeAccountId } from '../restaurant/public.ts';
import { assertAccepting, availabilityOf, paymentMethodsFor } from './availability.ts';
import type { TCatalog, TCatalogCache } from './catalog.ts';
import { resolveContext } from './context.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { quoteWithBenefits } from './apply-benefits.ts';
import { NO_BENEFIT_PROVIDERS, type TBenefitCart, type TBenefitProviders } from './benefit-providers.ts';

/** The read-only side of public checkout: quotes, the options a checkout screen needs, pickup slots. */
export function createCheckoutService(db: TDb, catalogs: TCatalogCache, payments: TPaymentProvider, benefits: TBenefitProviders) {
  async function catalogOf(restaurantId: string): Promise<TCatalog> {
    const catalog = await catalogs.get(restaurantId);
    if (!catalog) throw new AppError('NOT_FOUND', 'Restaurant not found');
    return catalog;
  }

  /** With Stripe the browser needs the key (and a Connect venue's account) before the diner pays: the Payment Element is mounted first. */
  async function cardGatewayOf(restaurantId: string): Promise<TCardGateway> {
    const intents = payments.intents;
    if (!intents) return { gateway: 'demo' };
    return { gateway: 'stripe', publishableKey: intents.publishableKey, stripeAccount: await findStripeAccountId(db, restaurantId) };
  }

  async function priceForQuote(
    restaurantId: string,
    body: TQuoteRequest,
    customerUserId: string | null,
    providers: TBenefitProviders,
    clientIp: string | null = null,
  ) {
    const catalog = await catalogOf(restaurantId);
    const now = new Date();
    const clock = localClock(catalog.venue.timeZone, now);
    assertAccepting(availabilityOf(catalog.venue, clock), body.type, Boolean(body.tableCode));
    // The table code and delivery location as the order will check them (400 naming the field), so a
    // quote never prices a place the order would refuse. The room and pickup time wait for the order.
    const { type, tableCode, delivery, checkoutAsVisitor } = body;
    await resolveContext(db, catalog.venue, { type, tableCode, delivery, checkoutAsVisitor }, now);
    const pickup = body.pickupTime && Number.isFinite(Date.parse(body.pickupTime)) ? new Date(body.pickupTime).toISOString() : null;
    // A signed-in customer sees their members-only offers, points and club perks priced in.
    return quoteWithBenefits(db, providers, catalog, { ...body, pickupTime: pickup }, { customerUserId, clientIp, now, clock });
  }

  return {
    /** The same prices an order would get, without writing anything (the cart shows it; the order sends its total back). */
    async quote(restaurantId: string, body: TQuoteRequest, actor: TActor | null = null, clientIp: string | null = null): Promise<TQuote> {
      const customerUserId = actor?.kind === 'customer' ? actor.userId : null;
      return (await priceForQuote(restaurantId, body, customerUserId, benefits, clientIp)).quote;
    },

    /** The cart as the growth providers see it, priced as the quote prices it but with no benefit applied (the offers dialog evaluates every offer on it). */
    async benefitCart(restaurantId: string, body: TQuoteRequest, customerUserId: string | null): Promise<TBenefitCart> {
      return (await priceForQuote(restaurantId, body, customerUserId, NO_BENEFIT_PROVIDERS)).cart;
    },

    async options(restaurantId: string): Promise<TCheckoutOptions> {
      const { venue } = await catalogOf(restaurantId);
      const [locations, cardGateway] = await Promise.all([listLocationRows(db, restaurantId, true), cardGatewayOf(restaurantId)]);
      return {
        restaurantId,
        currency: venue.currency,
        isHotel: venue.isHotel,
        orderFee: venue.orderFee,
        processingFee: { ...venue.processingFee },
        tipPercentPresets: [...TIP_PERCENT_PRESETS],
        paymentMethods: paymentMethodsFor(venue),
        cardGateway,
        requiresCheckoutName: venue.requiresCheckoutName,
        requiresCheckoutPhoneNo: venue.requiresCheckoutPhoneNo,
        allowsGuestCheckout: venue.allowsGuestCheckout,
        orderPrepTime: venue.orderPrepTime,
        delivery: { ...venue.delivery, locations: locations.map((l) => ({ id: l.id, name: l.name })) },
        availability: availabilityOf(venue, localClock(venue.timeZone, new Date())),
      };
    },

    async pickupSlots(restaurantId: string) {
      const { venue } = await catalogOf(restaurantId);
      return { timeZone: venue.timeZone, orderPrepTime: venue.orderPrepTime, slots: pickupSlots(venue, new Date()) };
    },
  };
}
