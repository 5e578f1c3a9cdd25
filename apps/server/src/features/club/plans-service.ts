import type { TClubPlan, TClubPlanUpdate, TClubSettings } from '@menudelite/shared/growth/club';
import { ZClubPlanCreateSchema } from '@menudelite/shared/growth/club';
import type { TPage, TPageQuery } from '@menudelite/shared/lib/pagination';
import type { z } from 'zod';
import type { TDb } from '../../db/database.ts';
import { nowIso } from '../../db/rows.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { invalidField, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { requireVenuePermission } from '../../lib/venue-actor.ts';
import { bumpMenuVersion, updateVenueSettings } from '../restaurant/public.ts';
import { recordAudit } from '../team/public.ts';
import { decodeCursor, pageFrom } from './cursor.ts';
import { planItemIds, toPlan } from './mapper.ts';
import { assertVenueItems, menuItemNames } from './menu-items.ts';
import { findPlan, insertPlan, listPlans, updatePlan } from './plans-repository.ts';
import { venueById } from './venue.ts';

type TPlanCreate = z.infer<typeof ZClubPlanCreateSchema>;

/** Free items without a daily number could never be free: refused, so a plan never shows a perk it cannot give. */
function assertLimitWithItems(items: readonly string[], perDay: number): void {
  if (items.length > 0 && perDay < 1) throw invalidField('body.freeItemsPerDay', 'clubFreeLimitRequired');
}

/**
 * Staff: the club switch and the plans (/deliteClub). Managing the club is an offers permission
 * (owner, manager). Plan writes bump the venue's menu version: the public menu's free-with-club
 * marker is read from the plans.
 */
export function createClubPlansService(db: TDb) {
  const view = async (restaurantId: string, rows: Parameters<typeof toPlan>[0][]) => {
    const venue = await venueById(db, restaurantId);
    const names = rows.some((row) => planItemIds(row).length > 0) ? await menuItemNames(db, restaurantId) : new Map<string, string>();
    return rows.map((row) => toPlan(row, venue.currency, names));
  };

  return {
    async getSettings(actor: TActor | null): Promise<TClubSettings> {
      const venue = await venueById(db, requireVenuePermission(actor, 'offers.manage'));
      return { allowsDeliteClub: venue.allowsDeliteClub };
    },

    async setSettings(actor: TActor | null, body: TClubSettings): Promise<TClubSettings> {
      const restaurantId = requireVenuePermission(actor, 'offers.manage');
      await db.transaction().execute(async (trx) => {
        await updateVenueSettings(trx, restaurantId, { allows_delite_club: body.allowsDeliteClub });
        await bumpMenuVersion(trx, restaurantId);
        await recordAudit(trx, actor!, restaurantId, {
          action: 'settings.changed',
          targetType: 'restaurant',
          targetId: restaurantId,
          details: { allows_delite_club: body.allowsDeliteClub },
        });
      });
      return { allowsDeliteClub: (await venueById(db, restaurantId)).allowsDeliteClub };
    },

    async list(actor: TActor | null, query: TPageQuery): Promise<TPage<TClubPlan>> {
      const restaurantId = requireVenuePermission(actor, 'offers.manage');
      const rows = await listPlans(db, restaurantId, { limit: query.limit + 1, before: decodeCursor(query.cursor) });
      const page = pageFrom(rows, query.limit, (r) => r);
      return { items: await view(restaurantId, page.items), nextCursor: page.nextCursor };
    },

    async create(actor: TActor | null, body: TPlanCreate): Promise<TClubPlan> {
      const restaurantId = requireVenuePermission(actor, 'offers.manage');
      const freeItemIds = [...new Set(body.freeItemIds)];
      assertLimitWithItems(freeItemIds, body.freeItemsPerDay);
      await assertVenueItems(db, restaurantId, freeItemIds);
      const now = nowIso();
      const id = newId();
      await db.transaction().execute(async (trx) => {
        await insertPlan(trx, {
          id,
          restaurant_id: restaurantId,
          name: body.name,
          description: body.description,
          monthly_price: body.monthlyPrice,
          percent_off: body.percentOff,
          free_items_per_day: body.freeItemsPerDay,
          free_item_ids: JSON.stringify(freeItemIds),
          is_active: body.isActive,
          is_deleted: false,
          created_at: now,
          updated_at: now,
        });
        await bumpMenuVersion(trx, restaurantId);
      });
      return (await view(restaurantId, [(await findPlan(db, restaurantId, id))!]))[0]!;
    },

    async update(actor: TActor | null, id: string, body: TClubPlanUpdate): Promise<TClubPlan> {
      const restaurantId = requireVenuePermission(actor, 'offers.manage');
      const plan = await findPlan(db, restaurantId, id);
      if (!plan) throw notFound('Plan');
      const freeItemIds = body.freeItemIds ? [...new Set(body.freeItemIds)] : planItemIds(plan);
      assertLimitWithItems(freeItemIds, body.freeItemsPerDay ?? plan.free_items_per_day);
      if (body.freeItemIds) await assertVenueItems(db, restaurantId, freeItemIds);
      await db.transaction().execute(async (trx) => {
        const changed = await updatePlan(trx, restaurantId, id, {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
          // A new price applies to new subscriptions; members keep the price they subscribed at.
          ...(body.monthlyPrice !== undefined ? { monthly_price: body.monthlyPrice } : {}),
          ...(body.percentOff !== undefined ? { percent_off: body.percentOff } : {}),
          ...(body.freeItemsPerDay !== undefined ? { free_items_per_day: body.freeItemsPerDay } : {}),
          ...(body.isActive !== undefined ? { is_active: body.isActive } : {}),
          free_item_ids: JSON.stringify(freeItemIds),
          updated_at: nowIso(),
        });
        if (!changed) throw notFound('Plan');
        await bumpMenuVersion(trx, restaurantId);
      });
      return (await view(restaurantId, [(await findPlan(db, restaurantId, id))!]))[0]!;
    },

    /** Soft delete (SPEC section 4 isDeleted): nobody new subscribes; live members keep their perks until their subscription ends. */
    async remove(actor: TActor | null, id: string): Promise<void> {
      const restaurantId = requireVenuePermission(actor, 'offers.manage');
      await db.transaction().execute(async (trx) => {
        if (!(await updatePlan(trx, restaurantId, id, { is_deleted: true, is_active: false, updated_at: nowIso() }))) throw notFound('Plan');
        await bumpMenuVersion(trx, restaurantId);
      });
    },
  };
}
