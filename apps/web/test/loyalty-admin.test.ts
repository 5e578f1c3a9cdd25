import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ZLoyaltyCampaignCreateSchema, type TLoyaltyCampaign } from '@menudelite/shared/growth/loyalty';
import { BUSINESS_PAGES } from '../src/app/router/business-pages';
import { PUBLIC_PLACEHOLDERS } from '../src/app/router/public-pages';
import { campaignErrors, campaignRequest, campaignValues } from '../src/features/loyalty-admin/lib/campaign-form';
import { passIdentifierFrom } from '../src/features/loyalty-admin/lib/pass-input';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).toSorted();

const CAMPAIGN: TLoyaltyCampaign = {
  id: 'c1',
  name: '10 coffees, 1 free',
  rewardDescription: 'A free coffee',
  minSpendQuantity: 10,
  minOrderAmount: 350,
  isActive: true,
  isDeleted: false,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
  membersCount: 4,
};

describe('Scan / enter pass', () => {
  it('reads a typed code (any case, spaces, dashes) or the address in the customer QR code', () => {
    expect(passIdentifierFrom(' 7kqm-2xwn abcd ')).toBe('7KQM2XWNABCD');
    expect(passIdentifierFrom('https://menu.example.test/loyalty/redeem/7KQM2XWNABCDEFGH2345?x=1')).toBe('7KQM2XWNABCDEFGH2345');
    for (const bad of ['', '   ', 'ab', 'not a/code!', 'x'.repeat(80)]) expect(passIdentifierFrom(bad)).toBeNull();
  });
});

describe('the campaign form', () => {
  it("shows the minimum order in major units and sends minor units the server's schema accepts", () => {
    const values = campaignValues(CAMPAIGN, 'eur');
    expect(values).toMatchObject({ name: '10 coffees, 1 free', stamps: 10, minOrder: '3.50', isActive: true });
    const body = campaignRequest({ ...values, minOrder: '5' }, 'eur');
    expect(body).toEqual({ name: '10 coffees, 1 free', rewardDescription: 'A free coffee', minSpendQuantity: 10, minOrderAmount: 500, isActive: true });
    expect(ZLoyaltyCampaignCreateSchema.safeParse(body).success).toBe(true);
    expect(campaignRequest({ ...values, minOrder: '0.250' }, 'kwd')!.minOrderAmount).toBe(250);
  });

  it('refuses empty words, stamps out of 1..50 and a malformed amount before sending', () => {
    const values = campaignValues(null, 'eur');
    expect(campaignErrors(values, 'eur')).toEqual({ name: 'required', reward: 'required', stamps: null, minOrder: null });
    const filled = { ...values, name: 'Card', reward: 'Cake' };
    expect(campaignRequest(filled, 'eur')).not.toBeNull();
    for (const [patch, field, key] of [
      [{ stamps: 0 }, 'stamps', 'stampsRange'],
      [{ stamps: 51 }, 'stamps', 'stampsRange'],
      [{ stamps: '' }, 'stamps', 'stampsRange'],
      [{ minOrder: 'abc' }, 'minOrder', 'amountInvalid'],
      [{ minOrder: '1.005' }, 'minOrder', 'amountInvalid'],
      [{ name: '   ' }, 'name', 'required'],
    ] as const) {
      expect(campaignErrors({ ...filled, ...patch }, 'eur')[field]).toBe(key);
      expect(campaignRequest({ ...filled, ...patch }, 'eur')).toBeNull();
    }
  });
});

describe('routes and strings', () => {
  it('/loyalty and the redeem page are real pages (the redeem page only with loyaltyEnabled); the customer page is no placeholder', () => {
    expect(BUSINESS_PAGES.find((p) => p.path === '/loyalty')?.kind).toBe('loyalty');
    const redeem = BUSINESS_PAGES.find((p) => p.path === '/loyalty/redeem/:passIdentifier')!;
    expect(redeem.kind).toBe('loyaltyRedeem');
    expect(redeem.rule.requiresLoyalty).toBe(true);
    expect(PUBLIC_PLACEHOLDERS.some((p) => p.path === '/partners/:restaurantId/loyalty')).toBe(false);
  });

  it('both namespaces have every English key in the 13 other languages, with the same placeholders', () => {
    const flat = (tree: Record<string, unknown>, prefix = ''): [string, string][] =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'string' ? [[prefix + key, value]] : flat(value as Record<string, unknown>, `${prefix}${key}.`),
      );
    for (const namespace of ['loyalty-admin', 'loyalty-join']) {
      const read = (language: string) =>
        JSON.parse(readFileSync(resolve(import.meta.dirname, `../src/features/${namespace}/locales/${language}.json`), 'utf8'));
      const english = new Map(flat(read('en')));
      for (const language of ['es', 'zh', 'ar', 'ru', 'ja', 'ko', 'de', 'fr', 'pl', 'pt', 'it', 'nl', 'hi']) {
        const other = new Map(flat(read(language)));
        expect([...other.keys()].toSorted(), `${namespace} ${language}`).toEqual([...english.keys()].toSorted());
        for (const [key, text] of english) expect(placeholders(other.get(key)!), `${namespace} ${language} ${key}`).toEqual(placeholders(text));
      }
    }
  });
});
