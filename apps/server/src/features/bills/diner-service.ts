import {
  maxBillTipOf,
  type TBill,
  type TBillPayRequest,
  type TBillPayResponse,
  type TBillQuote,
  type TBillQuoteRequest,
} from '@menudelite/shared/bills/contracts';
import { TIP_AMOUNT_MAX } from '@menudelite/shared/money/caps';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { sumMinor } from '@menudelite/shared/money/arithmetic';
import type { TStripeCardAction } from '@menudelite/shared/payments/contracts';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { PaymentProviderRefused, runAttempt, startStripeAttempt, type TCardDetails, type TPaymentAttemptRow } from '../payments/public.ts';
import type { TBillGiftCardTender } from '../gift-cards/public.ts';
import { findActiveTableRowByCode } from '../tables/public.ts';
import { billClosed, withFreshBill } from './conflict.ts';
import { emitBillChanged } from './events.ts';
import { processingFeeOf } from './fees.ts';
import {
  chargeAndSettle,
  CARD_FIELD_KEYS,
  continueExisting,
  gatewayRefused,
  PROVIDER_REFUSED,
  reservePayment,
  settleFailed,
  type TBillPayDeps,
  type TSettledBill,
} from './pay.ts';
import { findBillPayment, findBillPaymentByKey, orderFeesPaidBy } from './payments-repository.ts';
import { findBillByToken, type TBillRow } from './repository.ts';
import type { TCachedBill } from './read-cache.ts';
import { readBill, readTableBill } from './reader.ts';
import { planSelection } from './selection.ts';
import { tipBaseOf, tipOnShare } from './tips.ts';
import { toBillPayment } from './view.ts';

const notFound = () => new AppError('NOT_FOUND', 'Bill not found');

/**
 * The diners' side (no account): the bill by its token or by the table's code, what a choice
 * costs, and paying it. A token and a table code that do not belong together read as missing, as
 * an unknown token does.
 */
export function createDinerBills(
  d: TBillPayDeps & { admit?: ((trx: TDb, ip: string) => Promise<void>) | undefined; giftCards?: TBillGiftCardTender | undefined },
) {
  /** The bill of a token (its row as it is); with a table code, only if it is that table's bill. Both read at once. */
  async function locate(token: string, tableCode?: string): Promise<TBillRow> {
    const [bill, table] = await Promise.all([findBillByToken(d.db, token), tableCode === undefined ? null : findActiveTableRowByCode(d.db, tableCode)]);
    if (!bill || (tableCode !== undefined && table?.id !== bill.table_id)) throw notFound();
    return bill;
  }

  /** The bill as diners see it now (the read cache, checked against the database). */
  async function freshView(token: string): Promise<TBill> {
    return (await readBill(d, token)).bill;
  }

  function assertCard(card: TCardDetails | undefined): void {
    // Stripe: the card is confirmed in the browser; one posted here is refused, never stored or sent on.
    if (d.payments.intents) {
      if (card)
        throw new AppError('CARD_INVALID', "Card details are entered in Stripe's payment form, never sent to this server", [
          { path: 'body.card', key: 'cardNumberInvalid' },
        ]);
      return;
    }
    if (!card) throw new AppError('CARD_INVALID', 'Card details are required to pay by card', [{ path: 'body.card.number', key: 'cardNumberInvalid' }]);
    const problem = d.payments.checkCard?.(card);
    if (problem) throw new AppError('CARD_INVALID', problem.message, [{ path: `body.card.${problem.field}`, key: CARD_FIELD_KEYS[problem.field] }]);
  }

  async function stripeAction(paymentId: string, attempt: TPaymentAttemptRow): Promise<TStripeCardAction> {
    try {
      return await startStripeAttempt({ db: d.db, provider: d.payments }, attempt, {
        description: 'MenuDelite table bill',
        platformFee: await orderFeesPaidBy(d.db, paymentId),
      });
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof PaymentProviderRefused) {
        // Refused for good (the venue's Connect account, say): asking again cannot help, so the
        // payment fails as a decline does (its lines free again) and the diner pays another way.
        await settleFailed(d, paymentId, { code: PROVIDER_REFUSED, message: error.message });
        throw gatewayRefused(error.message);
      }
      throw new AppError('SERVICE_UNAVAILABLE', 'The payment could not be started. Try again with the same request: it will not be charged twice.');
    }
  }

  /**
   * A share paid from a gift card: the code is checked first (422 / 409, rate-limited per address),
   * then the payment is written succeeded with the card's guarded decrement in the same transaction
   * (a second share racing for the same balance gets 409 and writes nothing). The whole share (items
   * and tip) comes from the card; no processing fee. A retry with the same key answers the payment.
   */
  async function payWithGiftCard(
    bill: TBillRow,
    idempotencyKey: string,
    code: string,
    request: Omit<TBillPayRequest, 'card' | 'expectedTotal' | 'giftCardCode'>,
    expectedTotal: number | undefined,
    card: TCardDetails | undefined,
    ip: string,
  ): Promise<{ created: boolean; response: TBillPayResponse }> {
    const giftCards = d.giftCards;
    if (!giftCards) throw new AppError('NOT_FOUND', 'Gift cards are not available here');
    if (card) throw new AppError('VALIDATION_FAILED', 'Pay with a gift card or a card, not both', [{ path: 'body.card', key: 'unknownField' }]);
    const replay = await findBillPaymentByKey(d.db, bill.id, idempotencyKey);
    const giftCard = replay ? null : await giftCards.check(bill.restaurant_id, code, bill.currency as TCurrency, ip);
    const reserved = await reservePayment(d, {
      restaurantId: bill.restaurant_id,
      billId: bill.id,
      idempotencyKey,
      method: 'gift_card',
      request,
      expectedTotal,
      admit: d.admit ? (trx) => d.admit!(trx, ip) : undefined,
      consumeTender: giftCard
        ? (trx, payment) =>
            giftCards.consume(trx, {
              cardId: giftCard.cardId,
              restaurantId: bill.restaurant_id,
              billPaymentId: payment.id,
              amount: payment.total,
              currency: payment.currency as TCurrency,
            })
        : undefined,
    });
    const settled = await emitBillChanged(d, bill.restaurant_id, bill.id, reserved.events);
    const now = settled ?? (await readBill(d, bill.token));
    const row = now.state.payments.find((p) => p.id === reserved.payment.id) ?? (await findBillPayment(d.db, reserved.payment.id))!;
    return { created: reserved.created, response: { bill: now.bill, billPayment: toBillPayment(row) } };
  }

  return {
    /** The bill by its token, up to date with the table's orders; the cached entry carries its serialized body. */
    read(token: string, tableCode?: string): Promise<TCachedBill> {
      return readBill(d, token, tableCode);
    },

    /** The table's current open bill (opened now if the table has none): the diner's way in from the QR code. */
    ofTable(tableCode: string): Promise<TCachedBill> {
      return readTableBill(d, tableCode);
    },

    /** What a choice costs by card now (share, tip, processing fee, total), checked by the same rules as paying; nothing is written. */
    async quote(token: string, tableCode: string | undefined, body: TBillQuoteRequest): Promise<TBillQuote> {
      return withFreshBill(
        async () => {
          // The cached state is the bill as it is now (checked against the database), so a quote costs no bill read.
          const { state, venue, version, status } = await readBill(d, token, tableCode);
          if (status !== 'open') throw billClosed();
          const currency = venue.currency;
          const plan = planSelection(state, body.selection, { minimum: venue.cardMinimum, currency });
          const tipBase = tipBaseOf(state, plan.allocations);
          const tip = tipOnShare(tipBase, body.tip, currency);
          const processingFee = processingFeeOf('card', sumMinor([plan.amount, tip]), venue.feeRule);
          return {
            currency,
            amount: plan.amount,
            tip,
            processingFee,
            total: sumMinor([plan.amount, tip, processingFee]),
            remainingAfter: state.totals.amountRemaining - plan.amount,
            minimumAmount: venue.cardMinimum,
            maxTip: Math.min(maxBillTipOf(tipBase), TIP_AMOUNT_MAX),
            tipBase,
            allocations: plan.allocations.map((a) => ({ lineId: a.lineId, amount: a.amount })),
            splitShare: plan.split ? { index: plan.split.index, people: plan.split.people } : null,
            billVersion: version,
          };
        },
        () => freshView(token),
      );
    },

    /**
     * Pays by card: write first (the payment pending with its lines and attempt), charge second
     * (demo: the card now, under the attempt's key; Stripe: a PaymentIntent the browser confirms),
     * mark paid third. 201 for a new payment, 200 for a retry of the same Idempotency-Key.
     */
    async pay(
      token: string,
      tableCode: string | undefined,
      idempotencyKey: string,
      body: TBillPayRequest,
      ip = '',
    ): Promise<{ created: boolean; response: TBillPayResponse }> {
      return withFreshBill(
        async () => {
          const bill = await locate(token, tableCode);
          const { card, expectedTotal, giftCardCode, ...request } = body;
          if (giftCardCode !== undefined) return payWithGiftCard(bill, idempotencyKey, giftCardCode, request, expectedTotal, card, ip);
          // An invalid card writes nothing; a retry of a payment already written may come without one (a lost answer).
          if (card || !(await findBillPaymentByKey(d.db, bill.id, idempotencyKey))) assertCard(card);
          const reserved = await reservePayment(d, {
            restaurantId: bill.restaurant_id,
            billId: bill.id,
            idempotencyKey,
            method: 'card',
            request,
            expectedTotal,
            admit: d.admit ? (trx) => d.admit!(trx, ip) : undefined,
          });
          // Viewers see the lines taken while the card is charged (before the settled bill, in that order).
          if (reserved.created) await emitBillChanged(d, bill.restaurant_id, bill.id);
          let payment: TStripeCardAction | undefined;
          let settled: TSettledBill = null;
          if (reserved.payment.status === 'pending' && reserved.attempt) {
            const attempt = reserved.attempt;
            if (d.payments.intents) payment = await stripeAction(reserved.payment.id, attempt);
            else
              settled = await continueExisting(d, reserved, (a) =>
                chargeAndSettle(d, reserved.payment, a, (x) => runAttempt(d.db, d.payments, x, card, 'MenuDelite table bill')),
              );
          } else {
            settled = await continueExisting(d, reserved, null);
          }
          // The bill as it is now carries the payment as settled: the one built when it settled, else a (checked) read.
          const now = settled ?? (await readBill(d, token));
          const row = now.state.payments.find((p) => p.id === reserved.payment.id) ?? (await findBillPayment(d.db, reserved.payment.id))!;
          return { created: reserved.created, response: { bill: now.bill, billPayment: toBillPayment(row), ...(payment ? { payment } : {}) } };
        },
        () => freshView(token),
      );
    },
  };
}

export type TDinerBills = ReturnType<typeof createDinerBills>;
