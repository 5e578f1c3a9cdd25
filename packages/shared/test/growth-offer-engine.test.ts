import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  buyNFreeDiscount,
  checkOffer,
  combineOffers,
  inScope,
  offerDiscount,
  scheduleStatus,
  unitPrices,
  venueLocalDate,
  type TEngineContext,
  type TEngineLine,
  type TEngineOffer,
} from '../src/growth/offer-engine.ts';
import { localClock } from '../src/menu/availability.ts';
import { ZOfferCreateSchema } from '../src/growth/offers.ts';

const base: TEngineOffer = {
  id: 'o1',
  kind: 'percent_off',
  percent: 10,
  maxDiscount: 500,
  amountOff: null,
  buyQuantity: null,
  rewardItemIds: [],
  scope: { kind: 'menu', ids: [] },
  schedule: { startsOn: null, endsOn: null, weekdays: [], startTime: null, endTime: null },
  minSpend: 0,
  perCustomerLimit: null,
  totalUsesLimit: null,
  usesCount: 0,
  combinable: false,
  membersOnly: false,
  isActive: true,
  isDeleted: false,
};
const offer = (extra: Partial<TEngineOffer>): TEngineOffer => ({ ...base, ...extra });
const line = (itemId: string, unit: number, quantity = 1, extra: Partial<TEngineLine> = {}): TEngineLine => ({
  itemId,
  sectionId: 'mains',
  tagIds: [],
  quantity,
  lineTotal: unit * quantity,
  tagDiscount: 0,
  ...extra,
});
const total = (lines: TEngineLine[]) => lines.reduce((s, l) => s + l.lineTotal - l.tagDiscount, 0);
const ctx = (lines: TEngineLine[], extra: Partial<TEngineContext> = {}): TEngineContext => ({
  localDate: '2026-11-27',
  clock: { weekday: 5, minutes: 12 * 60 },
  signedIn: false,
  customerUses: 0,
  itemsTotal: total(lines),
  ...extra,
});

describe('the four kinds', () => {
  it('spend X get Y: the dearest reward unit is free once the items total reaches X', () => {
    const spend = offer({ kind: 'spend_get', percent: null, maxDiscount: null, minSpend: 3000, rewardItemIds: ['cake', 'tart'] });
    const cart = [line('steak', 2500), line('cake', 650), line('tart', 550)];
    expect(checkOffer(spend, cart, ctx(cart))).toEqual({ ok: true, discount: 650 });
    const small = [line('steak', 2000), line('cake', 650)];
    expect(checkOffer(spend, small, ctx(small))).toEqual({ ok: false, refusal: { code: 'OFFER_NOT_APPLICABLE', key: 'offerMinimumSpend', minSpend: 3000 } });
    const noDessert = [line('steak', 3500)];
    expect(checkOffer(spend, noDessert, ctx(noDessert))).toMatchObject({ ok: false, refusal: { key: 'offerNotQualified' } });
  });

  it('buy N get one free: the cheapest of each N + 1 units in scope', () => {
    const buy2 = offer({ kind: 'buy_n_get_free', percent: null, maxDiscount: null, buyQuantity: 2, scope: { kind: 'sections', ids: ['drinks'] } });
    const cart = [line('cola', 300, 3, { sectionId: 'drinks' }), line('beer', 500, 2, { sectionId: 'drinks' }), line('steak', 2500)];
    // Units dearest first: 500 500 300 | 300 300 -> one full group, its cheapest (300) free.
    expect(offerDiscount(buy2, cart)).toBe(300);
    expect(checkOffer(buy2, [line('cola', 300, 2, { sectionId: 'drinks' })], ctx([line('cola', 300, 2)]))).toMatchObject({
      ok: false,
      refusal: { key: 'offerNotQualified' },
    });
    expect(buyNFreeDiscount([100, 100, 100, 100, 100, 100], 2)).toBe(200);
  });

  it('percent off with a maximum, measured after tag discounts, on the scope only', () => {
    const cart = [line('steak', 2500, 2, { tagDiscount: 500, tagIds: ['promo'] }), line('cola', 300)];
    expect(offerDiscount(offer({ percent: 10, maxDiscount: 1000 }), cart)).toBe(480);
    expect(offerDiscount(offer({ percent: 50, maxDiscount: 1000 }), cart)).toBe(1000);
    expect(offerDiscount(offer({ percent: 10, maxDiscount: 1000, scope: { kind: 'tags', ids: ['promo'] } }), cart)).toBe(450);
    expect(offerDiscount(offer({ percent: 10, maxDiscount: 1000, scope: { kind: 'items', ids: ['cola'] } }), cart)).toBe(30);
  });

  it('a limited number of uses: used up at the limit (409 code), a fixed amount never above the scope', () => {
    const limited = offer({ kind: 'limited_uses', percent: null, maxDiscount: null, amountOff: 1000, totalUsesLimit: 10, usesCount: 9 });
    const cart = [line('cola', 300)];
    expect(checkOffer(limited, cart, ctx(cart))).toEqual({ ok: true, discount: 300 });
    expect(checkOffer({ ...limited, usesCount: 10 }, cart, ctx(cart))).toEqual({ ok: false, refusal: { code: 'OFFER_USED_UP', key: 'offerUsedUp' } });
  });
});

const sched = (extra: object) => ({ ...base.schedule, ...extra });

describe('refusals', () => {
  const cart = [line('steak', 2500)];
  it('inactive and deleted, members only, per-customer limit', () => {
    expect(checkOffer(offer({ isActive: false }), cart, ctx(cart))).toMatchObject({ refusal: { key: 'offerInactive' } });
    expect(checkOffer(offer({ isDeleted: true }), cart, ctx(cart))).toMatchObject({ refusal: { key: 'offerInactive' } });
    expect(checkOffer(offer({ membersOnly: true }), cart, ctx(cart))).toMatchObject({ refusal: { key: 'offerMembersOnly' } });
    expect(checkOffer(offer({ membersOnly: true }), cart, ctx(cart, { signedIn: true }))).toMatchObject({ ok: true });
    expect(checkOffer(offer({ perCustomerLimit: 1 }), cart, ctx(cart))).toMatchObject({ refusal: { key: 'offerMembersOnly' } });
    expect(checkOffer(offer({ perCustomerLimit: 1 }), cart, ctx(cart, { signedIn: true, customerUses: 1 }))).toMatchObject({
      refusal: { key: 'offerCustomerLimit' },
    });
  });

  it('schedule: expired after the last day, not now before the first day, outside the days or hours', () => {
    expect(scheduleStatus(sched({ endsOn: '2026-11-26' }), '2026-11-27', { weekday: 5, minutes: 0 })).toBe('expired');
    expect(scheduleStatus(sched({ endsOn: '2026-11-27' }), '2026-11-27', { weekday: 5, minutes: 1439 })).toBe('now');
    expect(scheduleStatus(sched({ startsOn: '2026-11-28' }), '2026-11-27', { weekday: 5, minutes: 0 })).toBe('notYet');
    expect(scheduleStatus(sched({ weekdays: [1, 2] }), '2026-11-27', { weekday: 5, minutes: 0 })).toBe('notNow');
    expect(scheduleStatus(sched({ startTime: '12:00', endTime: '15:00' }), '2026-11-27', { weekday: 5, minutes: 11 * 60 + 59 })).toBe('notNow');
    expect(scheduleStatus(sched({ startTime: '12:00', endTime: '15:00' }), '2026-11-27', { weekday: 5, minutes: 12 * 60 })).toBe('now');
    // A late window runs past midnight into the next day.
    expect(scheduleStatus(sched({ weekdays: [5], startTime: '22:00', endTime: '02:00' }), '2026-11-28', { weekday: 6, minutes: 60 })).toBe('now');
    expect(checkOffer(offer({ schedule: sched({ endsOn: '2026-11-01' }) }), cart, ctx(cart))).toMatchObject({ refusal: { key: 'offerExpired' } });
    expect(checkOffer(offer({ schedule: sched({ weekdays: [1] }) }), cart, ctx(cart))).toMatchObject({ refusal: { key: 'offerNotNow' } });
  });

  it('the venue clock is DST-correct (Malta, the night the clocks go back)', () => {
    // 2026-10-25 01:30 UTC is 02:30 CET after the change (03:00 CEST -> 02:00 CET at 01:00 UTC).
    const at = new Date('2026-10-25T01:30:00Z');
    expect(venueLocalDate('Europe/Malta', at)).toBe('2026-10-25');
    expect(localClock('Europe/Malta', at)).toEqual({ weekday: 7, minutes: 2 * 60 + 30 });
    expect(venueLocalDate('Pacific/Auckland', new Date('2026-11-27T12:00:00Z'))).toBe('2026-11-28');
  });

  it('offers that do not combine must be alone', () => {
    expect(
      combineOffers(
        [
          { id: 'a', discount: 100, combinable: true },
          { id: 'b', discount: 100, combinable: false },
        ],
        1000,
      ),
    ).toEqual({
      ok: false,
      offerId: 'b',
      refusal: { code: 'OFFER_NOT_APPLICABLE', key: 'offerNotCombinable' },
    });
    expect(combineOffers([{ id: 'b', discount: 100, combinable: false }], 1000)).toEqual({ ok: true, offers: [{ id: 'b', discount: 100 }] });
  });

  it('the create schema refuses rule fields of another kind', () => {
    expect(ZOfferCreateSchema.safeParse({ name: 'x', kind: 'percent_off', percent: 10, maxDiscount: 100, buyQuantity: 2 }).success).toBe(false);
    expect(ZOfferCreateSchema.safeParse({ name: 'x', kind: 'percent_off', percent: 10, maxDiscount: 100 }).success).toBe(true);
  });
});

const arbLine = fc
  .record({
    itemId: fc.constantFrom('a', 'b', 'c', 'd'),
    sectionId: fc.constantFrom('mains', 'drinks', null),
    tagIds: fc.subarray(['t1', 't2']),
    quantity: fc.integer({ min: 1, max: 20 }),
    unit: fc.integer({ min: 0, max: 100_000 }),
    tagPercent: fc.integer({ min: 0, max: 100 }),
  })
  .map(({ unit, quantity, tagPercent, ...rest }) => {
    const lineTotal = unit * quantity;
    return { ...rest, quantity, lineTotal, tagDiscount: Math.floor((lineTotal * tagPercent) / 100) };
  });
const arbScope = fc.oneof(
  fc.constant({ kind: 'menu' as const, ids: [] as string[] }),
  fc.record({ kind: fc.constant('sections' as const), ids: fc.subarray(['mains', 'drinks'], { minLength: 1 }) }),
  fc.record({ kind: fc.constant('items' as const), ids: fc.subarray(['a', 'b', 'c'], { minLength: 1 }) }),
  fc.record({ kind: fc.constant('tags' as const), ids: fc.subarray(['t1', 't2'], { minLength: 1 }) }),
);
const arbOffer = fc.oneof(
  fc
    .record({ percent: fc.integer({ min: 1, max: 100 }), maxDiscount: fc.integer({ min: 1, max: 1_000_000 }) })
    .map((r) => offer({ kind: 'percent_off', ...r })),
  fc.integer({ min: 1, max: 50 }).map((n) => offer({ kind: 'buy_n_get_free', percent: null, maxDiscount: null, buyQuantity: n })),
  fc.integer({ min: 1, max: 1_000_000 }).map((a) => offer({ kind: 'limited_uses', percent: null, maxDiscount: null, amountOff: a, totalUsesLimit: 10 })),
  fc
    .subarray(['a', 'b', 'c', 'd'], { minLength: 1 })
    .map((ids) => offer({ kind: 'spend_get', percent: null, maxDiscount: null, rewardItemIds: ids, minSpend: 1 })),
);

describe('properties', () => {
  it('a line’s units add up to its price after the tag discount, none differing by more than 1', () => {
    fc.assert(
      fc.property(arbLine, (l) => {
        const units = unitPrices(l);
        expect(units.reduce((s, u) => s + u, 0)).toBe(l.lineTotal - l.tagDiscount);
        expect(Math.max(...units) - Math.min(...units)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('an offer never takes off more than what is in its scope (nor below 0), and at most its maximum', () => {
    fc.assert(
      fc.property(arbOffer, arbScope, fc.array(arbLine, { minLength: 1, maxLength: 8 }), (o, scope, lines) => {
        const withScope = o.kind === 'spend_get' ? o : { ...o, scope };
        const d = offerDiscount(withScope, lines);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(d)).toBe(true);
        expect(d).toBeLessThanOrEqual(total(lines));
        if (o.kind !== 'spend_get') expect(d).toBeLessThanOrEqual(total(lines.filter((l) => inScope(scope, l))));
        if (o.maxDiscount !== null) expect(d).toBeLessThanOrEqual(o.maxDiscount);
        if (o.amountOff !== null) expect(d).toBeLessThanOrEqual(o.amountOff);
      }),
    );
  });

  it('buy N get one free gives exactly floor(units / (N + 1)) units free', () => {
    fc.assert(
      fc.property(fc.array(fc.constant(100), { maxLength: 200 }), fc.integer({ min: 1, max: 10 }), (units, n) => {
        expect(buyNFreeDiscount(units, n)).toBe(100 * Math.floor(units.length / (n + 1)));
      }),
    );
  });

  it('combined offers never take the items total below 0', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100_000 }), { maxLength: 5 }), fc.integer({ min: 0, max: 200_000 }), (discounts, itemsTotal) => {
        const result = combineOffers(
          discounts.map((d, i) => ({ id: String(i), discount: d, combinable: true })),
          itemsTotal,
        );
        expect(result.ok).toBe(true);
        if (result.ok) {
          const sum = result.offers.reduce((s, o) => s + o.discount, 0);
          expect(sum).toBeLessThanOrEqual(itemsTotal);
          expect(sum).toBe(
            Math.min(
              itemsTotal,
              discounts.reduce((s, d) => s + d, 0),
            ),
          );
        }
      }),
    );
  });
});
