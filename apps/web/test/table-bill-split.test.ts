import fc from 'fast-check';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@menudelite/shared/money/format';
import type { TBillMessage } from '../src/features/table-bill/lib/messages';
import { partialPaymentProblem, shareFor } from '../src/features/table-bill/lib/pay-choice';
import { splitPreview } from '../src/features/table-bill/lib/split';
import { billOf } from './table-bill-fixture';

const ERRORS = import.meta.glob<object>('../src/i18n/errors/*.json', { import: 'default', eager: true });
const BILL = import.meta.glob<object>('../src/features/table-bill/locales/*.json', { import: 'default', eager: true });
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    fallbackLng: false,
    interpolation: { escapeValue: false },
    resources: Object.fromEntries(
      ['en', 'ar'].map((lng) => [
        lng,
        { errors: ERRORS[`../src/i18n/errors/${lng}.json`]!, 'table-bill': BILL[`../src/features/table-bill/locales/${lng}.json`]! },
      ]),
    ),
  });
});
/** A bill message as the diner reads it (the screen's MessageText does the same with the 'table-bill' namespace). */
const say = (message: TBillMessage | null, lng = 'en') => (message ? i18n.t(message.key, { ns: 'table-bill', lng, ...message.values }) : null);

describe('an N-way split of what remains (the display of what each pays)', () => {
  it('puts the leftover cent on the first payer, so the shares add up to exactly what remains', () => {
    const preview = splitPreview(billOf([{ amount: 5860 }]), 3)!;
    expect(preview).toMatchObject({ people: 3, index: 1, yours: 1954, shares: [1954, 1953, 1953] });
    expect(preview.groups).toEqual([
      { amount: 1954, count: 1 },
      { amount: 1953, count: 2 },
    ]);
  });

  it('continues the plan under way: the next payer gets the next share, not a new third of what is left', () => {
    const bill = billOf([{ amount: 5860, paidAmount: 1954 }], { split: { people: 3, sharesTaken: 1, nextShareAmount: 1953 } });
    expect(splitPreview(bill, 3)).toMatchObject({ index: 2, yours: 1953, shares: [1953, 1953] });
    // Another number of people starts a new plan on what remains.
    expect(splitPreview(bill, 2)).toMatchObject({ index: 1, yours: 1953, shares: [1953, 1953] });
  });

  it('shows the server’s next share when the plan says otherwise (it holds the plan)', () => {
    const bill = billOf([{ amount: 5000, paidAmount: 1000 }], { split: { people: 4, sharesTaken: 2, nextShareAmount: 2001 } });
    expect(splitPreview(bill, 4)!.yours).toBe(2001);
  });

  it('has nothing to show when nothing remains', () => {
    expect(splitPreview(billOf([{ amount: 1000, paidAmount: 1000 }]), 2)).toBeNull();
  });

  it('always adds up to what remains, with shares at most one minor unit apart, the larger first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 2, max: 50 }), (remaining, people) => {
        const preview = splitPreview(billOf([{ amount: remaining }]), people)!;
        expect(preview.shares.reduce((sum, share) => sum + share, 0)).toBe(remaining);
        expect(Math.max(...preview.shares) - Math.min(...preview.shares)).toBeLessThanOrEqual(1);
        expect(preview.shares).toEqual(preview.shares.toSorted((a, b) => b - a));
        expect(preview.groups.reduce((count, group) => count + group.count, 0)).toBe(people);
      }),
    );
  });
});

describe('SPEC section 5 on a share of the bill, in the diner’s words', () => {
  const bill = billOf([{ amount: 1000 }, { amount: 50 }]);

  it('refuses a payment that would leave 0.50, with the SPEC’s exact sentence', () => {
    const result = shareFor(bill, { mode: 'custom', text: '10.00' });
    expect(result.ok).toBe(false);
    expect(say(result.ok ? null : result.message)).toBe('Remaining amount must be at least 1.00');
    expect(say(result.ok ? null : result.message, 'ar')).toBe('يجب ألا يقل المبلغ المتبقي عن 1.00');
    // Selecting every item but the 0.50 line leaves the same 0.50.
    const items = shareFor(bill, { mode: 'items', lineIds: ['line-1'] });
    expect(say(items.ok ? null : items.message)).toBe('Remaining amount must be at least 1.00');
  });

  it('refuses less than the minimum, unless it is all that remains', () => {
    expect(say(partialPaymentProblem(bill, 50))).toBe('Amount to pay must be at least 1.00');
    expect(partialPaymentProblem(billOf([{ amount: 50 }]), 50)).toBeNull();
  });

  it('words the minimum in the currency’s own digits, without a symbol (KWD has three)', () => {
    const kwd = billOf([{ amount: 10_500 }], { currency: 'kwd', minimumAmount: 1000 });
    expect(say(partialPaymentProblem(kwd, 10_000))).toBe('Remaining amount must be at least 1.000');
  });

  it('refuses more than remains, naming what remains', () => {
    expect(say(partialPaymentProblem(bill, 2000))).toBe(`This is more than the ${formatMoney(1050, 'eur')} left to pay.`);
  });

  it('sends what the screen shows: selected lines at what they still owe, a custom amount in minor units', () => {
    const partlyPaid = billOf([{ amount: 1500, paidAmount: 500 }, { amount: 900 }, { amount: 700, paidAmount: 700 }]);
    expect(shareFor(partlyPaid, { mode: 'items', lineIds: ['line-1', 'line-2', 'line-3'] })).toEqual({
      ok: true,
      selection: { mode: 'items', lineIds: ['line-1', 'line-2'] },
      share: 1900,
    });
    expect(shareFor(partlyPaid, { mode: 'custom', text: '12,50' })).toEqual({ ok: true, selection: { mode: 'custom', amount: 1250 }, share: 1250 });
    expect(say((shareFor(partlyPaid, { mode: 'custom', text: '12.5.0' }) as { message: TBillMessage }).message)).toBe('Please enter an amount such as 12.50.');
  });

  it('pays one part of a shared bottle, the leftover cent on the first part, and keeps the parts once fixed', () => {
    const wine = billOf([{ amount: 2000, name: 'House red wine' }, { amount: 1000 }]);
    expect(shareFor(wine, { mode: 'itemShare', lineId: 'line-1', parts: 3, shares: 1 })).toMatchObject({ ok: true, share: 667 });
    const shared = billOf([{ amount: 2000, paidAmount: 667, shares: { parts: 3, partsPaid: 1, partsPending: 0, nextPartAmount: 667 } }, { amount: 1000 }]);
    // The line keeps its 3 parts whatever the screen asks: two parts are left, 666.5 each → 667 + 666.
    expect(shareFor(shared, { mode: 'itemShare', lineId: 'line-1', parts: 5, shares: 2 })).toMatchObject({
      ok: true,
      share: 1333,
      selection: { mode: 'itemShare', lineId: 'line-1', parts: 3, shares: 2 },
    });
    // A bottle partly paid already (a custom amount spread over the bill) is shared in parts of what it still owes.
    const partlyPaid = billOf([{ amount: 2000, paidAmount: 500 }, { amount: 1000 }]);
    expect(shareFor(partlyPaid, { mode: 'itemShare', lineId: 'line-1', parts: 3, shares: 1 })).toMatchObject({ ok: true, share: 500 });
    const tooMany = shareFor(shared, { mode: 'itemShare', lineId: 'line-1', parts: 3, shares: 3 });
    expect(say(tooMany.ok ? null : tooMany.message)).toBe('Choose between 1 and 2 shares.');
  });
});
