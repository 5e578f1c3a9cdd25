import type { TLoyaltyPassDetail, TLoyaltyPassPage } from '@menudelite/shared/growth/loyalty';
import type { z } from 'zod';
import type { ZLoyaltyPassListQuerySchema } from '@menudelite/shared/growth/loyalty';
import type { TDb } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/dialect-sql.ts';
import { nowIso, toBool } from '../../db/rows.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { AppError, keyedError, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { decodeCursor, pageFrom } from './cursor.ts';
import { toEntry, toStaffPass } from './mapper.ts';
import { passChanged } from './pass-events.ts';
import * as repo from './passes-repository.ts';
import { assertLoyaltyOn, staffVenueId, venueById } from './venue.ts';

const HISTORY_SHOWN = 50;

/**
 * Staff side of the passes: the members list (offers.manage), and the counter's lookup, redeem and
 * redeem free (loyalty.redeem). Both changes are one conditional update of the pass plus its ledger
 * row in one transaction; redeeming with too few stamps, or losing the race to a colleague who
 * redeemed the same card a moment earlier, answers 409 NOT_ENOUGH_STAMPS and writes nothing.
 */
const REFUSED = new Error('refused');

function memberOf(actor: TActor | null): { member_id: string | null; member_name: string | null } {
  return { member_id: actor?.member?.id ?? null, member_name: actor?.member?.name ?? null };
}

export function createRedeemService(db: TDb, log: (error: unknown) => void) {
  async function ownPass(restaurantId: string, passIdentifier: string): Promise<repo.TPassRow> {
    const row = await repo.findPassByIdentifier(db, passIdentifier);
    // Another venue's pass is as unknown as a pass that does not exist.
    if (!row || row.restaurant_id !== restaurantId) throw notFound('Loyalty pass');
    return row;
  }
  async function detail(passId: string): Promise<TLoyaltyPassDetail> {
    const row = await repo.findPassById(db, passId);
    if (!row) throw notFound('Loyalty pass');
    return { ...toStaffPass(row), history: (await repo.listPassEntries(db, passId, HISTORY_SHOWN)).map(toEntry) };
  }
  async function programmeOn(restaurantId: string): Promise<void> {
    assertLoyaltyOn(await venueById(db, restaurantId));
  }

  /** The first answer to this Idempotency-Key on the pass, when it was already used (the same action only). */
  async function replayOf(passId: string, requestKey: string, kind: string): Promise<TLoyaltyPassDetail | null> {
    const entry = await repo.findRequestEntry(db, passId, requestKey);
    if (!entry) return null;
    if (entry.kind !== kind) throw new AppError('IDEMPOTENCY_MISMATCH', 'This Idempotency-Key was used for another action on this pass');
    return detail(passId);
  }
  /**
   * One staff change of a pass: its ledger row (carrying the request's Idempotency-Key, unique per
   * pass) and the conditional update of its counts, in one transaction. A key seen before answers
   * the first result and changes nothing (a double tap, a retry); a lost condition is `refused`.
   */
  async function once(
    actor: TActor | null,
    pass: repo.TPassRow,
    kind: 'redeem' | 'redeemFree',
    requestKey: string | undefined,
    change: { stamps: number; gifts: number; minStamps: number },
    refused: () => Promise<AppError>,
  ): Promise<TLoyaltyPassDetail> {
    if (requestKey) {
      const replay = await replayOf(pass.id, requestKey, kind);
      if (replay) return replay;
    }
    const now = nowIso();
    let applied: boolean;
    try {
      applied = await db.transaction().execute(async (trx) => {
        await repo.insertEntry(trx, {
          id: newId(),
          pass_id: pass.id,
          restaurant_id: pass.restaurant_id,
          kind,
          stamps: change.stamps,
          gifts: change.gifts,
          request_key: requestKey ?? null,
          created_at: now,
          ...memberOf(actor),
        });
        if (await repo.changePassCounts(trx, pass.id, change, now)) return true;
        // Roll the ledger row back with the refused change.
        throw REFUSED;
      });
    } catch (error) {
      if (error === REFUSED) applied = false;
      else if (requestKey && isUniqueViolation(error)) {
        // The same key at the same moment: the other request wrote first.
        const replay = await replayOf(pass.id, requestKey, kind);
        if (replay) return replay;
        throw error;
      } else throw error;
    }
    if (!applied) throw await refused();
    await passChanged(db, pass.pass_identifier, log);
    return detail(pass.id);
  }

  return {
    async list(actor: TActor | null, venueId: string, query: z.infer<typeof ZLoyaltyPassListQuerySchema>): Promise<TLoyaltyPassPage> {
      const restaurantId = staffVenueId(actor, venueId, 'offers.manage');
      const rows = await repo.listVenuePassRows(db, restaurantId, { limit: query.limit + 1, after: decodeCursor(query.cursor), campaignId: query.campaignId });
      return pageFrom(rows, query.limit, toStaffPass);
    },
    async lookup(actor: TActor | null, venueId: string, passIdentifier: string): Promise<TLoyaltyPassDetail> {
      const restaurantId = staffVenueId(actor, venueId, 'loyalty.redeem');
      await programmeOn(restaurantId);
      return detail((await ownPass(restaurantId, passIdentifier)).id);
    },
    /** SPEC section 4: redeeming subtracts minSpendQuantity stamps and adds one gift. */
    async redeem(actor: TActor | null, venueId: string, passIdentifier: string, requestKey?: string): Promise<TLoyaltyPassDetail> {
      const restaurantId = staffVenueId(actor, venueId, 'loyalty.redeem');
      await programmeOn(restaurantId);
      const pass = await ownPass(restaurantId, passIdentifier);
      const needed = pass.min_spend_quantity;
      return once(actor, pass, 'redeem', requestKey, { stamps: -needed, gifts: 1, minStamps: needed }, async () => {
        const count = (await repo.findPassById(db, pass.id))?.redemptions_count ?? 0;
        return keyedError('NOT_ENOUGH_STAMPS', 'passNotEnoughStamps', { params: { needed, count } });
      });
    },
    /**
     * SPEC section 4: "redeeming free adds that quantity": staff grant a full card
     * (minSpendQuantity stamps) without orders, recorded with who granted it. Refused on a campaign
     * that is switched off or deleted (no new stamps there).
     */
    async redeemFree(actor: TActor | null, venueId: string, passIdentifier: string, requestKey?: string): Promise<TLoyaltyPassDetail> {
      const restaurantId = staffVenueId(actor, venueId, 'loyalty.redeem');
      await programmeOn(restaurantId);
      const pass = await ownPass(restaurantId, passIdentifier);
      if (!toBool(pass.campaign_active) || toBool(pass.campaign_deleted)) {
        throw new AppError('PROGRAMME_UNAVAILABLE', 'This pass belongs to a campaign that is switched off', [{ path: '', key: 'loyaltyOff' }]);
      }
      const quantity = pass.min_spend_quantity;
      return once(
        actor,
        pass,
        'redeemFree',
        requestKey,
        { stamps: quantity, gifts: 0, minStamps: 0 },
        async () => new AppError('CONFLICT', 'The pass changed'),
      );
    },
  };
}
