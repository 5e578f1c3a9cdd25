import type { z } from 'zod';
import type {
  TLoyaltyCampaign,
  TLoyaltyCampaignCreate,
  TLoyaltyCampaignPage,
  TLoyaltyCampaignUpdate,
  ZLoyaltyCampaignListQuerySchema,
} from '@menudelite/shared/growth/loyalty';
import type { TDb } from '../../db/database.ts';
import { nowIso } from '../../db/rows.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import * as repo from './campaigns-repository.ts';
import { decodeCursor, pageFrom } from './cursor.ts';
import { toCampaign } from './mapper.ts';
import { passChanged } from './pass-events.ts';
import { touchCampaignPasses } from './passes-repository.ts';
import { staffVenueId } from './venue.ts';

/**
 * Stamp campaigns (staff /loyalty, permission offers.manage). SPEC section 4: toggled active or
 * inactive and soft-deleted. One campaign runs at a time: switching one on switches the others off,
 * so a customer never has to choose between two cards at one counter. A deleted campaign is
 * inactive and its passes stop collecting stamps (they stay readable for the record).
 */
export function createCampaignsService(db: TDb, log: (error: unknown) => void = () => undefined) {
  async function getOwn(restaurantId: string, id: string): Promise<TLoyaltyCampaign> {
    const row = await repo.findCampaignRow(db, restaurantId, id);
    if (!row) throw notFound('Loyalty campaign');
    return toCampaign(row);
  }
  return {
    async list(actor: TActor | null, venueId: string, query: z.infer<typeof ZLoyaltyCampaignListQuerySchema>): Promise<TLoyaltyCampaignPage> {
      const restaurantId = staffVenueId(actor, venueId, 'offers.manage');
      const rows = await repo.listCampaignRows(db, restaurantId, {
        limit: query.limit + 1,
        after: decodeCursor(query.cursor),
        includeDeleted: query.includeDeleted,
      });
      return pageFrom(rows, query.limit, toCampaign);
    },
    async get(actor: TActor | null, venueId: string, id: string): Promise<TLoyaltyCampaign> {
      return getOwn(staffVenueId(actor, venueId, 'offers.manage'), id);
    },
    async create(actor: TActor | null, venueId: string, input: TLoyaltyCampaignCreate): Promise<TLoyaltyCampaign> {
      const restaurantId = staffVenueId(actor, venueId, 'offers.manage');
      const id = newId();
      const now = nowIso();
      const isActive = input.isActive ?? true;
      await db.transaction().execute(async (trx) => {
        await repo.insertCampaign(trx, {
          id,
          restaurant_id: restaurantId,
          name: input.name,
          reward_description: input.rewardDescription,
          min_spend_quantity: input.minSpendQuantity,
          min_order_amount: input.minOrderAmount,
          is_active: isActive,
          is_deleted: false,
          created_at: now,
          updated_at: now,
        });
        if (isActive) await repo.switchOffOthers(trx, restaurantId, id, now);
      });
      return getOwn(restaurantId, id);
    },
    async update(actor: TActor | null, venueId: string, id: string, input: TLoyaltyCampaignUpdate): Promise<TLoyaltyCampaign> {
      const restaurantId = staffVenueId(actor, venueId, 'offers.manage');
      const current = await getOwn(restaurantId, id);
      if (current.isDeleted) throw notFound('Loyalty campaign');
      const now = nowIso();
      // What a wallet pass shows of its campaign: a change there is a change of every pass.
      const shown = input.name !== undefined || input.rewardDescription !== undefined || input.minSpendQuantity !== undefined;
      const touched = await db.transaction().execute(async (trx) => {
        await repo.updateCampaign(trx, restaurantId, id, {
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.rewardDescription !== undefined ? { reward_description: input.rewardDescription } : {}),
          ...(input.minSpendQuantity !== undefined ? { min_spend_quantity: input.minSpendQuantity } : {}),
          ...(input.minOrderAmount !== undefined ? { min_order_amount: input.minOrderAmount } : {}),
          ...(input.isActive !== undefined ? { is_active: input.isActive } : {}),
          updated_at: now,
        });
        if (input.isActive === true) await repo.switchOffOthers(trx, restaurantId, id, now);
        return shown ? touchCampaignPasses(trx, id, now) : [];
      });
      // Pushed after the answer: a campaign may have many passes, and a push never undoes the change.
      if (touched.length > 0) void Promise.all(touched.map((passIdentifier) => passChanged(db, passIdentifier, log))).catch(log);
      return getOwn(restaurantId, id);
    },
    /** Soft delete (isDeleted): the campaign leaves the list and stops; its passes and history stay. */
    async remove(actor: TActor | null, venueId: string, id: string): Promise<void> {
      const restaurantId = staffVenueId(actor, venueId, 'offers.manage');
      const current = await getOwn(restaurantId, id);
      if (current.isDeleted) throw notFound('Loyalty campaign');
      await repo.updateCampaign(db, restaurantId, id, { is_deleted: true, is_active: false, updated_at: nowIso() });
    },
  };
}
