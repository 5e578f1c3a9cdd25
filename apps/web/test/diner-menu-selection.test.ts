import { describe, expect, it } from 'vitest';
import { canAddMore, chooseOnly, chosenModifierIds, groupTotal, stepModifier } from '../src/features/diner-menu/lib/modifier-selection';
import { group } from './diner-menu-fixture';

const size = group('size', ['s', 'm', 'l'], { min: 1, max: 1 });
const toppings = group('toppings', ['olive', 'cheese', 'rocket'], { min: 0, max: 2 });
const shots = group('shots', ['shot', 'syrup'], { min: 0, max: 3, deliverectMultiMax: 2 });

describe('item sheet choices', () => {
  it('a radio choice replaces the previous one in its group only', () => {
    const counts = chooseOnly(size, { olive: 1, s: 1 }, 'l');
    expect(counts).toEqual({ olive: 1, l: 1 });
  });

  it('check boxes stop at the group max, where they are chosen', () => {
    let counts = stepModifier(toppings, {}, 'olive', 1);
    counts = stepModifier(toppings, counts, 'cheese', 1);
    expect(canAddMore(toppings, counts, 'rocket')).toBe(false);
    expect(stepModifier(toppings, counts, 'rocket', 1)).toBe(counts);
    expect(groupTotal(toppings, stepModifier(toppings, counts, 'olive', -1))).toBe(1);
  });

  it('a modifier repeats up to deliverectMultiMax, and the group max still holds', () => {
    let counts = stepModifier(shots, {}, 'shot', 1);
    counts = stepModifier(shots, counts, 'shot', 1);
    expect(stepModifier(shots, counts, 'shot', 1)).toBe(counts);
    counts = stepModifier(shots, counts, 'syrup', 1);
    expect(stepModifier(shots, counts, 'syrup', 1)).toBe(counts);
    expect(groupTotal(shots, counts)).toBe(3);
  });

  it('turns the choices into cart modifierIds in menu order, repeated per time chosen', () => {
    expect(chosenModifierIds([size, toppings, shots], { shot: 2, cheese: 1, m: 1 })).toEqual(['m', 'cheese', 'shot', 'shot']);
  });
});
