import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../src/lib/http/http-error';
import type { TBillMessage } from '../src/features/table-bill/lib/messages';
import { refusalOf } from '../src/features/table-bill/lib/pay-outcome';
import { tipFor } from '../src/features/table-bill/lib/tip';
import { billOf } from './table-bill-fixture';

const ERRORS = import.meta.glob<object>('../src/i18n/errors/*.json', { import: 'default', eager: true });
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    fallbackLng: false,
    interpolation: { escapeValue: false },
    resources: Object.fromEntries(['en', 'ar'].map((lng) => [lng, { errors: ERRORS[`../src/i18n/errors/${lng}.json`]!, 'table-bill': {} }])),
  });
});
const say = (message: TBillMessage, lng = 'en') => i18n.t(message.key, { ns: 'table-bill', lng, ...message.values });
const refused = (result: ReturnType<typeof tipFor>) => {
  if (result.ok) throw new Error(`expected a refusal, got ${JSON.stringify(result)}`);
  return result.message;
};

describe('the tip on the payer’s own share', () => {
  it('works a preset out on the payer’s share, never the whole bill', () => {
    expect(tipFor({ kind: 'percent', percent: 10 }, 2370, 'eur')).toEqual({ ok: true, tip: { kind: 'percent', percent: 10 }, amount: 237 });
    expect(tipFor({ kind: 'percent', percent: 15 }, 1955, 'eur')).toMatchObject({ amount: 293 });
  });

  it('is no tip when none is chosen or the amount is left empty', () => {
    expect(tipFor({ kind: 'none' }, 2370, 'eur')).toEqual({ ok: true, tip: { kind: 'none' }, amount: 0 });
    expect(tipFor({ kind: 'custom', text: '  ' }, 2370, 'eur')).toEqual({ ok: true, tip: { kind: 'none' }, amount: 0 });
  });

  it('reads a typed amount with either decimal mark into minor units', () => {
    expect(tipFor({ kind: 'custom', text: '2,50' }, 2370, 'eur')).toEqual({ ok: true, tip: { kind: 'amount', amount: 250 }, amount: 250 });
    expect(tipFor({ kind: 'custom', text: '1.250' }, 10_000, 'kwd')).toMatchObject({ amount: 1250 });
  });

  it('refuses a negative or non-numeric amount with the translated tipInvalid', () => {
    for (const text of ['-5', 'abc', '2.505', '1e3']) {
      const message = refused(tipFor({ kind: 'custom', text }, 2370, 'eur'));
      expect(say(message), text).toBe('The tip must be 0 or more.');
      expect(say(message, 'ar')).toMatch(/[\u0600-\u06ff]/);
    }
  });

  it('caps the tip at 100 % of the share with the translated tipTooHigh and its {max}', () => {
    expect(tipFor({ kind: 'custom', text: '23.70' }, 2370, 'eur')).toMatchObject({ ok: true, amount: 2370 });
    const message = refused(tipFor({ kind: 'custom', text: '23.71' }, 2370, 'eur'));
    expect(say(message)).toBe('The tip must be at most €23.70.');
    expect(say(message, 'ar')).toContain('€23.70');
  });

  it('words the server’s own tip refusals by key, the amount in the bill’s currency', () => {
    const refusal = new HttpError(400, {
      code: 'VALIDATION_FAILED',
      message: 'IGNORED',
      details: [{ path: 'body.tip.amount', key: 'tipTooHigh', params: { max: '€3.50' } }],
    });
    expect(say(refusalOf(refusal, 'eur').message)).toBe('The tip must be at most €3.50.');
    // A minor-unit amount in the params is shown as money, the minimum without a symbol (the SPEC's wording).
    const minimum = new HttpError(400, {
      code: 'VALIDATION_FAILED',
      message: 'IGNORED',
      details: [{ path: '', key: 'splitRemainderTooSmall', params: { min: 100 } }],
    });
    expect(say(refusalOf(minimum, 'eur').message)).toBe('Remaining amount must be at least 1.00');
  });

  it('shows a 409 with the bill as it is now, and says which line was paid meanwhile', () => {
    const fresh = billOf([{ amount: 1000, paidAmount: 1000 }], { version: 7 });
    const body = { error: { code: 'BILL_CHANGED', message: 'IGNORED', details: [{ path: 'body.selection.lineIds.0', key: 'billLinePaid' }] }, bill: fresh };
    const refusal = refusalOf(new HttpError(409, body.error as never, body), 'eur');
    expect(refusal).toMatchObject({ conflict: true, bill: { version: 7 } });
    expect(say(refusal.message)).toBe('This item is already paid.');
    const changed = refusalOf(new HttpError(409, { code: 'BILL_CHANGED', message: 'IGNORED' }, { error: {}, bill: fresh }), 'eur');
    expect(say(changed.message)).toBe('The bill changed while you were paying. Check the new amounts and pay again.');
  });
});
