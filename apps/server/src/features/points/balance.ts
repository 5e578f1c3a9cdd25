import type { TPointsLot } from '@menudelite/shared/growth/points-math';
import type { TLedgerRow } from './repository.ts';

/**
 * An account's ledger as lots and spending (docs/api/growth-points.md "Expiry"): each earning net of
 * what its order's refunds and void took back, and each positive adjustment, is a lot; redeemed points
 * less those a void restored, expired points and negative adjustments are what was spent from the
 * lots. A lot expires only if it was given an expiry date when earned and was earned while the
 * current expiry rule applies (`effectiveAt`), so no rule ever reaches back to points earned before it.
 */
export function lotsOf(rows: readonly TLedgerRow[], effectiveAt: string | null): { lots: TPointsLot[]; spent: number } {
  const reversedByOrder = new Map<string, number>();
  for (const row of rows) {
    if (row.kind === 'reverse' && row.order_id) reversedByOrder.set(row.order_id, (reversedByOrder.get(row.order_id) ?? 0) - Number(row.points));
  }
  const lots: TPointsLot[] = [];
  let spent = 0;
  for (const row of rows) {
    const points = Number(row.points);
    const expires = effectiveAt !== null && row.expires_at !== null && row.created_at >= effectiveAt ? row.expires_at : null;
    if (row.kind === 'earn') {
      const net = points - (row.order_id ? (reversedByOrder.get(row.order_id) ?? 0) : 0);
      lots.push({ points: Math.max(0, net), createdAt: row.created_at, expiresAt: expires });
    } else if (row.kind === 'adjust' && points > 0) {
      lots.push({ points, createdAt: row.created_at, expiresAt: expires });
    } else if (row.kind === 'redeem' || row.kind === 'restore' || row.kind === 'expire' || (row.kind === 'adjust' && points < 0)) {
      spent -= points;
    }
  }
  return { lots, spent: Math.max(0, spent) };
}
