import { describe, expect, it } from 'vitest';
import { languageInUrl, isDinerMenuPath } from '../src/app/startup/diner-url';
import { availabilityNotices, openState } from '../src/features/diner-menu/lib/availability-notices';
import { brandStyle } from '../src/features/diner-menu/lib/brand-style';
import { nutritionRows } from '../src/features/diner-menu/lib/nutrition-rows';
import { tableMenuPath } from '../src/features/diner-menu/lib/diner-language';

const open = { isOpenNow: true, acceptingOrders: true, acceptingPickup: true, acceptingDelivery: true };
const venue = { allowsPickUp: true, allowsDelivery: true };

describe('SPEC section 8 messages shown to diners', () => {
  it('"not accepting orders" says it all', () => {
    expect(availabilityNotices({ ...open, acceptingOrders: false, acceptingPickup: false, acceptingDelivery: false }, venue, { atTable: false })).toEqual([
      'notAcceptingOrders',
    ]);
    expect(availabilityNotices({ ...open, acceptingOrders: false }, venue, { atTable: true })).toEqual(['notAcceptingOrders']);
  });

  it('pickup and delivery are mentioned away from a table, and only for a venue that offers them', () => {
    const noRemote = { ...open, acceptingPickup: false, acceptingDelivery: false };
    expect(availabilityNotices(noRemote, venue, { atTable: false })).toEqual(['notAcceptingPickup', 'notAcceptingDelivery']);
    expect(availabilityNotices(noRemote, { allowsPickUp: true, allowsDelivery: false }, { atTable: false })).toEqual(['notAcceptingPickup']);
    expect(availabilityNotices(noRemote, venue, { atTable: true })).toEqual([]);
    expect(availabilityNotices(open, venue, { atTable: false })).toEqual([]);
  });
});

describe('the open state beside the opening times', () => {
  it('never says "Open now" while the venue is not accepting orders', () => {
    expect(openState(open)).toBe('openNow');
    expect(openState({ isOpenNow: true, acceptingOrders: false })).toBe('notTakingOrders');
    expect(openState({ isOpenNow: false, acceptingOrders: false })).toBe('closedNow');
  });
});

describe('venue colours', () => {
  it('pairs each colour with the readable text colour on it', () => {
    const style = brandStyle({ primaryColor: '#1f6f5c', secondaryColor: '#ffe066', backgroundColor: '#111111' });
    expect(style['--md-brand']).toBe('#1f6f5c');
    expect(style['--md-on-brand']).toBe('#ffffff');
    expect(style['--md-on-accent']).toBe('#000000');
    expect(style['--md-on-page']).toBe('#ffffff');
  });

  it('falls back to defaults for anything that is not #rrggbb', () => {
    const style = brandStyle({ primaryColor: 'red; background: url(x)', secondaryColor: '', backgroundColor: '#fff' });
    expect(style['--md-brand']).toMatch(/^#[0-9a-f]{6}$/);
    expect(style['--md-page']).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('nutrition rows', () => {
  it('shows only what the venue filled in, calories as a range', () => {
    expect(nutritionRows({ caloriesMin: 300, caloriesMax: 450, protein: 20.25, sodium: 400 }, 'en')).toEqual([
      { key: 'calories', unit: 'kcal', value: '300–450' },
      { key: 'protein', unit: 'g', value: '20.3' },
      { key: 'sodium', unit: 'mg', value: '400' },
    ]);
    expect(nutritionRows({ caloriesMax: 500 }, 'en')).toEqual([{ key: 'calories', unit: 'kcal', value: '500' }]);
    expect(nutritionRows({}, 'en')).toEqual([]);
  });
});

describe('diner URLs', () => {
  it('reads the language of /eat/:tableCode/:language, nothing else', () => {
    expect(languageInUrl('/eat/AbC_123/ar')).toBe('ar');
    expect(languageInUrl('/eat/AbC_123/ar/')).toBe('ar');
    expect(languageInUrl('/eat/AbC_123/checkout')).toBeNull();
    expect(languageInUrl('/eat/AbC_123')).toBeNull();
    expect(languageInUrl('/settings')).toBeNull();
  });

  it('knows the diner menu pages (which skip the web fonts)', () => {
    expect(isDinerMenuPath('/eat/AbC_123')).toBe(true);
    expect(isDinerMenuPath('/restaurants/abc/menu')).toBe(true);
    expect(isDinerMenuPath('/hotels/abc/menu')).toBe(true);
    expect(isDinerMenuPath('/menu')).toBe(false);
    // The guest's booking pages are diner pages too (issue 10): the phone's own font, the diner's language.
    expect(isDinerMenuPath('/restaurants/abc/book')).toBe(true);
    expect(isDinerMenuPath('/reservations')).toBe(false);
  });

  it('builds the table menu path in a language', () => {
    expect(tableMenuPath('a/b', 'de')).toBe('/eat/a%2Fb/de');
  });
});
