import { describe, expect, it, vi } from 'vitest';
import { CLUB_SUBSCRIPTION_STATUSES, type TClubPlan } from '@menudelite/shared/growth/club';
import { LANGUAGES } from '@menudelite/shared/i18n/languages';
import { isPayingPage } from '@menudelite/shared/payments/paying-pages';
import { apiRequest } from '../src/lib/http/api-client';
import { checkPlanForm, EMPTY_PLAN, planFormOf } from '../src/features/club-admin/lib/plan-form';
import { publicClubQuery } from '../src/features/club-public/api/club';
import { LIVE } from '../src/features/club-public/lib/status';

vi.mock('../src/lib/http/api-client', () => ({ apiRequest: vi.fn() }));

type TTree = { [key: string]: string | TTree };
const ADMIN = import.meta.glob<TTree>('../src/features/club-admin/locales/*.json', { import: 'default', eager: true });
const PUBLIC = import.meta.glob<TTree>('../src/features/club-public/locales/*.json', { import: 'default', eager: true });
const DINER = import.meta.glob<TTree>('../src/features/diner-menu/locales/*.json', { import: 'default', eager: true });

const plan: TClubPlan = {
  id: 'p1',
  name: 'Coffee Club',
  description: 'A coffee a day',
  monthlyPrice: 999,
  currency: 'eur',
  percentOff: 10,
  freeItems: [{ id: 'espresso', name: 'Espresso' }],
  freeItemsPerDay: 1,
  isActive: true,
  createdAt: '2026-11-01T10:00:00.000Z',
};

describe('/deliteClub: the plan form', () => {
  it('refuses what the server would, naming the field: no name, no price, a price of zero, free items without a daily number, a name too long', () => {
    expect(checkPlanForm(EMPTY_PLAN, 'eur')).toEqual({ body: null, errors: { name: 'form.nameRequired', price: 'form.priceInvalid' } });
    const named = { ...EMPTY_PLAN, name: 'Club', price: '0' };
    expect(checkPlanForm(named, 'eur').errors).toEqual({ price: 'form.priceInvalid' });
    expect(checkPlanForm({ ...named, price: '5', freeItemIds: ['a'], freeItemsPerDay: 0 }, 'eur').errors).toEqual({ freeItemsPerDay: 'form.perDayRequired' });
    expect(checkPlanForm({ ...named, name: 'x'.repeat(81), price: '5' }, 'eur').errors).toEqual({ name: 'form.tooLong' });
    expect(checkPlanForm({ ...named, price: 'abc' }, 'eur').errors).toEqual({ price: 'form.priceInvalid' });
  });

  it('sends minor units in the venue’s currency (a comma or a point), trimmed text, and no daily number without free items', () => {
    expect(checkPlanForm({ ...EMPTY_PLAN, name: ' Coffee Club ', price: '9,99', description: ' daily ' }, 'eur').body).toEqual({
      name: 'Coffee Club',
      description: 'daily',
      monthlyPrice: 999,
      percentOff: 10,
      freeItemIds: [],
      freeItemsPerDay: 0,
      isActive: true,
    });
    expect(checkPlanForm({ ...EMPTY_PLAN, name: 'Gold', price: '1.250' }, 'kwd').body?.monthlyPrice).toBe(1250);
  });

  it('edits a plan as it is: its price written back in major units, its items and daily number', () => {
    const values = planFormOf(plan, 'eur');
    expect(values).toMatchObject({ name: 'Coffee Club', price: '9.99', freeItemIds: ['espresso'], freeItemsPerDay: 1, percentOff: 10, isActive: true });
    expect(checkPlanForm(values, 'eur').body).toMatchObject({ monthlyPrice: 999, freeItemIds: ['espresso'], freeItemsPerDay: 1 });
  });
});

describe('the club pages', () => {
  it('names every subscription status in both club namespaces, in all 14 languages; SPEC section 4 words in English', () => {
    for (const lang of LANGUAGES) {
      for (const tree of [ADMIN, PUBLIC]) {
        const prefix = tree === ADMIN ? 'club-admin' : 'club-public';
        const locale = tree[`../src/features/${prefix}/locales/${lang}.json`] as any;
        expect(locale, `${prefix} ${lang}`).toBeDefined();
        for (const s of CLUB_SUBSCRIPTION_STATUSES) expect(locale.status[s], `${prefix} ${lang} ${s}`).toBeTruthy();
      }
      expect((DINER[`../src/features/diner-menu/locales/${lang}.json`] as any).item.freeWithClub, lang).toBeTruthy();
    }
    const en = PUBLIC['../src/features/club-public/locales/en.json'] as any;
    expect(en.status.pending_cancellation).toBe('PENDING CANCELLATION');
    expect(en.status.cancelled).toBe('CANCELLED');
  });

  it('a live subscription is one that holds the place: cancelled and declined ones let the customer subscribe again', () => {
    expect(LIVE).toEqual(['incomplete', 'active', 'past_due', 'pending_cancellation']);
  });

  it('the club page is a paying page (with Stripe its document may run Stripe.js to save the card); the staff page is not', () => {
    expect(isPayingPage('/restaurants/demo-bistro/club')).toBe(true);
    expect(isPayingPage('/restaurants/demo-bistro/club?x=1')).toBe(true);
    expect(isPayingPage('/deliteClub')).toBe(false);
    expect(isPayingPage('/deliteClubInfo')).toBe(false);
  });

  it('reads the venue’s club without a token (anyone may see the plans)', async () => {
    vi.mocked(apiRequest).mockResolvedValueOnce({ plans: [] });
    await publicClubQuery('demo-bistro').queryFn!({} as never);
    expect(apiRequest).toHaveBeenLastCalledWith('/api/public/restaurants/demo-bistro/club', { anonymous: true });
  });
});
