import { describe, expect, it } from 'vitest';
import { sectionToForm, validateSectionForm } from '../src/features/menu-admin/lib/section-form';
import { tagToForm, validateTagForm } from '../src/features/menu-admin/lib/tag-form';
import { itemToForm, validateItemForm } from '../src/features/menu-admin/lib/item-form';
import { groupToForm, validateGroupForm } from '../src/features/menu-admin/lib/group-form';
import { validateAllergen } from '../src/features/menu-admin/lib/allergen-form';
import { soldOutFormDefaults, validateSoldOut } from '../src/features/menu-admin/lib/sold-out';

describe('menu builder forms on @mantine/form (validate from the shared schemas)', () => {
  it('section: a title is needed; a good form has no errors', () => {
    expect(validateSectionForm({ ...sectionToForm(null), title: 'Starters' })).toEqual({});
    expect(validateSectionForm(sectionToForm(null))).toEqual({ title: 'errors.required' });
  });

  it('tag: a name is needed, a discount must be a number, windows must be times', () => {
    expect(validateTagForm({ ...tagToForm(null), name: 'Lunch' })).toEqual({});
    const errors = validateTagForm({
      ...tagToForm(null),
      tagDiscountEnabled: true,
      discountPercent: '',
      tagAvailabilityEnabled: true,
      availabilityWindows: [{ weekday: 1, opens: '25:00', closes: '15:00' }],
    });
    expect(errors).toMatchObject({ name: 'errors.required', discountPercent: 'errors.number', 'availabilityWindows.0.opens': 'errors.time' });
  });
});

describe('item and modifier group forms', () => {
  it('item: a name and a plain price are needed', () => {
    const form = { ...itemToForm(null, 's1', 'eur'), name: 'Soup', price: '4.50' };
    expect(validateItemForm(form, 'eur')).toEqual({});
    expect(validateItemForm({ ...form, name: '', price: 'abc' }, 'eur')).toMatchObject({ name: 'errors.required' });
    expect(Object.keys(validateItemForm({ ...form, price: 'abc' }, 'eur'))).toEqual(['price']);
  });

  it('group: min above max is named on its field', () => {
    const form = { ...groupToForm(null, 'eur'), name: 'Sides' };
    expect(validateGroupForm(form, 'eur')).toEqual({});
    expect(validateGroupForm({ ...form, min: 3, max: 1 }, 'eur')).toMatchObject({ min: 'errors.minAboveMax' });
  });
});

describe('allergen form', () => {
  it('needs a name', () => {
    expect(validateAllergen({ name: 'Pine nuts', isDescriptor: false })).toEqual({});
    expect(validateAllergen({ name: '', isDescriptor: true })).toEqual({ name: 'errors.required' });
  });
});

describe('sold-out form', () => {
  const now = new Date('2026-06-01T10:00:00Z');
  it('takes "until further notice", or a time after now on the venue clock', () => {
    expect(validateSoldOut({ choice: 'indefinitely', until: '' }, 'Europe/Malta', now)).toEqual({});
    expect(validateSoldOut({ choice: 'until', until: '2026-06-01T14:00' }, 'Europe/Malta', now)).toEqual({});
    expect(validateSoldOut({ choice: 'until', until: '2026-06-01T11:00' }, 'Europe/Malta', now)).toEqual({ until: 'errors.soldOutTime' });
    expect(soldOutFormDefaults('Europe/Malta', now)).toEqual({ choice: 'indefinitely', until: '2026-06-01T14:00' });
  });
});
