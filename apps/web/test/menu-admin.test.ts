import { describe, expect, it } from 'vitest';
import { SOLD_OUT_INDEFINITELY, type TMenuItem } from '@menudelite/shared/menu/items';
import type { TModifierGroup } from '@menudelite/shared/menu/modifier-groups';
import { HttpError } from '../src/lib/http/http-error';
import { serverFieldErrors } from '../src/features/menu-admin/lib/form-errors';
import { choiceRule, emptyModifier, groupFormToBody, groupToForm } from '../src/features/menu-admin/lib/group-form';
import { imageFileProblem } from '../src/features/menu-admin/lib/image-file';
import { itemFormToBody, itemToForm } from '../src/features/menu-admin/lib/item-form';
import { parsePrice, priceText } from '../src/features/menu-admin/lib/price';
import { dropIndex, moveIdBy, moveIndex, orderBy } from '../src/features/menu-admin/lib/reorder';
import { sectionFormToBody, sectionToForm } from '../src/features/menu-admin/lib/section-form';
import { soldOutRequest, soldOutState } from '../src/features/menu-admin/lib/sold-out';
import { tagFormToBody, tagToForm } from '../src/features/menu-admin/lib/tag-form';
import { cleanTranslations, translatedLanguages, withTranslation } from '../src/features/menu-admin/lib/translations';
import { groupWindows } from '../src/features/menu-admin/lib/windows-summary';
import { isoToVenueLocal, venueLocalToIso } from '../src/features/menu-admin/lib/zoned-time';

describe('reordering', () => {
  it('moves one entry and keeps the rest in order', () => {
    expect(moveIndex(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveIndex(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveIndex(['a', 'b'], 0, 99)).toEqual(['b', 'a']);
  });

  it('moves by one place for the keyboard and the move buttons, and refuses to leave the list', () => {
    expect(moveIdBy(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moveIdBy(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b']);
    expect(moveIdBy(['a', 'b', 'c'], 'a', -1)).toBeNull();
    expect(moveIdBy(['a', 'b', 'c'], 'c', 1)).toBeNull();
    expect(moveIdBy(['a', 'b', 'c'], 'x', 1)).toBeNull();
  });

  it('drops a dragged row after every other row whose middle the pointer passed', () => {
    const middles = [25, 75, 125, 175];
    expect(dropIndex(middles, 0, 10)).toBe(0);
    expect(dropIndex(middles, 0, 130)).toBe(2);
    expect(dropIndex(middles, 0, 500)).toBe(3);
    expect(dropIndex(middles, 3, 60)).toBe(1);
  });

  it('puts cached rows in the order of the ids sent (the optimistic answer)', () => {
    const rows = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(orderBy(rows, ['c', 'a', 'b']).map((r) => r.id)).toEqual(['c', 'a', 'b']);
  });
});

describe('prices typed in the venue currency', () => {
  it('become integer minor units', () => {
    expect(parsePrice('12.50', 'eur')).toBe(1250);
    expect(parsePrice('12,5', 'eur')).toBe(1250);
    expect(parsePrice(' 7 ', 'gbp')).toBe(700);
    expect(parsePrice('12000', 'idr')).toBe(1_200_000_000);
  });

  it('are refused when they are not a plain amount', () => {
    for (const text of ['', 'abc', '-1', '1.234', '12.5.0', '€ 1,00,0']) expect(parsePrice(text, 'eur')).toBeNull();
  });

  it('are shown back as the owner types them', () => {
    expect(priceText(1250, 'eur')).toBe('12.50');
    expect(priceText(123456, 'usd')).toBe('1234.56');
  });

  it('take three decimals in KWD, OMR, JOD and BHD (ISO 4217): 1.250 KWD is 1250 fils', () => {
    expect(parsePrice('1.250', 'kwd')).toBe(1250);
    expect(parsePrice('1,250', 'kwd')).toBe(1250);
    expect(parsePrice('1.25', 'omr')).toBe(1250);
    expect(parsePrice('3', 'jod')).toBe(3000);
    expect(parsePrice('1.2505', 'kwd')).toBeNull();
    expect(priceText(1250, 'kwd')).toBe('1.250');
    expect(priceText(5, 'bhd')).toBe('0.005');
  });
});

describe("times on the venue's clock", () => {
  it('become instants with the venue offset, whatever zone the browser is in', () => {
    expect(venueLocalToIso('2026-11-21T18:00', 'Europe/Malta')).toBe('2026-11-21T18:00:00+01:00');
    expect(venueLocalToIso('2026-07-01T18:00', 'Europe/Malta')).toBe('2026-07-01T18:00:00+02:00');
    expect(venueLocalToIso('2026-07-01T09:15', 'Asia/Kolkata')).toBe('2026-07-01T09:15:00+05:30');
    expect(venueLocalToIso('2026-01-10T23:30', 'America/New_York')).toBe('2026-01-10T23:30:00-05:00');
    expect(venueLocalToIso('2026-01-10', 'UTC')).toBeNull();
  });

  it('round-trip through the datetime-local text', () => {
    const instant = Date.parse('2026-11-21T17:00:00Z');
    expect(isoToVenueLocal(instant, 'Europe/Malta')).toBe('2026-11-21T18:00');
    expect(Date.parse(venueLocalToIso(isoToVenueLocal(instant, 'Asia/Tokyo'), 'Asia/Tokyo')!)).toBe(instant);
  });
});

describe('sold out ("86")', () => {
  const now = new Date('2026-11-21T12:00:00Z');

  it('reads the state from soldOutUntil and the clock, so it ends by itself', () => {
    expect(soldOutState(null, now)).toEqual({ kind: 'onSale' });
    expect(soldOutState(SOLD_OUT_INDEFINITELY, now)).toEqual({ kind: 'indefinitely' });
    expect(soldOutState('2026-11-21T18:00:00Z', now)).toEqual({ kind: 'until', until: '2026-11-21T18:00:00Z' });
    expect(soldOutState('2026-11-21T11:59:00Z', now)).toEqual({ kind: 'onSale' });
  });

  it('asks the API for "until further notice" or a future time on the venue clock', () => {
    expect(soldOutRequest('indefinitely', '', 'Europe/Malta', now)).toEqual({ until: null });
    expect(soldOutRequest('until', '2026-11-21T18:00', 'Europe/Malta', now)).toEqual({ until: '2026-11-21T18:00:00+01:00' });
    expect(soldOutRequest('until', '2026-11-21T12:30', 'Europe/Malta', now)).toBeNull(); // 11:30 UTC: already past
    expect(soldOutRequest('until', '', 'Europe/Malta', now)).toBeNull();
  });
});

const ITEM: TMenuItem = {
  id: 'item-1',
  sectionId: 'section-1',
  name: 'Burger',
  description: 'Beef',
  price: 1450,
  images: [{ id: 'img-1', urls: { sm: '/media/r/img-1-sm.webp', md: '/media/r/img-1-md.webp', lg: '/media/r/img-1-lg.webp' } }],
  tagIds: ['tag-1'],
  allergenIds: ['allergen-gluten', 'allergen-vegan'],
  modifierGroupIds: ['group-1'],
  recommendedItemIds: ['item-2'],
  nutrition: { caloriesMin: 500, fat: 20.5 },
  isAvailable: true,
  isFeatured: false,
  soldOutUntil: null,
  isSoldOut: false,
  positionNew: 0,
  translations: { ar: { name: 'برجر' } },
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

describe('the item form', () => {
  it('sends every field of the item back, price in minor units, images by id', () => {
    const result = itemFormToBody(itemToForm(ITEM, 'section-1', 'eur'), 'eur');
    expect(result).toEqual({
      ok: true,
      body: expect.objectContaining({
        sectionId: 'section-1',
        name: 'Burger',
        price: 1450,
        imageIds: ['img-1'],
        tagIds: ['tag-1'],
        allergenIds: ['allergen-gluten', 'allergen-vegan'],
        modifierGroupIds: ['group-1'],
        recommendedItemIds: ['item-2'],
        nutrition: { caloriesMin: 500, fat: 20.5 },
        translations: { ar: { name: 'برجر' } },
      }),
    });
  });

  it('reads every nutrition field and leaves blank ones out', () => {
    const form = itemToForm(null, 'section-1', 'eur');
    const filled = { ...form, name: 'Tea', price: '2.00', nutrition: { ...form.nutrition, caffeine: '40', burnTime: '7.5', sugar: '' } };
    const result = itemFormToBody(filled, 'eur');
    expect(result.ok && result.body.nutrition).toEqual({ caffeine: 40, burnTime: 7.5 });
  });

  it('names each wrong field and sends nothing', () => {
    const form = itemToForm(null, 'section-1', 'eur');
    const bad = { ...form, name: '', price: 'twelve', nutrition: { ...form.nutrition, fat: 'lots', caloriesMin: '900', caloriesMax: '100' } };
    const result = itemFormToBody(bad, 'eur');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      name: 'errors.required',
      price: 'errors.price',
      'nutrition.fat': 'errors.number',
      'nutrition.caloriesMin': 'errors.caloriesRange',
    });
  });

  it('requires a price, and refuses names with characters the API does not take', () => {
    const form = { ...itemToForm(null, 's', 'eur'), name: 'Burger <script>', price: '' };
    const result = itemFormToBody(form, 'eur');
    expect(!result.ok && result.errors).toMatchObject({ name: 'errors.textPattern', price: 'errors.required' });
  });

  it('drops blank translations and checks the rest like the API does', () => {
    const form = { ...itemToForm(ITEM, 's', 'eur'), translations: { ar: { name: '  ', description: 'لحم' }, fr: { name: '' } } };
    const result = itemFormToBody(form, 'eur');
    expect(result.ok && result.body.translations).toEqual({ ar: { description: 'لحم' } });
  });
});

describe('the section form', () => {
  it('needs a title and keeps the toggles', () => {
    expect(sectionFormToBody(sectionToForm(null))).toEqual({ ok: false, errors: { title: 'errors.required' } });
    const result = sectionFormToBody({ ...sectionToForm(null), title: 'Drinks', isDrinks: true, isAvailable: false });
    expect(result).toEqual({ ok: true, body: { title: 'Drinks', description: '', isDrinks: true, isAvailable: false, translations: {} } });
  });
});

const GROUP: TModifierGroup = {
  id: 'group-1',
  name: 'Size',
  min: 1,
  max: 1,
  deliverectMultiMax: 1,
  positionNew: 0,
  translations: {},
  modifiers: [{ id: 'mod-1', groupId: 'group-1', name: 'Large', price: 300, isAvailable: true, positionNew: 0, translations: {} }],
  createdAt: '',
  updatedAt: '',
};

describe('the modifier group form', () => {
  it('blocks a minimum above the maximum before anything is sent', () => {
    const result = groupFormToBody({ ...groupToForm(null, 'eur'), name: 'Sides', min: 3, max: 2 }, 'eur');
    expect(result).toEqual({ ok: false, errors: { min: 'errors.minAboveMax' } });
  });

  it('keeps existing modifiers by id, adds new ones, prices in minor units', () => {
    const form = groupToForm(GROUP, 'eur');
    const added = { ...emptyModifier(), name: 'Small', price: '' };
    const result = groupFormToBody({ ...form, modifiers: [added, ...form.modifiers] }, 'eur');
    expect(result.ok && result.body.modifiers).toEqual([
      { name: 'Small', price: 0, isAvailable: true, translations: {} },
      { id: 'mod-1', name: 'Large', price: 300, isAvailable: true, translations: {} },
    ]);
  });

  it('names a bad option price and a missing option name by their row', () => {
    const form = groupToForm(GROUP, 'eur');
    const result = groupFormToBody(
      {
        ...form,
        modifiers: [
          { ...form.modifiers[0]!, price: 'free' },
          { ...emptyModifier(), name: '' },
        ],
      },
      'eur',
    );
    expect(!result.ok && result.errors).toEqual({ 'modifiers.0.price': 'errors.price', 'modifiers.1.name': 'errors.required' });
  });

  it('refuses an empty min (NumberInput gives "")', () => {
    const result = groupFormToBody({ ...groupToForm(null, 'eur'), name: 'Sides', min: '' }, 'eur');
    expect(!result.ok && result.errors.min).toBe('errors.number');
  });

  it('describes the rule as diners will read it', () => {
    expect(choiceRule(0, 3)).toEqual({ key: 'groups.ruleUpTo', values: { max: 3 } });
    expect(choiceRule(1, 1)).toEqual({ key: 'groups.ruleExactly', values: { count: 1 } });
    expect(choiceRule(1, 3)).toEqual({ key: 'groups.ruleBetween', values: { min: 1, max: 3 } });
  });
});

describe('errors the API sends back for a field', () => {
  it('land on that field (min above max after merging with the stored group)', () => {
    const error = new HttpError(400, {
      code: 'VALIDATION_FAILED',
      message: 'min: must not be greater than max',
      details: [{ path: 'body.min', key: 'minAboveMax', message: 'min must not be greater than max' }],
    });
    expect(serverFieldErrors(error)).toEqual({ min: 'errors.minAboveMax' });
    expect(serverFieldErrors(new HttpError(404, null))).toEqual({});
  });
});

describe('the tag form', () => {
  it('sends the discount only while it is on, colours in lower case', () => {
    const form = { ...tagToForm(null), name: 'Happy hour', color: '#6A4C93', discountPercent: 20 };
    expect(tagFormToBody(form)).toMatchObject({ ok: true, body: { color: '#6a4c93', discountPercent: 0, tagDiscountEnabled: false } });
    expect(tagFormToBody({ ...form, tagDiscountEnabled: true })).toMatchObject({ ok: true, body: { discountPercent: 20 } });
  });

  it('refuses a window with a time that is not HH:MM, and a discount over 100', () => {
    const form = { ...tagToForm(null), name: 'Lunch', tagAvailabilityEnabled: true, availabilityWindows: [{ weekday: 1, opens: '12:00', closes: '' }] };
    expect(tagFormToBody(form)).toEqual({ ok: false, errors: { 'availabilityWindows.0.closes': 'errors.time' } });
    expect(tagFormToBody({ ...tagToForm(null), name: 'X', tagDiscountEnabled: true, discountPercent: 120 })).toEqual({
      ok: false,
      errors: { discountPercent: 'errors.number' },
    });
  });

  it('summarises weekly windows by their times', () => {
    const everyDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens: '07:00', closes: '11:30' }));
    expect(groupWindows(everyDay)).toEqual([{ weekdays: [1, 2, 3, 4, 5, 6, 7], opens: '07:00', closes: '11:30' }]);
    const mixed = [
      { weekday: 6, opens: '10:00', closes: '14:00' },
      { weekday: 1, opens: '12:00', closes: '15:00' },
      { weekday: 7, opens: '10:00', closes: '14:00' },
    ];
    expect(groupWindows(mixed)).toEqual([
      { weekdays: [1], opens: '12:00', closes: '15:00' },
      { weekdays: [6, 7], opens: '10:00', closes: '14:00' },
    ]);
  });
});

describe('translations of menu content', () => {
  it('keep only real text: blank fields and empty languages go', () => {
    let map = withTranslation({}, 'ar', 'name', 'برجر');
    map = withTranslation(map, 'fr', 'name', 'Burger');
    map = withTranslation(map, 'fr', 'name', '   ');
    expect(map).toEqual({ ar: { name: 'برجر' } });
    expect(translatedLanguages(map)).toEqual(['ar']);
    expect(cleanTranslations({ de: { name: ' Burger ', description: '' } })).toEqual({ de: { name: 'Burger' } });
  });
});

describe('image files', () => {
  it('are checked for type and size before uploading', () => {
    expect(imageFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(imageFileProblem({ type: 'image/svg+xml', size: 1000 })).toBe('wrongType');
    expect(imageFileProblem({ type: 'application/pdf', size: 1000 })).toBe('wrongType');
    expect(imageFileProblem({ type: 'image/jpeg', size: 6 * 1024 * 1024 })).toBe('tooLarge');
  });
});
