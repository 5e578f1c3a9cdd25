import type { TPointsAccount, TPointsAdjustRequest, TPointsLedgerPage, TPointsRules, TPointsRulesRequest } from '@menudelite/shared/growth/points';
import type { TPageQuery } from '@menudelite/shared/lib/pagination';
import type { TDb } from '../../db/database.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { keyedError, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { requireVenuePermission } from '../../lib/venue-actor.ts';
import { findUsersByIds } from '../auth/public.ts';
import { recordAudit } from '../team/public.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import {
  appendLedger,
  creditAccount,
  debitAccount,
  findAccountById,
  ledgerPage,
  lockAccount,
  saveRulesRow,
  venueAccounts,
  findRulesRow,
} from './repository.ts';
import { nextExpiryEffectiveAt, rulesOf, venueRules, type TVenueRules } from './rules.ts';
import { expiryInstant } from '@menudelite/shared/growth/points-math';

const view = ({ restaurantName: _n, restaurantSlug: _s, ...rules }: TVenueRules): TPointsRules => rules;

/** Owners and managers (offers.manage) run the venue's points programme: its rules, members' balances and corrections. */
export function createPointsStaff(d: { db: TDb; now: () => Date }) {
  return {
    async rules(actor: TActor | null): Promise<TPointsRules> {
      const restaurantId = requireVenuePermission(actor, 'offers.manage');
      const rules = await venueRules(d.db, restaurantId);
      if (!rules) throw notFound('Restaurant');
      return view(rules);
    },

    /** PUT /api/points/rules. Changing the rules never touches points already earned (their expiry date stays theirs). */
    async saveRules(actor: TActor | null, body: TPointsRulesRequest): Promise<TPointsRules> {
      const restaurantId = requireVenuePermission(actor, 'offers.manage');
      const now = d.now().toISOString();
      await d.db.transaction().execute(async (trx) => {
        const before = rulesOf(await findRulesRow(trx, restaurantId));
        await saveRulesRow(trx, {
          restaurant_id: restaurantId,
          enabled: body.enabled,
          earn_points: body.earn.points,
          earn_amount: body.earn.amount,
          redeem_points: body.redeem.points,
          redeem_amount: body.redeem.amount,
          min_redeem_points: body.redeem.minimumPoints,
          expiry_days: body.expiryDays,
          expiry_effective_at: nextExpiryEffectiveAt(before, body.expiryDays, now),
          created_at: now,
          updated_at: now,
        });
        await recordAudit(trx, actor!, restaurantId, {
          action: 'settings.changed',
          targetType: 'pointsRules',
          targetId: restaurantId,
          details: { area: 'points', before: before.configured ? { ...before, updatedAt: undefined } : null, after: body },
        });
      });
      return view((await venueRules(d.db, restaurantId))!);
    },

    async accounts(actor: TActor | null, query: TPageQuery): Promise<{ items: TPointsAccount[]; nextCursor: string | null }> {
      const restaurantId = requireVenuePermission(actor, 'offers.manage');
      const after = query.cursor ? decodeCursor(query.cursor) : null;
      const rows = await venueAccounts(d.db, restaurantId, query.limit + 1, after ? { balance: Number(after.at), id: after.id } : null);
      const page = rows.slice(0, query.limit);
      const users = new Map(
        (
          await findUsersByIds(
            d.db,
            page.map((r) => r.customer_user_id),
          )
        ).map((u) => [u.id, u]),
      );
      const last = page.at(-1);
      return {
        items: page.map((r) => ({
          id: r.id,
          customerUserId: r.customer_user_id,
          fullName: users.get(r.customer_user_id)?.full_name ?? '',
          email: users.get(r.customer_user_id)?.email ?? '',
          balance: Number(r.balance),
          updatedAt: r.updated_at,
        })),
        nextCursor: rows.length > query.limit && last ? encodeCursor(Number(last.balance), last.id) : null,
      };
    },

    async ledger(actor: TActor | null, accountId: string, query: TPageQuery): Promise<TPointsLedgerPage> {
      const restaurantId = requireVenuePermission(actor, 'offers.manage');
      const account = await findAccountById(d.db, restaurantId, accountId);
      if (!account) throw notFound('Points account');
      const after = query.cursor ? decodeCursor(query.cursor) : null;
      const rows = await ledgerPage(d.db, account.id, query.limit + 1, after ? { createdAt: String(after.at), id: after.id } : null);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map((row) => ({
          id: row.id,
          kind: row.kind as TPointsLedgerPage['items'][number]['kind'],
          points: Number(row.points),
          amount: Number(row.amount),
          orderId: row.order_id,
          expiresAt: row.expires_at,
          note: row.note,
          createdAt: row.created_at,
        })),
        nextCursor: rows.length > query.limit && last ? encodeCursor(last.created_at, last.id) : null,
      };
    },

    /**
     * POST /api/points/accounts/:id/adjust with an Idempotency-Key: a signed correction with its reason,
     * one ledger row per key; a deduction never takes the balance below 0 (409 POINTS_INSUFFICIENT).
     */
    async adjust(actor: TActor | null, accountId: string, idempotencyKey: string, body: TPointsAdjustRequest): Promise<TPointsAccount> {
      const restaurantId = requireVenuePermission(actor, 'offers.manage');
      const rules = await venueRules(d.db, restaurantId);
      const account = await findAccountById(d.db, restaurantId, accountId);
      if (!rules || !account) throw notFound('Points account');
      const now = d.now();
      const at = now.toISOString();
      await d.db.transaction().execute(async (trx) => {
        const locked = await lockAccount(trx, accountId, at);
        const written = await appendLedger(trx, {
          id: newId(),
          key: `adjust:${accountId}:${idempotencyKey}`,
          account_id: accountId,
          restaurant_id: restaurantId,
          kind: 'adjust',
          points: body.points,
          amount: 0,
          order_id: null,
          // Added points expire like earned ones under the venue's current rule.
          expires_at:
            body.points > 0 && rules.expiryDays !== null && rules.expiryEffectiveAt ? expiryInstant(now, rules.expiryDays, rules.timeZone).toISOString() : null,
          note: body.note,
          actor_user_id: actor!.userId,
          created_at: at,
        });
        if (!written) return;
        if (body.points > 0) await creditAccount(trx, accountId, body.points, at);
        else if (!(await debitAccount(trx, accountId, -body.points, at))) {
          throw keyedError('POINTS_INSUFFICIENT', 'pointsInsufficient', { path: 'body.points', params: { balance: Number(locked.balance) } });
        }
      });
      const after = (await findAccountById(d.db, restaurantId, accountId))!;
      const [user] = await findUsersByIds(d.db, [after.customer_user_id]);
      return {
        id: after.id,
        customerUserId: after.customer_user_id,
        fullName: user?.full_name ?? '',
        email: user?.email ?? '',
        balance: Number(after.balance),
        updatedAt: after.updated_at,
      };
    },
  };
}
