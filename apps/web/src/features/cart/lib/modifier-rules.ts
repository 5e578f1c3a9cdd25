import type { TPublicMenu } from '@menudelite/shared/menu/public-menu';

export type TPublicModifierGroup = TPublicMenu['modifierGroups'][number];
export type TPublicModifier = TPublicMenu['modifiers'][number];

/**
 * What is wrong with a choice of modifiers for an item: a group below its min ("please select the
 * required customisations for an item"), above its max or a modifier past deliverectMultiMax, a
 * modifier that is unavailable, or one that does not belong to the item's groups.
 */
export type TChoiceProblem =
  | { kind: 'missing'; groupId: string }
  | { kind: 'tooMany'; groupId: string }
  | { kind: 'unavailable'; modifierId: string }
  | { kind: 'unknown'; modifierId: string };

export function countModifiers(modifierIds: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const id of modifierIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

export function checkModifierChoice(
  groups: readonly TPublicModifierGroup[],
  modifiers: ReadonlyMap<string, TPublicModifier>,
  modifierIds: readonly string[],
): TChoiceProblem[] {
  const problems: TChoiceProblem[] = [];
  const counts = countModifiers(modifierIds);
  const groupIds = new Set(groups.map((group) => group.id));
  for (const [id] of counts) {
    const modifier = modifiers.get(id);
    if (!modifier || !groupIds.has(modifier.groupId)) problems.push({ kind: 'unknown', modifierId: id });
    else if (!modifier.isAvailable) problems.push({ kind: 'unavailable', modifierId: id });
  }
  for (const group of groups) {
    let total = 0;
    let overMulti = false;
    for (const id of group.modifierIds) {
      const count = counts.get(id) ?? 0;
      total += count;
      if (count > Math.max(1, group.deliverectMultiMax)) overMulti = true;
    }
    if (total < group.min) problems.push({ kind: 'missing', groupId: group.id });
    else if (total > group.max || overMulti) problems.push({ kind: 'tooMany', groupId: group.id });
  }
  return problems;
}
