import { describe, expect, it } from 'vitest';
import { NO_FILTERS, activeFilterCount, filterChoices, filterMenu, firstCards, searchable, toggleId } from '../src/features/diner-menu/lib/menu-filters';
import { indexMenu } from '../src/features/diner-menu/lib/menu-index';
import { demoMenu } from './diner-menu-fixture';

const index = indexMenu(demoMenu());
const shownIds = (filters: Partial<typeof NO_FILTERS>, language: 'en' | 'ar' = 'en') =>
  filterMenu(index, { ...NO_FILTERS, ...filters }, language).flatMap((entry) => entry.items.map((item) => item.id));

describe('diner menu search and filters', () => {
  it('shows every section with its items, in menu order, without filters', () => {
    expect(filterMenu(index, NO_FILTERS, 'en').map((entry) => entry.section.id)).toEqual(['mains', 'desserts']);
    expect(shownIds({})).toEqual(['burger', 'salad', 'soup', 'creme']);
  });

  it('searches names and descriptions, blind to case and accents, word by word', () => {
    expect(shownIds({ query: 'creme' })).toEqual(['creme']);
    expect(shownIds({ query: 'BRIOCHE beef' })).toEqual(['burger']);
    expect(shownIds({ query: 'beef salad' })).toEqual([]);
    expect(searchable('Crème Brûlée')).toBe('creme brulee');
  });

  it('finds an item by its name in the diner language and in the venue language', () => {
    expect(shownIds({ query: 'برجر' }, 'ar')).toEqual(['burger']);
    expect(shownIds({ query: 'classic' }, 'ar')).toEqual(['burger']);
  });

  it('"free from" drops items carrying the allergen; descriptors keep only items carrying all of them', () => {
    expect(shownIds({ freeFrom: ['allergen-milk'] })).toEqual(['salad', 'soup']);
    expect(shownIds({ descriptors: ['allergen-vegetarian'] })).toEqual(['salad', 'creme']);
    expect(shownIds({ descriptors: ['allergen-vegetarian', 'allergen-vegan'] })).toEqual(['salad']);
  });

  it('a menu type shows only its items, and empty sections disappear', () => {
    const sections = filterMenu(index, { ...NO_FILTERS, menuTypeTagId: 'lunch' }, 'en');
    expect(sections.map((entry) => entry.section.id)).toEqual(['mains']);
    expect(sections[0]!.items.map((item) => item.id)).toEqual(['burger', 'salad']);
  });

  it('counts active filters (the search is not one) and toggles ids', () => {
    expect(activeFilterCount({ query: 'x', freeFrom: ['a'], descriptors: ['b', 'c'], menuTypeTagId: 'lunch' })).toBe(4);
    expect(toggleId(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggleId(['a'], 'b')).toEqual(['a', 'b']);
  });

  it('offers only the allergens and descriptors that appear on the menu, and menu types with items', () => {
    const choices = filterChoices(index);
    expect(choices.allergens.map((a) => a.code)).toEqual(['gluten', 'milk', 'eggs']);
    expect(choices.descriptors.map((a) => a.code)).toEqual(['vegan', 'vegetarian']);
    expect(choices.menuTypes.map((menu) => menu.tagId)).toEqual(['lunch']);
  });
});

describe('firstCards (the first screen rendered before the rest)', () => {
  const sections = filterMenu(index, NO_FILTERS, 'en');

  it('keeps menu order and cuts the section where the limit falls', () => {
    const first = firstCards(sections, 2);
    expect(first.map((entry) => entry.section.id)).toEqual(['mains']);
    expect(first[0]!.items.map((item) => item.id)).toEqual(['burger', 'salad']);
    expect(firstCards(sections, 4).flatMap((entry) => entry.items.map((item) => item.id))).toEqual(['burger', 'salad', 'soup', 'creme']);
  });

  it('returns everything when the limit is past the end', () => {
    expect(firstCards(sections, Number.POSITIVE_INFINITY)).toEqual(sections);
  });
});
