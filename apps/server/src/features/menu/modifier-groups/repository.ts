import type { Selectable } from 'kysely';
import type { TModifier, TModifierGroup, TModifierInput } from '@menudelite/shared/menu/modifier-groups';
import type { TNameTranslations } from '@menudelite/shared/menu/common';
import type { TDb } from '../../../db/database.ts';
import type { ModifierGroupsTable, ModifiersTable } from '../../../db/schema.ts';
import { parseJson, toBool } from '../../../db/rows.ts';
import { newId } from '../../../lib/ids.ts';

function toModifier(row: Selectable<ModifiersTable>): TModifier {
  return {
    id: row.id,
    groupId: row.group_id,
    name: row.name,
    price: Number(row.price),
    isAvailable: toBool(row.is_available),
    positionNew: row.position,
    translations: parseJson<TNameTranslations>(row.translations),
  };
}

function toGroup(row: Selectable<ModifierGroupsTable>, modifiers: TModifier[]): TModifierGroup {
  return {
    id: row.id,
    name: row.name,
    min: row.min_choices,
    max: row.max_choices,
    deliverectMultiMax: row.deliverect_multi_max,
    positionNew: row.position,
    translations: parseJson<TNameTranslations>(row.translations),
    modifiers,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The venue's groups (or one of them) with their modifiers: two queries whatever the count. */
export async function listGroups(db: TDb, restaurantId: string, onlyId?: string): Promise<TModifierGroup[]> {
  let groups = db.selectFrom('modifier_groups').selectAll().where('restaurant_id', '=', restaurantId);
  let modifiers = db.selectFrom('modifiers').selectAll().where('restaurant_id', '=', restaurantId);
  if (onlyId) {
    groups = groups.where('id', '=', onlyId);
    modifiers = modifiers.where('group_id', '=', onlyId);
  }
  const [groupRows, modifierRows] = await Promise.all([
    groups.orderBy('position').orderBy('id').execute(),
    modifiers.orderBy('position').orderBy('id').execute(),
  ]);
  const byGroup = new Map<string, TModifier[]>(groupRows.map((row) => [row.id, []]));
  for (const row of modifierRows) byGroup.get(row.group_id)?.push(toModifier(row));
  return groupRows.map((row) => toGroup(row, byGroup.get(row.id) ?? []));
}

export async function findGroup(db: TDb, restaurantId: string, id: string): Promise<TModifierGroup | null> {
  return (await listGroups(db, restaurantId, id))[0] ?? null;
}

export async function countGroups(db: TDb, restaurantId: string): Promise<number> {
  const row = await db
    .selectFrom('modifier_groups')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('restaurant_id', '=', restaurantId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export type TGroupValues = { name: string; min: number; max: number; deliverectMultiMax: number; translations: TNameTranslations };

export async function insertGroup(db: TDb, row: { id: string; restaurantId: string; position: number; now: string } & TGroupValues) {
  await db
    .insertInto('modifier_groups')
    .values({
      id: row.id,
      restaurant_id: row.restaurantId,
      name: row.name,
      min_choices: row.min,
      max_choices: row.max,
      deliverect_multi_max: row.deliverectMultiMax,
      position: row.position,
      translations: JSON.stringify(row.translations),
      created_at: row.now,
      updated_at: row.now,
    })
    .execute();
}

export async function updateGroup(db: TDb, restaurantId: string, id: string, values: Partial<TGroupValues>, now: string) {
  await db
    .updateTable('modifier_groups')
    .set({
      ...(values.name !== undefined ? { name: values.name } : {}),
      ...(values.min !== undefined ? { min_choices: values.min } : {}),
      ...(values.max !== undefined ? { max_choices: values.max } : {}),
      ...(values.deliverectMultiMax !== undefined ? { deliverect_multi_max: values.deliverectMultiMax } : {}),
      ...(values.translations !== undefined ? { translations: JSON.stringify(values.translations) } : {}),
      updated_at: now,
    })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .execute();
}

export async function deleteGroup(db: TDb, restaurantId: string, id: string) {
  await db.deleteFrom('modifier_groups').where('restaurant_id', '=', restaurantId).where('id', '=', id).execute();
}

/**
 * Makes the group's modifiers exactly `inputs`, in order: inputs with an id update that modifier
 * (the caller has checked it is this group's), the others are new; modifiers left out are deleted.
 */
export async function syncModifiers(db: TDb, restaurantId: string, groupId: string, inputs: readonly TModifierInput[], now: string) {
  const keep = inputs.flatMap((input) => (input.id ? [input.id] : []));
  let removal = db.deleteFrom('modifiers').where('group_id', '=', groupId);
  if (keep.length > 0) removal = removal.where('id', 'not in', keep);
  await removal.execute();
  for (const [position, input] of inputs.entries()) {
    if (input.id) {
      await updateModifier(db, restaurantId, input.id, { ...input, position }, now);
      continue;
    }
    await db
      .insertInto('modifiers')
      .values({
        id: newId(),
        restaurant_id: restaurantId,
        group_id: groupId,
        name: input.name,
        price: input.price ?? 0,
        is_available: input.isAvailable ?? true,
        position,
        translations: JSON.stringify(input.translations ?? {}),
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
}

export async function findModifier(db: TDb, restaurantId: string, id: string): Promise<TModifier | null> {
  const row = await db.selectFrom('modifiers').selectAll().where('restaurant_id', '=', restaurantId).where('id', '=', id).executeTakeFirst();
  return row ? toModifier(row) : null;
}

export async function updateModifier(
  db: TDb,
  restaurantId: string,
  id: string,
  values: Partial<Omit<TModifierInput, 'id'>> & { position?: number },
  now: string,
) {
  await db
    .updateTable('modifiers')
    .set({
      ...(values.name !== undefined ? { name: values.name } : {}),
      ...(values.price !== undefined ? { price: values.price } : {}),
      ...(values.isAvailable !== undefined ? { is_available: values.isAvailable } : {}),
      ...(values.translations !== undefined ? { translations: JSON.stringify(values.translations) } : {}),
      ...(values.position !== undefined ? { position: values.position } : {}),
      updated_at: now,
    })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .execute();
}
