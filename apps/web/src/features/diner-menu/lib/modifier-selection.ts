import type { TPublicModifierGroup } from '../../cart/public';

/** The item sheet's choices: how many times each modifier is chosen (usually 0 or 1). */
export type TModifierCounts = Readonly<Record<string, number>>;

/** A group where exactly one choice is allowed shows radio buttons; others show check boxes. */
export const isSingleChoice = (group: TPublicModifierGroup) => group.max === 1;
/** A modifier may be taken several times when the group allows it (2 × extra shot). */
export const multiMax = (group: TPublicModifierGroup) => Math.max(1, group.deliverectMultiMax);

export function groupTotal(group: TPublicModifierGroup, counts: TModifierCounts): number {
  return group.modifierIds.reduce((total, id) => total + (counts[id] ?? 0), 0);
}

/** Radio: the chosen modifier replaces the group's previous choice. */
export function chooseOnly(group: TPublicModifierGroup, counts: TModifierCounts, modifierId: string): TModifierCounts {
  const next: Record<string, number> = { ...counts };
  for (const id of group.modifierIds) delete next[id];
  next[modifierId] = 1;
  return next;
}

/**
 * Check box or stepper: add or remove one. Adding past the group's max or the modifier's
 * multi-max does nothing, so the max is enforced where it is chosen.
 */
export function stepModifier(group: TPublicModifierGroup, counts: TModifierCounts, modifierId: string, delta: 1 | -1): TModifierCounts {
  const current = counts[modifierId] ?? 0;
  if (delta > 0 && (groupTotal(group, counts) >= group.max || current >= multiMax(group))) return counts;
  const next: Record<string, number> = { ...counts, [modifierId]: Math.max(0, current + delta) };
  if (next[modifierId] === 0) delete next[modifierId];
  return next;
}

export function canAddMore(group: TPublicModifierGroup, counts: TModifierCounts, modifierId: string): boolean {
  return groupTotal(group, counts) < group.max && (counts[modifierId] ?? 0) < multiMax(group);
}

/** The choices as cart modifierIds, in the menu's order, a modifier repeated per time chosen. */
export function chosenModifierIds(groups: readonly TPublicModifierGroup[], counts: TModifierCounts): string[] {
  return groups.flatMap((group) => group.modifierIds.flatMap((id) => Array.from({ length: counts[id] ?? 0 }, () => id)));
}
