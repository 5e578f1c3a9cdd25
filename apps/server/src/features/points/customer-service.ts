import { nextExpiry, pointsValue } from '@menudelite/shared/growth/points-math';
import type { TCustomerPoints, TCustomerReward, TCustomerRewardPage, TPointsLedgerEntry, TPointsLedgerPage } from '@menudelite/shared/growth/points';
import type { TPageQuery } from '@menudelite/shared/lib/pagination';
import type { TDb } from '../../db/database.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { lotsOf } from './balance.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { customerAccounts, findAccount, ledgerOfAccount, ledgerPage, type TAccountRow, type TLedgerRow } from './repository.ts';
import { venueRules, type TVenueRules } from './rules.ts';

/** Customers only; venue users have no points (the same 404 as the customer feature gives them). */
function requireCustomerId(actor: TActor | null): string {
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  if (actor.kind !== 'customer') throw notFound('Customer');
  return actor.userId;
}

async function expiryOf(db: TDb, account: TAccountRow | undefined, rules: TVenueRules, now: Date) {
  if (!account || rules.expiryEffectiveAt === null || !rules.enabled) return null;
  const { lots, spent } = lotsOf(await ledgerOfAccount(db, account.id), rules.expiryEffectiveAt);
  return nextExpiry(lots, spent, now);
}

const toEntry = (row: TLedgerRow): TPointsLedgerEntry => ({
  id: row.id,
  kind: row.kind as TPointsLedgerEntry['kind'],
  points: Number(row.points),
  amount: Number(row.amount),
  orderId: row.order_id,
  expiresAt: row.expires_at,
  note: row.note,
  createdAt: row.created_at,
});

/** The signed-in customer's points: one venue (GET /api/customer/me/points), its history, and all venues (/rewards). */
export function createCustomerPoints(d: { db: TDb; now: () => Date }) {
  async function rulesOrNotFound(restaurantId: string): Promise<TVenueRules> {
    const rules = await venueRules(d.db, restaurantId);
    if (!rules) throw notFound('Restaurant');
    return rules;
  }

  return {
    async points(actor: TActor | null, restaurantId: string): Promise<TCustomerPoints> {
      const customerId = requireCustomerId(actor);
      const rules = await rulesOrNotFound(restaurantId);
      const account = await findAccount(d.db, restaurantId, customerId);
      const balance = account ? Number(account.balance) : 0;
      return {
        restaurantId,
        enabled: rules.enabled,
        balance,
        value: pointsValue(balance, rules.redeem),
        currency: rules.currency,
        earnRule: rules.earn,
        redeemRule: rules.redeem,
        expiryDays: rules.expiryDays,
        nextExpiry: await expiryOf(d.db, account, rules, d.now()),
      };
    },

    async history(actor: TActor | null, query: { restaurantId: string; limit: number; cursor?: string | undefined }): Promise<TPointsLedgerPage> {
      const customerId = requireCustomerId(actor);
      await rulesOrNotFound(query.restaurantId);
      const account = await findAccount(d.db, query.restaurantId, customerId);
      if (!account) return { items: [], nextCursor: null };
      const after = query.cursor ? decodeCursor(query.cursor) : null;
      const rows = await ledgerPage(d.db, account.id, query.limit + 1, after ? { createdAt: String(after.at), id: after.id } : null);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return { items: page.map(toEntry), nextCursor: rows.length > query.limit && last ? encodeCursor(last.created_at, last.id) : null };
    },

    async rewards(actor: TActor | null, query: TPageQuery): Promise<TCustomerRewardPage> {
      const customerId = requireCustomerId(actor);
      const after = query.cursor ? decodeCursor(query.cursor) : null;
      const rows = await customerAccounts(d.db, customerId, query.limit + 1, after ? { updatedAt: String(after.at), id: after.id } : null);
      const page = rows.slice(0, query.limit);
      const items: TCustomerReward[] = [];
      for (const account of page) {
        const rules = await venueRules(d.db, account.restaurant_id);
        if (!rules) continue;
        const points = Number(account.balance);
        items.push({
          id: account.id,
          restaurantId: account.restaurant_id,
          restaurantName: rules.restaurantName,
          restaurantSlug: rules.restaurantSlug,
          points,
          value: pointsValue(points, rules.redeem),
          currency: rules.currency,
          enabled: rules.enabled,
          nextExpiry: await expiryOf(d.db, account, rules, d.now()),
        });
      }
      const last = page.at(-1);
      return { items, nextCursor: rows.length > query.limit && last ? encodeCursor(last.updated_at, last.id) : null };
    },
  };
}
