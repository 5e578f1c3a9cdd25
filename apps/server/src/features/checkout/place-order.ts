import { formatMoney } from '@menudelite/shared/money/format';
import type { TCheckoutRequest, TCheckoutResponse, TQuote } from '@menudelite/shared/orders/checkout';
import { englishMessage } from '@menudelite/shared/errors';
import { checkCheckoutFields } from '@menudelite/shared/orders/checkout-rules';
import { localClock } from '@menudelite/shared/menu/availability';
import { HELD_PAYMENT_STATUSES } from '@menudelite/shared/orders/status';
import type { TDb } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/dialect-sql.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { TRealtime } from '../../plugins/socket.ts';
import {
  filterOptionsOf,
  findOrderByIdempotencyKey,
  enqueueOrderLifecycle,
  insertOrder,
  nextOrderNumber,
  toPublicOrder,
  toStaffOrder,
  type TOrderLineRow,
  type TOrderRow,
  type TOrderTokens,
} from '../orders/public.ts';
import { insertAttempt, insertPayment, type TCardDetails, type TPaymentProvider } from '../payments/public.ts';
import { emitStaffEvent, lockStaffEvents, recordStaffEvent } from '../staff-events/public.ts';
import { assertAccepting, availabilityOf, paymentMethodsFor } from './availability.ts';
import { buildOrderRows, type TNewOrder } from './build-order.ts';
import type { TJobRunner } from '../jobs/public.ts';
import { enqueueReceipt } from '../receipts/public.ts';
import type { TBatchWriter } from './batch-writer.ts';
import type { TCatalogCache } from './catalog.ts';
import { resolveContext } from './context.ts';
import type { TAdmitOrder } from './order-rate-limits.ts';
import { assertCardUsable, createOrderPayments } from './order-payment.ts';
import { consumeBenefits, quoteWithBenefits, type TBenefitQuote } from './apply-benefits.ts';
import type { TBenefitProviders } from './benefit-providers.ts';
import { confirmsInBrowser, pendingStripeAction, stripeActionFor } from './stripe-payment.ts';
import { checkoutRequestHash } from './request-hash.ts';

export type TPlaceOrderResult = { kind: 'created' | 'replayed'; response: TCheckoutResponse } | { kind: 'price_changed'; quote: TQuote };

type TDepsForOrders = {
  db: TDb;
  writer: TBatchWriter;
  catalogs: TCatalogCache;
  realtime: TRealtime;
  payments: TPaymentProvider;
  orderTokens: TOrderTokens;
  jobs: Pick<TJobRunner, 'enqueue' | 'wake'>;
  /** Offers, the club, points and gift cards (features/growth-composition.ts). */
  benefits: TBenefitProviders;
  /** Rate limits of new orders (order-rate-limits.ts): throws 429 RATE_LIMITED. */
  admit?: TAdmitOrder;
  /** Test hook (TEST_CRASH_AFTER_CHARGE): runs right after the provider charged, before the charge is committed. */
  afterCharge?: () => void;
};

/** The route's optionalAuthenticate hook has read the caller (null for a guest or an unusable token). */
function customerUserId(allowsGuests: boolean, actor: TActor | null): string | null {
  const customer = actor?.kind === 'customer' ? actor.userId : null;
  if (!allowsGuests && !customer) throw new AppError('UNAUTHENTICATED', 'Sign in to order from this venue');
  return customer;
}

/**
 * POST /api/public/restaurants/:restaurantId/orders. Checks run cheapest-first and nothing is
 * written until all pass; then the order, its lines, its payment and its staff event are written
 * together (one transaction, or one savepoint of a group commit on SQLite: batch-writer.ts), and
 * only a committed order is answered (and announced). A card order is written first and charged
 * second (order-payment.ts): the order and its payment attempt commit as pending payment, held from
 * staff, and only a succeeded charge releases it to the kitchen with its staff event.
 */
export function createPlaceOrder(d: TDepsForOrders) {
  const payments = createOrderPayments({ db: d.db, writer: d.writer, realtime: d.realtime, payments: d.payments, jobs: d.jobs, afterCharge: d.afterCharge });
  const stripe = { db: d.db, payments: d.payments, fail: payments.settler.failed };
  const answer = (row: TOrderRow, lines: TOrderLineRow[]): TCheckoutResponse => ({
    orderId: row.id,
    orderToken: d.orderTokens.issue(row.id),
    order: toPublicOrder(row, lines),
  });

  /**
   * A retry: the same key with the same body is the same order; with another body it is a client
   * bug. An order whose card payment has not succeeded yet is paid first (order-payment.ts resume).
   */
  async function replay(restaurantId: string, key: string, requestHash: string, card: TCardDetails | undefined): Promise<TPlaceOrderResult | null> {
    let existing = await findOrderByIdempotencyKey(d.db, restaurantId, key);
    if (!existing) return null;
    if (existing.row.request_hash !== requestHash) {
      throw new AppError('IDEMPOTENCY_MISMATCH', 'This Idempotency-Key was already used for a different order');
    }
    if ((HELD_PAYMENT_STATUSES as readonly string[]).includes(existing.row.payment_status)) {
      if (confirmsInBrowser(d.payments)) {
        const payment = await pendingStripeAction(stripe, existing.row);
        return { kind: 'replayed', response: { ...answer(existing.row, existing.lines), ...(payment ? { payment } : {}) } };
      }
      await payments.resume(existing, card);
      existing = (await findOrderByIdempotencyKey(d.db, restaurantId, key))!;
    }
    return { kind: 'replayed', response: answer(existing.row, existing.lines) };
  }

  type TWrite = Pick<TNewOrder, 'context' | 'customerUserId' | 'body' | 'requestHash' | 'now'> & {
    restaurantId: string;
    key: string;
    ip: string;
    priced: TBenefitQuote;
  };

  async function write({ restaurantId, key, requestHash, body, now, ip, priced, ...parts }: TWrite) {
    return d.writer.run(async (trx) => {
      // Only a new order counts against the rate limits (a retry of the same key was answered before this).
      await d.admit?.(trx, restaurantId, body, ip);
      await lockStaffEvents(trx, restaurantId);
      const number = await nextOrderNumber(trx, restaurantId);
      const rows = buildOrderRows({ ...parts, quote: priced.quote, id: newId(), restaurantId, number, idempotencyKey: key, requestHash, body, now });
      await insertOrder(trx, rows.order, rows.lines);
      // Code uses, points, gift card balances: consumed with the order or not at all (a lost race rolls it back with a 409).
      await consumeBenefits(trx, d.benefits, priced, { id: rows.order.id, restaurantId, now });
      if (rows.order.payment_status === 'paid') {
        // Points and gift cards paid it all: no card attempt; it goes to the kitchen now.
        await enqueueOrderLifecycle(trx, { kind: 'paid', orderId: rows.order.id, restaurantId });
        if (rows.order.customer_email) await enqueueReceipt(d.jobs, { source: 'order', id: rows.order.id }, trx);
      } else if (body.paymentMethod === 'card') {
        // Held from staff until the charge succeeds: no payment row and no staff event yet.
        const attempt = payments.firstAttempt(rows.order);
        await insertAttempt(trx, attempt);
        return { rows, event: null, attempt };
      }
      if (body.paymentMethod === 'room' && rows.order.payment_status === 'charged_to_room') {
        await enqueueOrderLifecycle(trx, { kind: 'paid', orderId: rows.order.id, restaurantId });
        await insertPayment(trx, {
          id: newId(),
          order_id: rows.order.id,
          restaurant_id: restaurantId,
          kind: 'room_charge',
          provider: null,
          provider_ref: null,
          status: 'charged',
          amount: rows.order.total,
          currency: rows.order.currency,
          card_last4: null,
          room_number: rows.order.room_number,
          created_at: now,
        });
        if (rows.order.customer_email) await enqueueReceipt(d.jobs, { source: 'order', id: rows.order.id }, trx);
      }
      const order = toStaffOrder(rows.order, rows.lines);
      const event = await recordStaffEvent(trx, restaurantId, 'newOrderReceived', { orderId: order.id, order, filterOptions: filterOptionsOf(order) }, now);
      return { rows, event, attempt: null };
    });
  }

  return Object.assign(placeOrder, { payments });

  async function placeOrder(restaurantId: string, key: string, body: TCheckoutRequest, actor: TActor | null = null, ip = ''): Promise<TPlaceOrderResult> {
    const requestHash = checkoutRequestHash(body);
    const replayed = await replay(restaurantId, key, requestHash, body.card);
    if (replayed) return replayed;

    const catalog = await d.catalogs.get(restaurantId);
    if (!catalog) throw new AppError('NOT_FOUND', 'Restaurant not found');
    const venue = catalog.venue;
    const now = new Date();
    const clock = localClock(venue.timeZone, now);
    assertAccepting(availabilityOf(venue, clock), body.type, Boolean(body.tableCode));
    const customer = customerUserId(venue.allowsGuestCheckout, actor);

    // With Stripe the card is entered in Stripe's form in the browser, never sent here (PCI SAQ A).
    const problems = checkCheckoutFields(body, venue, { requireCard: !confirmsInBrowser(d.payments) }).map((p) => ({
      path: `body.${p.path}`,
      key: p.key,
      message: p.message,
    }));
    if (!paymentMethodsFor(venue, body.type).includes(body.paymentMethod)) {
      problems.push({ path: 'body.paymentMethod', key: 'paymentMethodUnavailable', message: englishMessage('paymentMethodUnavailable') });
    }
    if (problems.length > 0) throw new AppError('VALIDATION_FAILED', problems[0]!.message, problems);

    const context = await resolveContext(d.db, venue, body, now);
    const priced = await quoteWithBenefits(
      d.db,
      d.benefits,
      catalog,
      { ...body, pickupTime: context.pickupTime },
      { customerUserId: customer, clientIp: ip || null, now, clock },
    );
    const quote = priced.quote;
    if (quote.belowMinimumBy > 0) {
      const minimum = formatMoney(quote.minOrderValue!, quote.currency);
      throw new AppError('BELOW_MINIMUM_ORDER', `The minimum order value for delivery is ${minimum}`, [
        { path: 'body.lines', key: 'belowMinimumOrderBy', params: { amount: formatMoney(quote.belowMinimumBy, quote.currency), minimum } },
      ]);
    }
    // The card's part too: a shared gift card spent meanwhile would otherwise move money onto the card unseen.
    if (quote.total !== body.expectedTotal || (body.expectedAmountDue !== undefined && quote.amountDue !== body.expectedAmountDue)) {
      return { kind: 'price_changed', quote };
    }

    // A card the provider would refuse outright writes nothing; a decline comes after the write.
    if (body.paymentMethod === 'card') assertCardUsable(d.payments, body.card);
    let written;
    try {
      written = await write({ restaurantId, key, requestHash, body, context, priced, customerUserId: customer, now: now.toISOString(), ip });
    } catch (error) {
      // The same key raced us and committed first: answer its order (or the mismatch).
      if (isUniqueViolation(error)) {
        const raced = await replay(restaurantId, key, requestHash, body.card);
        if (raced) return raced;
      }
      throw error;
    }
    if (written.event) emitStaffEvent(d.realtime, written.event);
    if (body.paymentMethod === 'room') d.jobs.wake();
    if (!written.attempt) return { kind: 'created', response: answer(written.rows.order, written.rows.lines) };
    if (confirmsInBrowser(d.payments)) {
      const payment = await stripeActionFor(stripe, written.attempt, written.rows.order);
      return { kind: 'created', response: { ...answer(written.rows.order, written.rows.lines), payment } };
    }
    // Committed as pending payment: now charge, then release (or fail) it.
    await payments.settle(written.attempt, body.card);
    const paid = (await findOrderByIdempotencyKey(d.db, restaurantId, key))!;
    return { kind: 'created', response: answer(paid.row, paid.lines) };
  }
}
