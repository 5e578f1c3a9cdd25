import { earnBase, expiryInstant, pointsEarned, pointsToReverse } from '@menudelite/shared/growth/points-math';
import type { TDb } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';
import { findPlacedOrder, type TOrderLifecycleEvent, type TOrderLifecycleSubscriber } from '../orders/public.ts';
import { appendLedger, creditAccount, debitAccount, ensureAccount, ledgerKeyExists, ledgerOfOrder, lockAccount, type TLedgerRow } from './repository.ts';
import { venueRules } from './rules.ts';

/** Ledger keys: one row per order and event, so a retried lifecycle job never writes twice. */
export const pointsKeys = {
  earn: (orderId: string) => `earn:${orderId}`,
  redeem: (orderId: string) => `redeem:${orderId}`,
  restore: (orderId: string) => `restore:${orderId}`,
  voidReverse: (orderId: string) => `reverse:${orderId}:void`,
  refundReverse: (orderId: string, refundId: string) => `reverse:${orderId}:refund:${refundId}`,
};

/** A room charge is paid too: the hotel collects it on the guest's bill. */
const PAID: readonly string[] = ['paid', 'charged_to_room'];

type TRow = Omit<TLedgerRow, 'id' | 'created_at'>;
const row = (r: TRow, now: string): TLedgerRow => ({ id: newId(), created_at: now, ...r });
const sum = (rows: readonly TLedgerRow[], kind: string) => rows.filter((r) => r.kind === kind).reduce((s, r) => s + Number(r.points), 0);

/**
 * 'paid': the customer earns on the items total after every discount, less what points paid (tips,
 * delivery, order and processing fees never earn), at the rate of the venue's rules when it was paid;
 * under an expiry rule the points get their expiry date now. Nothing for a guest, a venue whose
 * programme is off, an order not (or no longer) paid, or one already voided.
 */
async function earn(db: TDb, event: TOrderLifecycleEvent, now: Date): Promise<void> {
  const placed = await findPlacedOrder(db, event.orderId);
  const order = placed?.row;
  if (!order || !order.customer_user_id || order.restaurant_id !== event.restaurantId) return;
  if (!PAID.includes(order.payment_status) || order.status === 'cancelled') return;
  const rules = await venueRules(db, order.restaurant_id);
  if (!rules || !rules.enabled) return;
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const account = await ensureAccount(trx, {
      id: newId(),
      restaurant_id: order.restaurant_id,
      customer_user_id: order.customer_user_id!,
      balance: 0,
      created_at: at,
      updated_at: at,
    });
    await lockAccount(trx, account.id, at);
    const ledger = await ledgerOfOrder(trx, order.id);
    if (ledger.some((r) => r.key === pointsKeys.voidReverse(order.id) || r.key === pointsKeys.earn(order.id))) return;
    const paidWithPoints = ledger.filter((r) => r.kind === 'redeem').reduce((s, r) => s + Number(r.amount), 0);
    const itemsAfterDiscounts = Number(order.subtotal) - Number(order.discount) - Number(order.benefit_discount ?? 0);
    const base = earnBase({ itemsAfterDiscounts, paidWithPoints });
    const points = pointsEarned(base, rules.earn);
    if (points <= 0) return;
    const expiresAt = rules.expiryDays !== null && rules.expiryEffectiveAt ? expiryInstant(now, rules.expiryDays, rules.timeZone).toISOString() : null;
    const written = await appendLedger(
      trx,
      row(
        {
          key: pointsKeys.earn(order.id),
          account_id: account.id,
          restaurant_id: order.restaurant_id,
          kind: 'earn',
          points,
          amount: base,
          order_id: order.id,
          expires_at: expiresAt,
          note: null,
          actor_user_id: null,
        },
        at,
      ),
    );
    if (written) await creditAccount(trx, account.id, points, at);
  });
}

/**
 * 'voided': points redeemed on the order come back and points it earned are taken back (at most the
 * balance: a balance never goes below 0). The void row is written even when it takes nothing, so a
 * late 'paid' job of the same order earns nothing.
 */
async function voidOrder(db: TDb, event: TOrderLifecycleEvent, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const ledger = await ledgerOfOrder(trx, event.orderId);
    const accountId = ledger[0]?.account_id;
    if (!accountId) {
      // Nothing redeemed or earned yet: only the customer's void marker is needed if a 'paid' may still come.
      const placed = await findPlacedOrder(trx, event.orderId);
      const customer = placed?.row.customer_user_id;
      // A guest, or a venue without a running programme: nothing was or will be earned here.
      if (!customer || !(await venueRules(trx, event.restaurantId))?.enabled) return;
      const account = await ensureAccount(trx, {
        id: newId(),
        restaurant_id: event.restaurantId,
        customer_user_id: customer,
        balance: 0,
        created_at: at,
        updated_at: at,
      });
      await lockAccount(trx, account.id, at);
      if ((await ledgerOfOrder(trx, event.orderId)).length > 0) throw new Error('points ledger of the order changed meanwhile; retrying');
      await appendLedger(trx, row(voidRow(account.id, event, 0), at));
      return;
    }
    const account = await lockAccount(trx, accountId, at);
    const rows = await ledgerOfOrder(trx, event.orderId);
    if (rows.some((r) => r.key === pointsKeys.voidReverse(event.orderId))) return;
    const redeemed = -sum(rows, 'redeem') - sum(rows, 'restore');
    if (redeemed > 0) {
      const amount = rows.filter((r) => r.kind === 'redeem').reduce((s, r) => s + Number(r.amount), 0);
      const restore = row(
        {
          key: pointsKeys.restore(event.orderId),
          account_id: accountId,
          restaurant_id: event.restaurantId,
          kind: 'restore',
          points: redeemed,
          amount,
          order_id: event.orderId,
          expires_at: null,
          note: null,
          actor_user_id: null,
        },
        at,
      );
      if (await appendLedger(trx, restore)) await creditAccount(trx, accountId, redeemed, at);
    }
    const left = sum(rows, 'earn') + sum(rows, 'reverse');
    const balance = Number(account.balance) + Math.max(0, redeemed);
    const take = Math.max(0, Math.min(left, balance));
    if (await appendLedger(trx, row(voidRow(accountId, event, take), at))) {
      if (take > 0 && !(await debitAccount(trx, accountId, take, at))) throw new Error('points balance changed meanwhile; retrying');
    }
  });
}

function voidRow(accountId: string, event: TOrderLifecycleEvent, points: number): TRow {
  return {
    key: pointsKeys.voidReverse(event.orderId),
    account_id: accountId,
    restaurant_id: event.restaurantId,
    kind: 'reverse',
    points: -points,
    amount: 0,
    order_id: event.orderId,
    expires_at: null,
    note: null,
    actor_user_id: null,
  };
}

/**
 * 'refunded': points earned on the refunded amount are taken back, in proportion to what the card
 * (or cash) paid, cumulatively across partial refunds (points-math pointsToReverse), at most the balance.
 */
async function refund(db: TDb, event: TOrderLifecycleEvent, now: Date): Promise<void> {
  if (!event.refundId || !event.amount || event.amount <= 0) return;
  const key = pointsKeys.refundReverse(event.orderId, event.refundId);
  if (await ledgerKeyExists(db, key)) return;
  const placed = await findPlacedOrder(db, event.orderId);
  if (!placed) return;
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const first = await ledgerOfOrder(trx, event.orderId);
    const earned = first.find((r) => r.kind === 'earn');
    if (!earned) return;
    const account = await lockAccount(trx, earned.account_id, at);
    const rows = await ledgerOfOrder(trx, event.orderId);
    if (rows.some((r) => r.key === key || r.key === pointsKeys.voidReverse(event.orderId))) return;
    const refunds = rows.filter((r) => r.kind === 'reverse' && r.key.includes(':refund:'));
    const n = pointsToReverse({
      earned: Number(earned.points),
      alreadyReversed: -sum(refunds, 'reverse'),
      refundedSoFar: refunds.reduce((s, r) => s + Number(r.amount), 0) + event.amount!,
      paid: Number(placed.row.total) - Number(placed.row.tendered ?? 0),
    });
    const take = Math.max(0, Math.min(n, Number(account.balance)));
    const written = await appendLedger(
      trx,
      row(
        {
          key,
          account_id: earned.account_id,
          restaurant_id: event.restaurantId,
          kind: 'reverse',
          points: -take,
          amount: event.amount!,
          order_id: event.orderId,
          expires_at: null,
          note: null,
          actor_user_id: null,
        },
        at,
      ),
    );
    if (written && take > 0 && !(await debitAccount(trx, earned.account_id, take, at))) throw new Error('points balance changed meanwhile; retrying');
  });
}

/** The order lifecycle subscriber of membership points (orders/lifecycle.ts); idempotent by ledger keys. */
export function createPointsLifecycleSubscriber(now: () => Date = () => new Date()): TOrderLifecycleSubscriber {
  return {
    name: 'points',
    async handle(db, event) {
      if (event.kind === 'paid') await earn(db, event, now());
      else if (event.kind === 'voided') await voidOrder(db, event, now());
      else if (event.kind === 'refunded') await refund(db, event, now());
    },
  };
}

export const pointsLifecycleSubscriber = createPointsLifecycleSubscriber();
