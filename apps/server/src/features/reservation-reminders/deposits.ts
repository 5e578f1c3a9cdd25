import type { TCurrency } from '@menudelite/shared/money/currencies';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { TJobQueue, TJobRunner } from '../jobs/public.ts';
import type { TCardDetails, TPaymentProvider } from '../payments/public.ts';
import type { TReservationMoneyNote } from '../notifications/public.ts';
import type { TReservationSource, TReservationView, TSecureInput } from './ports.ts';
import {
  attachDeposit,
  findDeposit,
  findDepositOfReservation,
  findLatestDepositOfScope,
  insertDeposit,
  listStaleDeposits,
  moveDeposit,
  type TDepositRow,
} from './repository.ts';

export const DEPOSIT_REFUND_JOB = 'reservations.depositRefund';
export const DEPOSIT_SWEEP_JOB = 'reservations.depositSweep';
/** A deposit try still pending this long after its write was left by a crash: the gateway's record settles it. */
export const PENDING_GRACE_MS = 10 * 60_000;
/** A deposit charged this long ago and tied to no booking belongs to a booking request that died: it is given back. */
export const UNATTACHED_GRACE_MS = 30 * 60_000;
/** A deposit is refunded in full when the guest cancels at least this long before the booking (docs/decisions.md). */
export const FREE_CANCEL_MS = 24 * 3_600_000;
/** A refund still pending this long (its job gave up) is queued again by the sweep. */
export const REFUND_REDRIVE_MS = 60 * 60_000;

const CARD_FIELD_KEYS = { number: 'cardNumberInvalid', expiry: 'cardExpiryInvalid', cvc: 'cardCvcInvalid' } as const;
const cardInvalid = (field: keyof typeof CARD_FIELD_KEYS, message: string) =>
  new AppError('CARD_INVALID', message, [{ path: `body.card.${field}`, key: CARD_FIELD_KEYS[field] }]);

export type TDepositDeps = { db: TDb; jobs: TJobRunner; payments: TPaymentProvider; source: TReservationSource; now: () => Date };

/**
 * Deposits and card holds (issue 10 section 1) through the payments feature's provider. A deposit is
 * charged before the booking's transaction: its row is committed first (status pending) under a key
 * derived from the booking request's Idempotency-Key, then the gateway is asked with that key, so a
 * retried request (or a retry after a crash) gets the one charge the gateway made. A card hold saves
 * the card (no money moves); staff may charge it later as a no-show fee.
 */
export function createDeposits(d: TDepositDeps) {
  const stamp = () => d.now().toISOString();

  function requireServerCards(): void {
    // Stripe takes card details in the browser only; booking deposits use server-side card fields (the demo gateway).
    if (!d.payments.checkCard || !d.payments.saveCard)
      throw new AppError('CONFLICT', 'Deposits and card holds need a gateway that takes card details on the server');
  }

  /** Marks a charged deposit for refund and queues its job in the same transaction, so a crash cannot leave one without the other. */
  async function startRefund(trx: TDb, depositId: string): Promise<boolean> {
    const refundKey = `reservation-deposit-refund:${depositId}`;
    if (!(await moveDeposit(trx, depositId, ['charged'], { status: 'refundPending', refund_key: refundKey, updated_at: stamp() }))) return false;
    await d.jobs.enqueue(DEPOSIT_REFUND_JOB, { depositId }, { uniqueKey: refundKey }, trx);
    return true;
  }

  async function continueRow(row: TDepositRow, card: TCardDetails): Promise<TDepositRow> {
    if (row.mode === 'deposit') {
      const result = await d.payments.charge({
        amount: Number(row.amount),
        currency: row.currency as TCurrency,
        card,
        idempotencyKey: row.idempotency_key,
        description: `Booking deposit (${row.party_size} guests)`,
      });
      if (result.status === 'succeeded') {
        await moveDeposit(d.db, row.id, ['pending'], { status: 'charged', provider_ref: result.providerRef, card_last4: result.last4, updated_at: stamp() });
        return (await findDeposit(d.db, row.id))!;
      }
      await moveDeposit(d.db, row.id, ['pending'], { status: 'failed', failure_message: result.message, updated_at: stamp() });
      if (result.status === 'declined') throw new AppError('PAYMENT_DECLINED', result.message);
      throw cardInvalid(result.field, result.message);
    }
    const saved = await d.payments.saveCard!({ card, idempotencyKey: row.idempotency_key });
    if (saved.status === 'saved') {
      await moveDeposit(d.db, row.id, ['pending'], {
        status: 'saved',
        payment_method_ref: saved.card.paymentMethodRef,
        customer_ref: saved.card.customerRef,
        card_last4: saved.card.last4,
        updated_at: stamp(),
      });
      return (await findDeposit(d.db, row.id))!;
    }
    await moveDeposit(d.db, row.id, ['pending'], { status: 'failed', failure_message: saved.message, updated_at: stamp() });
    if (saved.status === 'declined') throw new AppError('PAYMENT_DECLINED', saved.message);
    throw cardInvalid(saved.field, saved.message);
  }

  /**
   * The sweep (every 5 minutes): a try left pending by a crash is settled from the gateway's record
   * under its key (charged, or failed); a deposit charged for a booking request that never committed
   * (no booking after 30 minutes) is given back.
   */
  async function sweep(): Promise<{ settled: number; released: number }> {
    const now = d.now().getTime();
    let settled = 0;
    let released = 0;
    for (const row of await listStaleDeposits(d.db, 'pending', new Date(now - PENDING_GRACE_MS).toISOString(), 100)) {
      if (row.mode === 'cardHold') {
        // Saving a card moves no money: a lost save is simply failed.
        if (await moveDeposit(d.db, row.id, ['pending'], { status: 'failed', failure_message: 'left pending', updated_at: stamp() })) settled += 1;
        continue;
      }
      const found = await d.payments.retrieve(row.idempotency_key, { providerRef: row.provider_ref });
      if (found.status === 'in_progress') continue;
      const changes =
        found.status === 'succeeded'
          ? { status: 'charged', provider_ref: found.providerRef, card_last4: found.last4, updated_at: stamp() }
          : { status: 'failed', failure_message: found.status === 'declined' ? found.message : 'no charge at the gateway', updated_at: stamp() };
      if (await moveDeposit(d.db, row.id, ['pending'], changes)) settled += 1;
    }
    for (const row of await listStaleDeposits(d.db, 'charged', new Date(now - UNATTACHED_GRACE_MS).toISOString(), 100, true)) {
      if (row.mode !== 'deposit') continue;
      if (await d.db.transaction().execute((trx) => startRefund(trx, row.id))) released += 1;
    }
    // A refund whose job gave up (gateway down for hours) is asked again: the gateway's refund key keeps it to one refund.
    for (const row of await listStaleDeposits(d.db, 'refundPending', new Date(now - REFUND_REDRIVE_MS).toISOString(), 100)) {
      await d.db.transaction().execute(async (trx) => {
        if (await moveDeposit(trx, row.id, ['refundPending'], { updated_at: stamp() }))
          await d.jobs.enqueue(DEPOSIT_REFUND_JOB, { depositId: row.id }, { uniqueKey: `reservation-deposit-refund:${row.id}:${stamp()}` }, trx);
      });
    }
    return { settled, released };
  }

  return {
    sweep,
    /** Before the booking transaction: null when the venue asks nothing of this party; else the deposit charged or the card saved. */
    async secure(input: TSecureInput): Promise<{ ref: string } | null> {
      const rule = await d.source.findDepositSettings(d.db, input.restaurantId);
      if (rule.mode === 'none' || input.partySize < rule.minPartySize || rule.amountPerPerson <= 0) return null;
      requireServerCards();
      const latest = await findLatestDepositOfScope(d.db, input.restaurantId, input.idempotencyKey);
      // The same request again: what the first one got (never a second charge). A try given back by the sweep starts a new one.
      if (latest && (latest.status === 'charged' || latest.status === 'saved')) return { ref: latest.id };
      if (!input.card)
        throw new AppError('VALIDATION_FAILED', 'This party size needs a card for a deposit or card hold', [{ path: 'body.card', key: 'cardNumberInvalid' }]);
      const problem = d.payments.checkCard!(input.card);
      if (problem) throw cardInvalid(problem.field, problem.message);
      let row = latest?.status === 'pending' ? latest : undefined;
      if (!row) {
        const sequence = (latest?.sequence ?? 0) + 1;
        const now = stamp();
        row = {
          id: newId(),
          restaurant_id: input.restaurantId,
          reservation_id: null,
          mode: rule.mode,
          status: 'pending',
          amount: rule.amountPerPerson * input.partySize,
          currency: rule.currency.toLowerCase(),
          party_size: input.partySize,
          scope_key: input.idempotencyKey,
          sequence,
          idempotency_key: `reservation-${rule.mode}:${input.restaurantId}:${input.idempotencyKey}:${sequence}`,
          provider: d.payments.name,
          provider_ref: null,
          card_last4: null,
          payment_method_ref: null,
          customer_ref: null,
          refund_key: null,
          refund_ref: null,
          fee_key: null,
          fee_ref: null,
          failure_message: null,
          created_at: now,
          updated_at: now,
        };
        // Written (and committed) first; charged second.
        await insertDeposit(d.db, row);
      }
      const done = await continueRow(row, input.card);
      return { ref: done.id };
    },

    /** Inside the booking transaction. */
    async attach(ref: string, reservationId: string, trx: TDb): Promise<void> {
      if (!(await attachDeposit(trx, ref, reservationId, stamp()))) throw new AppError('CONFLICT', 'This deposit belongs to another booking');
    },

    /** The booking was never made (lost race, bad input found later): a deposit is given back, a held card let go. */
    async release(ref: string): Promise<void> {
      const row = await findDeposit(d.db, ref);
      if (!row || row.reservation_id) return;
      if (row.mode === 'cardHold') {
        await moveDeposit(d.db, row.id, ['saved'], { status: 'released', updated_at: stamp() });
        return;
      }
      await d.db.transaction().execute((trx) => startRefund(trx, row.id));
    },

    /**
     * Inside the cancelling transaction: a deposit is refunded in full when the guest cancels at least
     * 24 hours before, or whenever the venue cancels; else it is kept. A held card is let go. Returns
     * what the cancellation e-mail says of the money.
     */
    async onCancelled(reservation: TReservationView, by: 'guest' | 'staff', trx: TDb): Promise<TReservationMoneyNote | null> {
      const row = await findDepositOfReservation(trx, reservation.id);
      if (!row) return null;
      const money = { amount: Number(row.amount), currency: row.currency as TCurrency };
      if (row.mode === 'cardHold') {
        await moveDeposit(trx, row.id, ['saved'], { status: 'released', updated_at: stamp() });
        return null;
      }
      if (row.status !== 'charged') return null;
      const inTime = Date.parse(reservation.startsAt) - d.now().getTime() >= FREE_CANCEL_MS;
      if (by === 'staff' || inTime) {
        await startRefund(trx, row.id);
        return { kind: 'depositRefund', ...money };
      }
      await moveDeposit(trx, row.id, ['charged'], { status: 'kept', updated_at: stamp() });
      return { kind: 'depositKept', ...money };
    },

    /** Inside the transaction marking a no-show: a deposit is kept. */
    async onNoShow(reservation: TReservationView, trx: TDb): Promise<void> {
      const row = await findDepositOfReservation(trx, reservation.id);
      if (row?.mode === 'deposit') await moveDeposit(trx, row.id, ['charged'], { status: 'kept', updated_at: stamp() });
    },

    /**
     * POST /api/reservations/:id/no-show-fee: charges a held card the no-show fee, once. The row moves
     * to feePending (with its key) before the gateway is asked; a retry asks again under the same key.
     */
    async chargeNoShowFee(restaurantId: string, reservationId: string): Promise<TDepositRow> {
      const reservation = await d.source.findReservationView(d.db, reservationId);
      if (!reservation || reservation.restaurantId !== restaurantId) throw new AppError('NOT_FOUND', 'Reservation not found');
      const row = await findDepositOfReservation(d.db, reservationId);
      if (!row || row.mode !== 'cardHold') throw new AppError('CONFLICT', 'This booking holds no card');
      if (row.status === 'feeCharged') return row;
      if (reservation.status !== 'noShow') throw new AppError('CONFLICT', 'Mark the booking as a no-show first');
      if (!d.payments.chargeSaved) throw new AppError('CONFLICT', 'This gateway cannot charge a saved card');
      // Under one key per try: a retry after a crash asks again under the same key; a fee declined once gets a new key.
      let key = row.fee_key ?? `reservation-noshow:${row.id}`;
      if (row.status !== 'feePending') {
        if (row.status === 'feeFailed') key = `reservation-noshow:${row.id}:${newId()}`;
        if (!(await moveDeposit(d.db, row.id, ['saved', 'feeFailed'], { status: 'feePending', fee_key: key, updated_at: stamp() })))
          throw new AppError('CONFLICT', 'The card hold changed meanwhile; try again');
      }
      const result = await d.payments.chargeSaved({
        amount: Number(row.amount),
        currency: row.currency as TCurrency,
        paymentMethodRef: row.payment_method_ref!,
        customerRef: row.customer_ref,
        idempotencyKey: key,
        description: 'No-show fee',
        metadata: { reservationId, restaurantId },
      });
      if (result.status === 'succeeded') {
        await moveDeposit(d.db, row.id, ['feePending'], { status: 'feeCharged', fee_ref: result.providerRef, updated_at: stamp() });
        return (await findDeposit(d.db, row.id))!;
      }
      await moveDeposit(d.db, row.id, ['feePending'], { status: 'feeFailed', failure_message: result.message, updated_at: stamp() });
      throw new AppError('PAYMENT_DECLINED', result.message);
    },

    /** The refund job: gives the deposit back under the row's refund key (a retry cannot refund twice). A refusal is retried with backoff. */
    register(): void {
      d.jobs.define<{ depositId: string }>(DEPOSIT_REFUND_JOB, async ({ depositId }) => {
        const row = await findDeposit(d.db, depositId);
        if (!row || row.status !== 'refundPending' || !row.provider_ref || !row.refund_key) return;
        const result = await d.payments.refund({
          providerRef: row.provider_ref,
          amount: Number(row.amount),
          currency: row.currency as TCurrency,
          idempotencyKey: row.refund_key,
        });
        if (result.status !== 'succeeded') throw new Error(`deposit refund refused: ${result.message}`);
        await moveDeposit(d.db, row.id, ['refundPending'], {
          status: row.reservation_id ? 'refunded' : 'released',
          refund_ref: result.providerRef,
          updated_at: stamp(),
        });
      });
      d.jobs.define(DEPOSIT_SWEEP_JOB, async () => {
        await sweep();
      });
      d.jobs.addRecurring({
        name: 'reservations-deposit-sweep',
        cron: '*/5 * * * *',
        kind: DEPOSIT_SWEEP_JOB,
        targets: async () => [{ key: 'platform', timeZone: 'UTC', payload: {} }],
      });
    },
  };
}

export type TDeposits = ReturnType<typeof createDeposits>;
export type { TJobQueue };
