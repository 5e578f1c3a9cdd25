import { describe, expect, it } from 'vitest';
import { ZPointsRulesRequestSchema, type TPointsRules } from '@menudelite/shared/growth/points';
import { parseAmount, rulesRequest, rulesValues } from '../src/features/points-admin/lib/rules-form';

const RULES: TPointsRules = {
  enabled: true,
  earn: { points: 1, amount: 100 },
  redeem: { points: 100, amount: 100, minimumPoints: 50 },
  expiryDays: null,
  currency: 'eur',
  timeZone: 'Europe/Malta',
  expiryEffectiveAt: null,
  configured: true,
  updatedAt: null,
};

describe('the points rules form', () => {
  it('shows amounts in major units and sends them back in minor units', () => {
    const values = rulesValues(RULES);
    expect(values).toMatchObject({ earnAmount: '1.00', redeemAmount: '1.00', expires: false, expiryDays: 365 });
    expect(rulesRequest(values, 'eur')).toEqual({
      enabled: true,
      earn: { points: 1, amount: 100 },
      redeem: { points: 100, amount: 100, minimumPoints: 50 },
      expiryDays: null,
    });
    expect(rulesRequest({ ...values, expires: true, expiryDays: 30, earnAmount: '2,50' }, 'eur')).toMatchObject({ earn: { amount: 250 }, expiryDays: 30 });
    expect(rulesRequest({ ...values, redeemAmount: '0.250' }, 'kwd').redeem.amount).toBe(250);
  });

  it('a malformed or empty figure becomes NaN, which the shared schema refuses as the server would', () => {
    expect(parseAmount('abc', 'eur')).toBeNaN();
    expect(parseAmount('', 'eur')).toBeNaN();
    expect(parseAmount('1.005', 'eur')).toBeNaN();
    const values = rulesValues(RULES);
    for (const bad of [{ earnAmount: 'x' }, { earnPoints: '' as const }, { minimumPoints: 0 }, { expires: true, expiryDays: 0 }]) {
      expect(ZPointsRulesRequestSchema.safeParse(rulesRequest({ ...values, ...bad }, 'eur')).success).toBe(false);
    }
  });
});
