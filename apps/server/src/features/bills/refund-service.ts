import type { TBillPaymentMethod, TBillRefund, TBillRefundRequest, TBillRefundResponse } from '@menudelite/shared/bills/contracts';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { formatMoney } from '@menudelite/shared/money/format';
import type { TDb } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/dialect-sql.ts';
import { toBool } from '../../db/rows.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { AppError, keyedError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { TRateLimiter } from '../../lib/rate-limiter.ts';
import { requireVenuePermission } from '../../lib/venue-actor.ts';
import type { TBillGiftCardTender } from '../gift-cards/public.ts';
import { askForRefund, findAttempt, type TPaymentAttemptRow } from '../payments/public.ts';
import { approvalFor, recordAudit } from '../team/public.ts';
import { emitBillChanged } from './events.ts';
import { usesGateway, type TBillPayDeps } from './pay.ts';
import { findBillPayment, type TBillPaymentRow } from './payments-repository.ts';
import { readStaffBill } from './reader.ts';
import { billRefundSource, refundedPaymentOf } from './refund-source.ts';
import { findBillRefundByKey, insertBillRefund, reserveBillRefund, type TBillRefundRow } from './refunds-repository.ts';
import { findBill, touchBill, type TBillRow } from './repository.ts';

/** Owners and managers refund alone (money.refund); front of house opens the route and needs a manager's PIN, as order refunds. */
export const BILL_REFUND_ACCESS = ['money.refund', 'orders.take'] as const;

const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);

const aboveCaptured = (left: number, currency: TCurrency) =>
  keyedError('CONFLICT', 'refundAboveCaptured', { path: 'body.amount', params: { left: formatMoney(left, currency) } });

const toBillRefund = (row: TBillRefundRow): TBillRefund => ({
  id: row.id,
  paymentId: row.bill_payment_id,
  billId: row.bill_id,
  amount: row.amount,
  currency: row.currency,
  status: row.status as TBillRefund['status'],
  reason: row.reason,
  createdAt: row.created_at,
  recorded: toBool(row.recorded),
});

/**
 * Refunds of bill payments, partial or full, in the pattern of order refunds (features/payments/
 * refunds): write first (the amount reserved on the payment by a conditional update, the refund
 * row, its audit entry and the bill's new version in one transaction), refund second (the card
 * payment's provider, under the refund's id, on the venue's Connect account), settle third (a
 * refusal gives the reservation back; no answer leaves it pending: 201 pending, finished by the retry
 * job). Cash and card-terminal payments were given back at the table: the refund is recorded,
 * succeeded at once, with no provider call; a gift card share goes back onto its card (its ledger).
 */
export function createBillRefunds(d: TBillPayDeps & { rateLimiter: TRateLimiter; giftCards?: TBillGiftCardTender | undefined }) {
  const source = billRefundSource(d);

  /**
   * Asks the provider (payments' shared ask, under the refund's id): a refusal answers 402 (the
   * reservation was given back); an unreachable provider leaves the refund pending, its amount
   * reserved, for the retry job (bills.refunds) or Stripe's charge.refunded to finish.
   */
  async function complete(payment: TBillPaymentRow, attempt: TPaymentAttemptRow | null, refund: TBillRefundRow): Promise<TBillRefundRow> {
    if (!attempt) return refund;
    const outcome = await askForRefund({ db: d.db, provider: d.payments }, source, refundedPaymentOf(payment, attempt), refund);
    if (outcome.status === 'failed') throw new AppError('PAYMENT_DECLINED', `The payment provider refused the refund: ${outcome.message}`);
    return outcome.status === 'succeeded' ? { ...refund, status: 'succeeded', provider_ref: outcome.providerRef } : refund;
  }

  async function answer(restaurantId: string, bill: TBillRow, refund: TBillRefundRow, created: boolean) {
    const staffBill = (await readStaffBill(d, (await findBill(d.db, restaurantId, bill.id)) ?? bill))!;
    const billPayment = staffBill.payments.find((p) => p.id === refund.bill_payment_id)!;
    const response: TBillRefundResponse = { refund: toBillRefund(refund), billPayment, bill: staffBill };
    return { created, response };
  }

  return {
    async refund(actor: TActor | null, billId: string, paymentId: string, body: TBillRefundRequest, key: string | undefined) {
      const restaurantId = requireVenuePermission(actor, BILL_REFUND_ACCESS);
      const bill = await findBill(d.db, restaurantId, billId);
      if (!bill) throw notFound('Bill');
      const payment = await findBillPayment(d.db, paymentId);
      if (!payment || payment.bill_id !== bill.id) throw notFound('Payment');
      // A server's refund is approved by a manager's PIN on the shared device, and recorded with the approver.
      const approvedBy = await approvalFor(d, actor, 'money.refund');
      const currency = payment.currency as TCurrency;
      const recorded = !usesGateway(payment.method as TBillPaymentMethod);
      const attempt = !recorded && payment.attempt_id ? ((await findAttempt(d.db, payment.attempt_id)) ?? null) : null;
      const idempotencyKey = key ?? newId();

      const replay = async () => {
        const existing = await findBillRefundByKey(d.db, restaurantId, idempotencyKey);
        if (!existing) return null;
        if (existing.bill_payment_id !== payment.id || existing.amount !== body.amount) {
          throw new AppError('IDEMPOTENCY_MISMATCH', 'This Idempotency-Key was already used for a different refund');
        }
        if (existing.status === 'failed') throw new AppError('PAYMENT_DECLINED', 'This refund was refused by the payment provider');
        // A retry after a timeout asks the provider again under the same key: still one refund.
        return answer(restaurantId, bill, await complete(payment, attempt, existing), false);
      };
      const replayed = await replay();
      if (replayed) return replayed;

      if (payment.status !== 'succeeded') throw aboveCaptured(0, currency);
      if (!recorded && (!attempt?.provider_ref || attempt.provider !== d.payments.name)) {
        throw new AppError('CONFLICT', 'This payment was taken with another payment gateway: refund it there');
      }
      const now = new Date().toISOString();
      const row: TBillRefundRow = {
        id: newId(),
        bill_payment_id: payment.id,
        bill_id: bill.id,
        restaurant_id: restaurantId,
        amount: body.amount,
        currency,
        status: recorded ? 'succeeded' : 'pending',
        recorded,
        provider_ref: null,
        reason: body.reason || null,
        idempotency_key: idempotencyKey,
        created_by_member_id: actor?.member?.id ?? null,
        created_at: now,
        updated_at: now,
      };
      try {
        await d.db.transaction().execute(async (trx: TDb) => {
          if (!(await reserveBillRefund(trx, payment.id, body.amount))) {
            const fresh = await findBillPayment(trx, payment.id);
            throw aboveCaptured(fresh?.status === 'succeeded' ? fresh.total - fresh.refunded_amount : 0, currency);
          }
          // Alone first: a racing request with the same Idempotency-Key fails here (unique key) and answers that refund.
          await insertBillRefund(trx, row);
          // A share paid from a gift card is given back onto that card, in the refund's own transaction.
          if (payment.method === 'gift_card') await d.giftCards?.giveBack(trx, { billPaymentId: payment.id, refundId: row.id, amount: body.amount });
          await Promise.all([
            recordAudit(trx, actor!, restaurantId, {
              action: 'order.refunded',
              targetType: 'billPayment',
              targetId: payment.id,
              details: {
                billId: bill.id,
                paymentId: payment.id,
                refundId: row.id,
                amount: body.amount,
                currency,
                reason: row.reason,
                method: payment.method,
                recorded,
              },
              approvedBy,
            }),
            // The bill shows each payment's refunded total: its version moves, so cached reads see it.
            touchBill(trx, bill.id, now),
          ]);
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          const raced = await replay();
          if (raced) return raced;
        }
        throw error;
      }
      await emitBillChanged(d, restaurantId, bill.id);
      return answer(restaurantId, bill, await complete(payment, attempt, row), true);
    },
  };
}

export type TBillRefunds = ReturnType<typeof createBillRefunds>;
