import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '@menudelite/shared/i18n/languages';
import { TRANSACTION_STATUSES, TRANSACTION_STATUS_FILTERS, type TTransaction } from '@menudelite/shared/delitepay/contracts';
import { ROLE_PERMISSIONS } from '@menudelite/shared/team/permissions';
import { HttpError } from '../src/lib/http/http-error';
import { errorSummary } from '../src/lib/http/error-text';
import { apiRequest } from '../src/lib/http/api-client';
import { getTransactionsCsv, postRefund } from '../src/features/delitepay-admin/api/transactions';
import { expiresAtOf, INITIAL_LINK_FORM, linkRequest, validateLinkForm } from '../src/features/delitepay-admin/lib/link-form';
import { mayRefund } from '../src/features/delitepay-admin/lib/may-refund';
import { refundAvailability, refundBody, refundErrorPlacement, validateRefund, type TRefundValues } from '../src/features/delitepay-admin/lib/refund-form';
import { sendRequestOf, validateSend } from '../src/features/delitepay-admin/lib/send-form';
import { STATUS_COLORS, refundBadges, refundOutcome, totalsFigures } from '../src/features/delitepay-admin/lib/transaction-state';
import { csvFileName, periodProblem, periodRange, transactionQuery, type TTransactionFilters } from '../src/features/delitepay-admin/lib/transaction-filters';

vi.mock('../src/lib/http/api-client', () => ({ apiRequest: vi.fn() }));

const MALTA = 'Europe/Malta';
const partial = (amount: string): TRefundValues => ({ mode: 'partial', amount, reason: '' });
const me = (role: keyof typeof ROLE_PERMISSIONS) => ({ data: { permissions: ROLE_PERMISSIONS[role] } as never, isError: false });
// 23:30 on 14 March in Malta (UTC+1) is already 15 March in Auckland, and still 14 March in UTC.
const NOW = new Date('2026-03-14T22:30:00Z');

describe('/delitePay: the new-link form', () => {
  const values = { ...INITIAL_LINK_FORM, amount: '45,00', description: ' Deposit for Saturday ', reference: ' BK-12 ' };

  it('refuses what the server would, with its error keys: no amount, not a number, below 1.00, no description, a past day', () => {
    expect(validateLinkForm(INITIAL_LINK_FORM, 'eur', MALTA, NOW)).toEqual({ amount: { key: 'keys.required' }, description: { key: 'keys.required' } });
    expect(validateLinkForm({ ...values, amount: '4 5' }, 'eur', MALTA, NOW).amount).toEqual({ key: 'keys.notANumber' });
    expect(validateLinkForm({ ...values, amount: '0.50' }, 'eur', MALTA, NOW).amount).toEqual({ key: 'keys.splitAmountTooSmall', values: { min: '€1.00' } });
    expect(validateLinkForm({ ...values, expiry: 'date', expiryDate: '' }, 'eur', MALTA, NOW).expiryDate).toEqual({ key: 'keys.required' });
    expect(validateLinkForm({ ...values, expiry: 'date', expiryDate: '2026-03-13' }, 'eur', MALTA, NOW).expiryDate).toEqual({ key: 'keys.mustBeFuture' });
    // Today on the venue's calendar is still allowed (it ends at midnight there).
    expect(validateLinkForm({ ...values, expiry: 'date', expiryDate: '2026-03-14' }, 'eur', MALTA, NOW)).toEqual({});
    expect(validateLinkForm({ ...values, description: 'x'.repeat(201) }, 'eur', MALTA, NOW).description).toEqual({ key: 'keys.tooLong', values: { max: 200 } });
  });

  it('ends a chosen day at the venue’s midnight, whatever the device’s zone; presets count from now', () => {
    expect(expiresAtOf({ expiry: 'date', expiryDate: '2026-03-14' }, MALTA, NOW)).toBe('2026-03-14T23:00:00.000Z');
    expect(expiresAtOf({ expiry: 'date', expiryDate: '2026-03-14' }, 'Pacific/Auckland', NOW)).toBe('2026-03-14T11:00:00.000Z');
    expect(expiresAtOf({ expiry: 'day7', expiryDate: '' }, MALTA, NOW)).toBe('2026-03-21T22:30:00.000Z');
    expect(expiresAtOf({ expiry: 'never', expiryDate: '' }, MALTA, NOW)).toBeNull();
  });

  it('sends minor units, trimmed texts and single use unless chosen', () => {
    expect(linkRequest(values, 'eur', MALTA, NOW)).toEqual({
      amount: 4500,
      description: 'Deposit for Saturday',
      reference: 'BK-12',
      expiresAt: '2026-03-21T22:30:00.000Z',
      reusable: false,
    });
    expect(linkRequest({ ...values, amount: '1.250', reference: '', reusable: true }, 'kwd', MALTA, NOW)).toMatchObject({ amount: 1250, reusable: true });
    expect(linkRequest({ ...values, reference: '' }, 'eur', MALTA, NOW)).not.toHaveProperty('reference');
  });

  it('sends a link by exactly one channel, checked as the server checks it', () => {
    const base = { channel: 'email' as const, email: '', phone: '', language: 'mt' as never };
    expect(validateSend(base)).toEqual({ email: 'required' });
    expect(validateSend({ ...base, email: 'guest@' })).toEqual({ email: 'invalidEmail' });
    expect(validateSend({ ...base, channel: 'sms', phone: '12' })).toEqual({ phone: 'phoneIncorrect' });
    expect(validateSend({ ...base, channel: 'sms', phone: '+356 9912 3456' })).toEqual({});
    expect(sendRequestOf({ ...base, email: ' guest@example.com ', phone: '+356 9912 3456', language: 'it' })).toEqual({
      email: 'guest@example.com',
      language: 'it',
    });
    expect(sendRequestOf({ ...base, channel: 'sms', email: 'x@y.z', phone: '+356 9912 3456', language: 'ar' })).toEqual({
      phone: '+356 9912 3456',
      language: 'ar',
    });
  });
});

describe('/paymentPageTransactions: filters and CSV', () => {
  const filters: TTransactionFilters = { from: '2026-03-08', to: '2026-03-14', status: 'refunded', source: 'link', search: '  INV 7 ' };

  it('counts preset periods in the venue’s days, today included', () => {
    expect(periodRange('today', MALTA, NOW)).toEqual({ from: '2026-03-14', to: '2026-03-14' });
    expect(periodRange('last7', MALTA, NOW)).toEqual({ from: '2026-03-08', to: '2026-03-14' });
    expect(periodRange('last30', 'Pacific/Auckland', NOW)).toEqual({ from: '2026-02-14', to: '2026-03-15' });
  });

  it('refuses a custom period without both days or the wrong way round, before asking the server', () => {
    expect(periodProblem({ from: '', to: '2026-03-14' })).toBe('periodMissing');
    expect(periodProblem({ from: '2026-03-15', to: '2026-03-14' })).toBe('periodOrder');
    expect(periodProblem({ from: '2026-03-14', to: '2026-03-14' })).toBeNull();
  });

  it('asks with the same filters for a page and for the CSV; the CSV keeps its byte-order mark for spreadsheets', async () => {
    expect(Object.fromEntries(transactionQuery(filters, { limit: 25, cursor: 'c1' }))).toEqual({
      from: '2026-03-08',
      to: '2026-03-14',
      status: 'refunded',
      source: 'link',
      search: 'INV 7',
      limit: '25',
      cursor: 'c1',
    });
    expect(transactionQuery({ ...filters, status: null, source: null, search: ' ' }).toString()).toBe('from=2026-03-08&to=2026-03-14');
    vi.mocked(apiRequest).mockResolvedValueOnce('Date,Source\r\n2026-03-14 12:00,page\r\n');
    const blob = await getTransactionsCsv(filters);
    expect(vi.mocked(apiRequest).mock.calls[0]![0]).toBe(
      '/api/restaurant/payment-page-transactions/export.csv?from=2026-03-08&to=2026-03-14&status=refunded&source=link&search=INV+7',
    );
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect((await blob.text()).replace(/^\uFEFF/, '')).toBe('Date,Source\r\n2026-03-14 12:00,page\r\n');
    expect(csvFileName('cafe/lumen', filters)).toBe('delitepay-cafe_lumen-2026-03-08-2026-03-14.csv');
  });
});

describe('/paymentPageTransactions: refunds', () => {
  afterEach(() => vi.mocked(apiRequest).mockReset());
  const paid: TTransaction = {
    id: 't1',
    source: 'link',
    linkId: 'l1',
    description: 'Deposit',
    reference: null,
    note: null,
    payerName: null,
    payerEmail: null,
    amount: 4000,
    tip: 400,
    processingFee: 86,
    total: 4486,
    currency: 'eur',
    status: 'succeeded',
    refundedAmount: 1000,
    refundPendingAmount: 0,
    refundableAmount: 3486,
    provider: 'demo',
    cardLast4: '4242',
    createdAt: '2026-03-14T12:00:00.000Z',
    paidAt: '2026-03-14T12:00:01.000Z',
  };

  it('offers a refund only on a paid payment with money left, and only to a role with money.refund', () => {
    expect(refundAvailability(paid, true)).toBe('available');
    expect(refundAvailability(paid, false)).toBe('noPermission');
    expect(refundAvailability({ ...paid, refundableAmount: 0, refundedAmount: 4486 }, true)).toBe('fullyRefunded');
    expect(refundAvailability({ ...paid, status: 'pending' }, true)).toBe('notPaid');
    expect(refundAvailability({ ...paid, status: 'failed', refundableAmount: 0 }, true)).toBe('notPaid');
    expect(mayRefund(me('manager'))).toBe(true);
    expect(mayRefund(me('frontOfHouse'))).toBe(false);
    // While the role loads: no button that flashes and goes.
    expect(mayRefund({ data: undefined, isError: false })).toBe(false);
  });

  it('checks the amount as the server does: required, a number, above zero, at most what is left (refundAboveCaptured)', () => {
    expect(validateRefund({ mode: 'full', amount: '', reason: '' }, paid)).toBeNull();
    expect(validateRefund(partial(''), paid)).toEqual({ key: 'keys.required' });
    expect(validateRefund(partial('ten'), paid)).toEqual({ key: 'keys.notANumber' });
    expect(validateRefund(partial('0'), paid)).toEqual({ key: 'keys.mustBePositive', values: { min: '€0.00' } });
    expect(validateRefund(partial('34.87'), paid)).toEqual({ key: 'keys.refundAboveCaptured', values: { left: '€34.86' } });
    expect(validateRefund(partial('34,86'), paid)).toBeNull();
    expect(refundBody({ mode: 'full', amount: '5', reason: ' Cold soup ' }, paid)).toEqual({ amount: 3486, reason: 'Cold soup' });
    expect(refundBody(partial('12.50'), paid)).toEqual({ amount: 1250 });
  });

  it('sends the dialog’s Idempotency-Key, and shows a refusal on the amount field or as the alert by its code', async () => {
    vi.mocked(apiRequest).mockResolvedValueOnce({});
    await postRefund('t/1', { amount: 1250 }, 'key-1');
    expect(vi.mocked(apiRequest)).toHaveBeenCalledWith('/api/restaurant/payment-page-transactions/t%2F1/refunds', {
      method: 'POST',
      json: { amount: 1250 },
      headers: { 'idempotency-key': 'key-1' },
    });
    const above = new HttpError(400, {
      code: 'VALIDATION_FAILED',
      message: 'x',
      details: [{ path: 'amount', key: 'refundAboveCaptured', params: { left: '€2.00' } }],
    } as never);
    expect(refundErrorPlacement(above)).toEqual({ amount: { key: 'keys.refundAboveCaptured', values: { left: '€2.00' } }, alert: null });
    const forbidden = new HttpError(403, { code: 'FORBIDDEN', message: 'x' } as never);
    expect(refundErrorPlacement(forbidden)).toEqual({ amount: null, alert: forbidden });
    expect(errorSummary(refundErrorPlacement(forbidden).alert)).toEqual({ key: 'keys.FORBIDDEN' });
    expect(refundErrorPlacement(null)).toEqual({ amount: null, alert: null });
  });
});

type TTree = { [key: string]: string | TTree };
const ADMIN_LOCALES = import.meta.glob<TTree>('../src/features/delitepay-admin/locales/*.json', { import: 'default', eager: true });
const adminText = (lang: string, path: string) =>
  path
    .split('.')
    .reduce<TTree | string | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      ADMIN_LOCALES[`../src/features/delitepay-admin/locales/${lang}.json`],
    );

describe('/paymentPageTransactions: duplicate charges and refunds the provider has not answered', () => {
  const paid = {
    id: 't1',
    status: 'succeeded',
    total: 4486,
    refundedAmount: 0,
    refundPendingAmount: 0,
    refundableAmount: 4486,
  } satisfies Partial<TTransaction>;

  it('gives every status (duplicate too) a colour, and every status filter and new figure a label in the 14 languages', () => {
    expect(STATUS_COLORS.duplicate).toBe('orange');
    for (const status of TRANSACTION_STATUSES) expect(STATUS_COLORS[status], status).toBeTruthy();
    for (const lang of LANGUAGES) {
      for (const status of TRANSACTION_STATUS_FILTERS) expect(adminText(lang, `paymentStatus.${status}`), `${lang} ${status}`).toBeTypeOf('string');
      for (const key of ['paymentStatus.refundPending', 'totals.refundPending', 'refund.pending', 'refund.requestedTitle', 'refund.requested']) {
        expect(adminText(lang, key), `${lang} ${key}`).toBeTypeOf('string');
      }
      expect(adminText(lang, 'refund.requested'), lang).toContain('{{amount}}');
    }
    expect(adminText('en', 'paymentStatus.duplicate')).toBe('Duplicate charge');
    // Not the English words in another language.
    expect(adminText('ar', 'paymentStatus.duplicate')).not.toBe('Duplicate charge');
  });

  it('calls a payment refunded only when the provider gave it all back; a refund still asked is pending, not refunded', () => {
    expect(refundBadges(paid)).toEqual([]);
    expect(refundBadges({ ...paid, refundedAmount: 1000 })).toEqual(['partlyRefunded']);
    expect(refundBadges({ ...paid, refundedAmount: 4486 })).toEqual(['refunded']);
    // 10.00 made, the rest waiting for Stripe: nothing left to refund, yet not all of it has gone back.
    expect(refundBadges({ ...paid, refundedAmount: 1000, refundPendingAmount: 3486 })).toEqual(['partlyRefunded', 'refundPending']);
    expect(refundBadges({ ...paid, refundPendingAmount: 4486 })).toEqual(['refundPending']);
  });

  it('lets staff refund a duplicate only when its automatic refund was refused (something still refundable)', () => {
    const duplicate = { ...paid, status: 'duplicate' as const };
    expect(refundAvailability({ ...duplicate, refundedAmount: 4486, refundableAmount: 0 }, true)).toBe('fullyRefunded');
    const refundAsked = { ...duplicate, refundPendingAmount: 4486, refundableAmount: 0 };
    expect(refundAvailability(refundAsked, true)).toBe('fullyRefunded');
    expect(refundAvailability(duplicate, true)).toBe('available');
    expect(refundAvailability(duplicate, false)).toBe('noPermission');
  });

  it('shows "Refunds pending" as its own figure only while the period has some', () => {
    expect(totalsFigures({ refundPending: 0 })).toEqual(['total', 'tip', 'processingFee', 'refunded', 'net']);
    expect(totalsFigures({ refundPending: 1250 })).toEqual(['total', 'tip', 'processingFee', 'refunded', 'net', 'refundPending']);
  });

  it('reads a 201 with a pending refund as requested (the dialog says it is being processed), a succeeded one as done', () => {
    const refund = { id: 'r1', paymentId: 'p1', amount: 1000, currency: 'eur', reason: null, createdAt: '2026-03-14T12:00:00.000Z' };
    expect(refundOutcome({ refund: { ...refund, status: 'pending' } })).toBe('requested');
    expect(refundOutcome({ refund: { ...refund, status: 'succeeded' } })).toBe('done');
  });

  it('words a refund taken with another gateway by its key and the gateway', () => {
    const other = new HttpError(409, {
      code: 'CONFLICT',
      message: 'x',
      details: [{ path: '', key: 'refundOtherGateway', params: { gateway: 'demo' } }],
    } as never);
    const placed = refundErrorPlacement(other);
    expect(placed.amount).toBeNull();
    expect(errorSummary(placed.alert)).toEqual({ key: 'keys.refundOtherGateway', values: { gateway: 'demo' } });
  });
});
