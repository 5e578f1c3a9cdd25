import { maxPointsFor, pointsValue } from '@menudelite/shared/growth/points-math';
import type { TDb } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';
import { AppError, keyedError } from '../../lib/app-error.ts';
import type { TBenefitCart, TGrantedTender, TTenderProvider } from '../checkout/public.ts';
import { appendLedger, debitAccount, findAccount, findRulesRow } from './repository.ts';
import { rulesOf } from './rules.ts';

const PATH = 'body.benefits.points';

function insufficient(balance: number): AppError {
  return keyedError('POINTS_INSUFFICIENT', 'pointsInsufficient', { path: PATH, params: { balance } });
}

/**
 * Membership points as a tender (docs/api/growth-points.md "Redeeming"): a signed-in customer pays
 * part of an order with points at the venue's value, never more than the order without its tip and
 * fees (`maxAmount`, which checkout computes), never more than the balance. The quote only reads; the
 * order's transaction takes the points with the guarded decrement, so two checkouts spending the same
 * points cannot both win: the loser's order rolls back with 409 POINTS_INSUFFICIENT.
 */
export function createPointsTenderProvider(_deps: { db: TDb }): TTenderProvider {
  return {
    source: 'points',

    async quote(db: TDb, cart: TBenefitCart, maxAmount: number): Promise<TGrantedTender | null> {
      const points = cart.request.points;
      if (points === undefined) return null;
      if (!cart.customerUserId) throw keyedError('VALIDATION_FAILED', 'pointsSignIn', { path: PATH });
      const rules = rulesOf(await findRulesRow(db, cart.restaurantId));
      if (!rules.enabled) throw keyedError('PROGRAMME_UNAVAILABLE', 'pointsOff', { path: PATH });
      if (points < rules.redeem.minimumPoints) {
        throw keyedError('VALIDATION_FAILED', 'pointsMinimum', { path: PATH, params: { minimum: rules.redeem.minimumPoints } });
      }
      const account = await findAccount(db, cart.restaurantId, cart.customerUserId);
      const balance = account ? Number(account.balance) : 0;
      if (!account || balance < points) throw insufficient(balance);
      const maxPoints = maxPointsFor(maxAmount, rules.redeem);
      // Points pay the items, fees and delivery but never the tip (SPEC section 5).
      if (points > maxPoints) throw keyedError('VALIDATION_FAILED', 'tipNotWithPoints', { path: PATH, params: { maxPoints } });
      const amount = pointsValue(points, rules.redeem);
      if (amount <= 0) throw keyedError('VALIDATION_FAILED', 'pointsMinimum', { path: PATH, params: { minimum: rules.redeem.minimumPoints } });
      return { source: 'points', id: account.id, label: '', amount, points };
    },

    async consume(trx: TDb, cart: TBenefitCart, tender: TGrantedTender, orderId: string): Promise<void> {
      const points = tender.points ?? 0;
      const now = cart.now.toISOString();
      if (!(await debitAccount(trx, tender.id, points, now))) {
        const account = cart.customerUserId ? await findAccount(trx, cart.restaurantId, cart.customerUserId) : undefined;
        throw insufficient(account ? Number(account.balance) : 0);
      }
      const written = await appendLedger(trx, {
        id: newId(),
        key: `redeem:${orderId}`,
        account_id: tender.id,
        restaurant_id: cart.restaurantId,
        kind: 'redeem',
        points: -points,
        amount: tender.amount,
        order_id: orderId,
        expires_at: null,
        note: null,
        actor_user_id: cart.customerUserId,
        created_at: now,
      });
      // The order row is new in this transaction, so its redeem key cannot exist: if it does, refuse rather than take twice.
      if (!written) throw new AppError('CONFLICT', 'Points were already redeemed on this order');
    },
  };
}
