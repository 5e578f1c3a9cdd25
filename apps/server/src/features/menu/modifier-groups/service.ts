import {
  MODIFIER_GROUPS_MAX,
  type TModifier,
  type TModifierGroup,
  type TModifierGroupCreate,
  type TModifierGroupUpdate,
  type TModifierInput,
  type TModifierUpdate,
} from '@menudelite/shared/menu/modifier-groups';
import type { TReorderRequest } from '@menudelite/shared/menu/common';
import type { TDb } from '../../../db/database.ts';
import { nowIso } from '../../../db/rows.ts';
import type { TActor } from '../../../lib/access-tokens.ts';
import { AppError, invalidField, keyedError, notFound } from '../../../lib/app-error.ts';
import { newId } from '../../../lib/ids.ts';
import { requireVenuePermission } from '../../../lib/venue-actor.ts';
import { recordAudit } from '../../team/public.ts';
import { bumpMenuVersion } from '../shared/menu-version.ts';
import { assertSameIds, idsInScope, nextPosition, writePositions } from '../shared/positions.ts';
import * as repo from './repository.ts';

/** Modifier ids in a group write must be that group's own, each once; a new group's modifiers have none. */
function assertModifierIds(inputs: readonly TModifierInput[] | undefined, group: TModifierGroup | null): void {
  const own = new Set(group?.modifiers.map((modifier) => modifier.id) ?? []);
  const ids = (inputs ?? []).flatMap((input) => (input.id ? [input.id] : []));
  const bad = ids.filter((id, index) => !own.has(id) || ids.indexOf(id) !== index);
  if (bad.length > 0) {
    throw new AppError('VALIDATION_FAILED', 'modifiers: ids must be modifiers of this group, each once', [
      { path: 'body.modifiers', key: 'notAGroupModifier', message: `unknown or repeated ids: ${bad.slice(0, 5).join(', ')}` },
    ]);
  }
}

function assertMinNotAboveMax(min: number, max: number): void {
  if (min > max) {
    throw invalidField('body.min', 'minAboveMax');
  }
}

/** A modifier's price is money like an item's: each change is in the audit log, in the change's transaction. */
async function recordPriceChange(trx: TDb, actor: TActor, restaurantId: string, before: TModifier, to: number): Promise<void> {
  await recordAudit(trx, actor, restaurantId, {
    action: 'menu.modifierPriceChanged',
    targetType: 'modifier',
    targetId: before.id,
    details: { name: before.name, from: before.price, to },
  });
}

export function createModifierGroupsService(db: TDb) {
  async function get(restaurantId: string, id: string): Promise<TModifierGroup> {
    const group = await repo.findGroup(db, restaurantId, id);
    if (!group) throw notFound('Modifier group');
    return group;
  }

  return {
    async list(actor: TActor | null): Promise<TModifierGroup[]> {
      return repo.listGroups(db, requireVenuePermission(actor, ['menu.edit', 'menu.soldOut']));
    },

    async get(actor: TActor | null, id: string): Promise<TModifierGroup> {
      return get(requireVenuePermission(actor, ['menu.edit', 'menu.soldOut']), id);
    },

    async create(actor: TActor | null, input: TModifierGroupCreate): Promise<TModifierGroup> {
      const restaurantId = requireVenuePermission(actor, 'menu.edit');
      assertMinNotAboveMax(input.min, input.max);
      assertModifierIds(input.modifiers, null);
      const id = newId();
      await db.transaction().execute(async (trx) => {
        if ((await repo.countGroups(trx, restaurantId)) >= MODIFIER_GROUPS_MAX) {
          throw keyedError('CONFLICT', 'limitReached', {
            params: { max: MODIFIER_GROUPS_MAX },
            message: `A menu can have at most ${MODIFIER_GROUPS_MAX} modifier groups`,
          });
        }
        const now = nowIso();
        await repo.insertGroup(trx, {
          id,
          restaurantId,
          position: await nextPosition(trx, 'modifier_groups', restaurantId),
          now,
          name: input.name,
          min: input.min,
          max: input.max,
          deliverectMultiMax: input.deliverectMultiMax ?? 1,
          translations: input.translations ?? {},
        });
        await repo.syncModifiers(trx, restaurantId, id, input.modifiers ?? [], now);
        await bumpMenuVersion(trx, restaurantId);
      });
      return get(restaurantId, id);
    },

    async update(actor: TActor | null, id: string, input: TModifierGroupUpdate): Promise<TModifierGroup> {
      const restaurantId = requireVenuePermission(actor, 'menu.edit');
      const current = await get(restaurantId, id);
      assertMinNotAboveMax(input.min ?? current.min, input.max ?? current.max);
      assertModifierIds(input.modifiers, current);
      await db.transaction().execute(async (trx) => {
        const now = nowIso();
        await repo.updateGroup(trx, restaurantId, id, input, now);
        if (input.modifiers) await repo.syncModifiers(trx, restaurantId, id, input.modifiers, now);
        for (const modifier of input.modifiers ?? []) {
          const before = current.modifiers.find((m) => m.id === modifier.id);
          if (before && modifier.price !== undefined && before.price !== modifier.price)
            await recordPriceChange(trx, actor!, restaurantId, before, modifier.price);
        }
        await bumpMenuVersion(trx, restaurantId);
      });
      return get(restaurantId, id);
    },

    /** Items lose the group (their links cascade); orders already placed keep their own copy of the choices. */
    async remove(actor: TActor | null, id: string): Promise<void> {
      const restaurantId = requireVenuePermission(actor, 'menu.edit');
      const group = await get(restaurantId, id);
      await db.transaction().execute(async (trx) => {
        await repo.deleteGroup(trx, restaurantId, id);
        await recordAudit(trx, actor!, restaurantId, {
          action: 'menu.modifierGroupDeleted',
          targetType: 'modifierGroup',
          targetId: id,
          details: { name: group.name },
        });
        await bumpMenuVersion(trx, restaurantId);
      });
    },

    async reorder(actor: TActor | null, input: TReorderRequest): Promise<TModifierGroup[]> {
      const restaurantId = requireVenuePermission(actor, 'menu.edit');
      await db.transaction().execute(async (trx) => {
        assertSameIds(input.ids, await idsInScope(trx, 'modifier_groups', restaurantId), 'modifier groups');
        await writePositions(trx, 'modifier_groups', restaurantId, input.ids, nowIso());
        await bumpMenuVersion(trx, restaurantId);
      });
      return repo.listGroups(db, restaurantId);
    },

    /** One modifier: rename, reprice, or toggle its availability. */
    async updateModifier(actor: TActor | null, id: string, input: TModifierUpdate): Promise<TModifier> {
      const restaurantId = requireVenuePermission(actor, 'menu.edit');
      const current = await repo.findModifier(db, restaurantId, id);
      if (!current) throw notFound('Modifier');
      await db.transaction().execute(async (trx) => {
        await repo.updateModifier(trx, restaurantId, id, input, nowIso());
        if (input.price !== undefined && input.price !== current.price) await recordPriceChange(trx, actor!, restaurantId, current, input.price);
        await bumpMenuVersion(trx, restaurantId);
      });
      return (await repo.findModifier(db, restaurantId, id))!;
    },
  };
}
