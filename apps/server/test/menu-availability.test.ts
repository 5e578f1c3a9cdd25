import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromPrice, isOpenAt, isSoldOut, isWithinWindows, localClock } from '@menudelite/shared/menu/availability';
import { translated } from '@menudelite/shared/menu/translate';

describe('local clock', () => {
  it("reads the weekday and time in the venue's zone", () => {
    // 2030-01-06 23:30 UTC is Monday 00:30 in Malta (UTC+1) and still Sunday in New York.
    const now = new Date('2030-01-06T23:30:00Z');
    expect(localClock('Europe/Malta', now)).toEqual({ weekday: 1, minutes: 30 });
    expect(localClock('America/New_York', now)).toEqual({ weekday: 7, minutes: 18 * 60 + 30 });
    expect(localClock('UTC', new Date('2030-01-07T00:00:00Z'))).toEqual({ weekday: 1, minutes: 0 });
  });
});

describe('weekly windows', () => {
  const lunch = [{ weekday: 2, opens: '12:00', closes: '15:00' }];
  it('includes the opening minute and excludes the closing one', () => {
    expect(isWithinWindows(lunch, { weekday: 2, minutes: 12 * 60 })).toBe(true);
    expect(isWithinWindows(lunch, { weekday: 2, minutes: 15 * 60 - 1 })).toBe(true);
    expect(isWithinWindows(lunch, { weekday: 2, minutes: 15 * 60 })).toBe(false);
    expect(isWithinWindows(lunch, { weekday: 3, minutes: 13 * 60 })).toBe(false);
  });

  it('runs a late window past midnight into the next day, Sunday into Monday too', () => {
    const late = [{ weekday: 7, opens: '20:00', closes: '02:00' }];
    expect(isWithinWindows(late, { weekday: 7, minutes: 23 * 60 })).toBe(true);
    expect(isWithinWindows(late, { weekday: 1, minutes: 60 })).toBe(true);
    expect(isWithinWindows(late, { weekday: 1, minutes: 2 * 60 })).toBe(false);
    expect(isWithinWindows(late, { weekday: 7, minutes: 60 })).toBe(false);
  });

  it('treats equal opening and closing times as the whole day', () => {
    expect(isWithinWindows([{ weekday: 4, opens: '00:00', closes: '00:00' }], { weekday: 4, minutes: 23 * 60 + 59 })).toBe(true);
  });

  it('reads opening hours the same way', () => {
    const hours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, intervals: weekday === 5 ? [{ opens: '18:00', closes: '23:00' }] : [] }));
    expect(isOpenAt(hours, { weekday: 5, minutes: 19 * 60 })).toBe(true);
    expect(isOpenAt(hours, { weekday: 6, minutes: 19 * 60 })).toBe(false);
  });
});

describe('sold out', () => {
  it('lasts until its time and no longer', () => {
    const now = new Date('2030-01-01T12:00:00Z');
    expect(isSoldOut(null, now)).toBe(false);
    expect(isSoldOut('2030-01-01T12:00:01Z', now)).toBe(true);
    expect(isSoldOut('2030-01-01T12:00:00Z', now)).toBe(false);
  });
});

const group = (min: number, multi: number, prices: [number, boolean][]) => ({
  min,
  deliverectMultiMax: multi,
  modifiers: prices.map(([price, isAvailable]) => ({ price, isAvailable })),
});

describe('from-price', () => {
  it('adds the cheapest available choices each required group demands', () => {
    expect(fromPrice(1000, [])).toBe(1000);
    expect(fromPrice(1000, [group(0, 1, [[500, true]])])).toBe(1000);
    expect(
      fromPrice(1000, [
        group(1, 1, [
          [0, false],
          [150, true],
          [300, true],
        ]),
      ]),
    ).toBe(1150);
    expect(
      fromPrice(1000, [
        group(2, 1, [
          [100, true],
          [200, true],
          [50, true],
        ]),
      ]),
    ).toBe(1150);
    expect(
      fromPrice(1000, [
        group(3, 2, [
          [100, true],
          [200, true],
        ]),
      ]),
    ).toBe(1400);
  });

  it('is null when a required group cannot be satisfied', () => {
    expect(fromPrice(1000, [group(1, 1, [[100, false]])])).toBeNull();
    expect(
      fromPrice(1000, [
        group(3, 1, [
          [100, true],
          [200, true],
        ]),
      ]),
    ).toBeNull();
  });

  it('is never below the item price and never above price plus min times the dearest choice', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 3 }), fc.array(fc.integer({ min: 0, max: 5000 }), { maxLength: 5 }))),
        (price, groups) => {
          const shaped = groups.map(([min, multi, prices]) =>
            group(
              min,
              multi,
              prices.map((p) => [p, true]),
            ),
          );
          const result = fromPrice(price, shaped);
          if (result === null) return shaped.some((g) => g.min > g.modifiers.length * g.deliverectMultiMax);
          const ceiling = price + shaped.reduce((sum, g) => sum + g.min * Math.max(0, ...g.modifiers.map((m) => m.price)), 0);
          return result >= price && result <= ceiling;
        },
      ),
    );
  });
});

describe('translations', () => {
  it("uses the venue's translation when there is one, else its default language", () => {
    const item = { name: 'Burger', description: 'Beef', translations: { ar: { name: 'برجر' } } };
    expect(translated(item, 'name', 'ar')).toBe('برجر');
    expect(translated(item, 'description', 'ar')).toBe('Beef');
    expect(translated(item, 'name', 'fr')).toBe('Burger');
  });
});
