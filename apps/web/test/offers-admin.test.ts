import { describe, expect, it } from 'vitest';
import { ZOfferCreateSchema, type TOffer } from '@menudelite/shared/growth/offers';
import { checkOfferForm, EMPTY_OFFER, offerFormOf, type TOfferFormValues } from '../src/features/offers-admin/lib/offer-form';
import { ruleText, scheduleText, weekdayName } from '../src/features/offers-admin/lib/offer-summary';

const form = (patch: Partial<TOfferFormValues>): TOfferFormValues => ({ ...EMPTY_OFFER, name: 'Lunch deal', maxDiscount: '5', ...patch });
const echo = (key: string, params?: Record<string, unknown>) => (params ? `${key} ${JSON.stringify(params)}` : key);

describe('/offers: the offer drawer form', () => {
  it('turns each kind into a body the server’s own schema accepts, amounts in minor units', () => {
    const cases: Partial<TOfferFormValues>[] = [
      { kind: 'percent_off', percent: '15', maxDiscount: '7,50', scopeKind: 'sections', scopeIds: ['s1'] },
      { kind: 'spend_get', minSpend: '30.00', rewardItemIds: ['tiramisu'], scopeKind: 'items', scopeIds: ['ignored'] },
      { kind: 'buy_n_get_free', buyQuantity: '2', maxDiscount: '' },
      { kind: 'limited_uses', limitedBy: 'amount', amountOff: '2', maxDiscount: '', totalUsesLimit: '10', code: 'first-10' },
      { kind: 'limited_uses', limitedBy: 'percent', percent: '20', maxDiscount: '', totalUsesLimit: '50' },
    ];
    for (const patch of cases) {
      const { body, errors } = checkOfferForm(form(patch), 'eur');
      expect(errors).toEqual({});
      expect(ZOfferCreateSchema.safeParse(body).success, JSON.stringify(body)).toBe(true);
    }
    expect(checkOfferForm(form(cases[0]!), 'eur').body).toMatchObject({ percent: 15, maxDiscount: 750, scope: { kind: 'sections', ids: ['s1'] } });
    // Spend X get Y counts the whole order: its scope is the menu whatever was picked before.
    expect(checkOfferForm(form(cases[1]!), 'eur').body).toMatchObject({
      minSpend: 3000,
      rewardItemIds: ['tiramisu'],
      scope: { kind: 'menu', ids: [] },
      percent: null,
    });
    expect(checkOfferForm(form(cases[3]!), 'eur').body).toMatchObject({ amountOff: 200, code: 'FIRST-10', totalUsesLimit: 10, percent: null });
    expect(checkOfferForm(form({ maxDiscount: '1.250' }), 'kwd').body).toMatchObject({ maxDiscount: 1250 });
  });

  it('names each field the server would refuse, in keys of its namespace', () => {
    expect(checkOfferForm({ ...EMPTY_OFFER }, 'eur').errors).toMatchObject({ name: 'form.required', maxDiscount: 'form.maxRequired' });
    expect(checkOfferForm(form({ percent: '101' }), 'eur').errors).toEqual({ percent: 'form.percentInvalid' });
    expect(checkOfferForm(form({ maxDiscount: 'abc' }), 'eur').errors).toEqual({ maxDiscount: 'form.amountInvalid' });
    expect(checkOfferForm(form({ kind: 'spend_get' }), 'eur').errors).toEqual({ minSpend: 'form.spendRequired', rewardItemIds: 'form.rewardRequired' });
    expect(checkOfferForm(form({ kind: 'limited_uses', limitedBy: 'amount', maxDiscount: '' }), 'eur').errors).toEqual({
      amountOff: 'form.amountInvalid',
      totalUsesLimit: 'form.usesRequired',
    });
    expect(checkOfferForm(form({ scopeKind: 'tags' }), 'eur').errors).toEqual({ scopeIds: 'form.scopeRequired' });
    expect(checkOfferForm(form({ code: 'a b' }), 'eur').errors).toEqual({ code: 'form.codeInvalid' });
    expect(checkOfferForm(form({ startsOn: '2026-12-10', endsOn: '2026-12-01' }), 'eur').errors).toEqual({ endsOn: 'form.endsBeforeStarts' });
    expect(checkOfferForm(form({ startTime: '12:00' }), 'eur').errors).toEqual({ endTime: 'form.bothTimes' });
    expect(checkOfferForm(form({ perCustomerLimit: '1.5' }), 'eur').errors).toEqual({ perCustomerLimit: 'form.countInvalid' });
    expect(checkOfferForm(form({ name: 'x'.repeat(81) }), 'eur').errors).toEqual({ name: 'form.tooLong' });
  });

  it('reads an offer back into the form and gives the same body again', () => {
    const offer: TOffer = {
      id: 'o1',
      restaurantId: 'r1',
      name: 'Happy hour',
      description: 'Drinks',
      kind: 'buy_n_get_free',
      percent: null,
      maxDiscount: null,
      amountOff: null,
      buyQuantity: 2,
      rewardItemIds: [],
      scope: { kind: 'sections', ids: ['drinks'] },
      schedule: { startsOn: '2026-12-01', endsOn: null, weekdays: [5, 6], startTime: '17:00', endTime: '19:00' },
      minSpend: 1000,
      perCustomerLimit: null,
      totalUsesLimit: 100,
      usesCount: 3,
      combinable: true,
      membersOnly: false,
      code: null,
      isActive: true,
      isDeleted: false,
      createdAt: '2026-11-27T10:00:00.000Z',
      updatedAt: '2026-11-27T10:00:00.000Z',
    };
    const body = checkOfferForm(offerFormOf(offer, 'eur'), 'eur').body!;
    const { id: _i, restaurantId: _r, usesCount: _u, isDeleted: _d, createdAt: _c, updatedAt: _up, ...expected } = offer;
    expect(body).toEqual(expected);
    expect(ruleText(offer, 'eur', echo)).toBe('rule.buyN {"count":2}');
    expect(scheduleText(offer, 'en', echo)).toBe('schedule.from {"from":"Dec 1, 2026"} · Fri, Sat · 17:00–19:00');
    expect(weekdayName(1, 'ar')).toBe('الاثنين');
  });
});
