import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TBillPayment, TStaffRecordPaymentRequest } from '@menudelite/shared/bills/contracts';
import { MANAGER_PIN_HEADER, ROLE_PERMISSIONS, hasPermission } from '@menudelite/shared/team/permissions';
import { HttpError } from '../src/lib/http/http-error';
import { registerPinPrompt } from '../src/lib/http/manager-approval';
import { clearAccessToken, setAccessToken } from '../src/lib/session/access-token';
import { recordBillPayment, refundBillPayment } from '../src/features/bill-staff/api/bill-actions';
import {
  INITIAL_REFUND,
  mayRefundPayment,
  refundBody,
  refundErrorPlacement,
  refundableOf,
  validateRefund,
  type TRefundValues,
} from '../src/features/bill-staff/lib/refund-form';
import { keyOutcomeOf, submissionKeys } from '../src/features/bill-staff/lib/submission-key';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const apiError = (status: number, code: string, key?: string, params?: Record<string, string | number>, path = '') =>
  new HttpError(status, {
    code: code as never,
    message: 'English never shown',
    ...(key ? { details: [{ path, key: key as never, ...(params ? { params } : {}) }] } : {}),
  });
const payment = (patch: Partial<TBillPayment> = {}): TBillPayment => ({
  id: 'pay-1',
  amount: 3500,
  tip: 300,
  processingFee: 200,
  total: 4000,
  method: 'card',
  status: 'succeeded',
  payerName: 'Ana',
  cardLast4: '4242',
  createdAt: '2026-11-23T19:00:00.000Z',
  refundedAmount: 1050,
  ...patch,
});
const partial = (amount: string, reason = ''): TRefundValues => ({ mode: 'partial', amount, reason });
const roleCan = (role: keyof typeof ROLE_PERMISSIONS) => ({
  refund: hasPermission(ROLE_PERMISSIONS[role], 'money.refund'),
  take: hasPermission(ROLE_PERMISSIONS[role], 'orders.take'),
});
const headerOf = (call: Parameters<typeof fetch>, name: string) => new Headers(call[1]!.headers).get(name);

describe('staff bill refunds: amounts and error keys', () => {
  it('refunds at most what was captured (share, tip, card fee) less what was given back, and only a succeeded payment', () => {
    expect(refundableOf(payment())).toBe(2950);
    expect(refundableOf(payment({ refundedAmount: 4000 }))).toBe(0);
    expect(refundableOf(payment({ status: 'pending', refundedAmount: 0 }))).toBe(0);
    expect(refundableOf(payment({ status: 'failed', refundedAmount: 0 }))).toBe(0);
  });

  it('gives back all that is left, or the typed part (either decimal mark), with a trimmed reason', () => {
    expect(validateRefund(INITIAL_REFUND, 2950, 'eur')).toBeNull();
    expect(refundBody(INITIAL_REFUND, 2950, 'eur')).toEqual({ amount: 2950 });
    expect(refundBody(partial('12,50', '  cold soup '), 2950, 'eur')).toEqual({ amount: 1250, reason: 'cold soup' });
    expect(refundBody(partial('1.250'), 5000, 'kwd')).toEqual({ amount: 1250 });
    expect(refundBody(partial('29.50'), 2950, 'eur')).toEqual({ amount: 2950 });
  });

  it('refuses by the server’s error keys before asking it: nothing typed, not an amount, zero, more than is left, a long reason', () => {
    expect(validateRefund(partial(''), 2950, 'eur')).toEqual({ key: 'keys.required' });
    expect(validateRefund(partial('12.5.0'), 2950, 'eur')).toEqual({ key: 'keys.notANumber' });
    expect(validateRefund(partial('0'), 2950, 'eur')).toEqual({ key: 'keys.mustBePositive', values: { min: '€0.00' } });
    expect(validateRefund(partial('29.51'), 2950, 'eur')).toEqual({ key: 'keys.refundAboveCaptured', values: { left: '€29.50' } });
    expect(validateRefund(partial('1', 'x'.repeat(501)), 2950, 'eur')).toEqual({ key: 'keys.tooLong', values: { max: 500 } });
  });

  it('places the server’s refusals by code and key: another refund meanwhile on the amount, the provider’s refusal in its own words, the rest as the alert', () => {
    const above = apiError(409, 'CONFLICT', 'refundAboveCaptured', { left: '€3.50' });
    expect(refundErrorPlacement(above)).toEqual({ amount: { key: 'keys.refundAboveCaptured', values: { left: '€3.50' } }, declined: false, alert: null });
    expect(refundErrorPlacement(apiError(402, 'PAYMENT_DECLINED'))).toEqual({ amount: null, declined: true, alert: null });
    const forbidden = apiError(403, 'FORBIDDEN', 'permissionMissing');
    expect(refundErrorPlacement(forbidden)).toEqual({ amount: null, declined: false, alert: forbidden });
    expect(refundErrorPlacement(null)).toEqual({ amount: null, declined: false, alert: null });
  });
});

describe('staff bill refunds: who sees Refund', () => {
  it('shows it to managers (money.refund) and front of house (a manager’s PIN is asked), never to the kitchen', () => {
    expect(mayRefundPayment(payment(), roleCan('owner'))).toBe(true);
    expect(mayRefundPayment(payment(), roleCan('manager'))).toBe(true);
    expect(mayRefundPayment(payment(), roleCan('frontOfHouse'))).toBe(true);
    expect(mayRefundPayment(payment(), roleCan('kitchen'))).toBe(false);
  });

  it('hides it when nothing is left to give back or the payment never succeeded', () => {
    expect(mayRefundPayment(payment({ refundedAmount: 4000 }), roleCan('manager'))).toBe(false);
    expect(mayRefundPayment(payment({ status: 'pending', refundedAmount: 0 }), roleCan('manager'))).toBe(false);
    expect(mayRefundPayment(payment({ status: 'failed', refundedAmount: 0 }), roleCan('manager'))).toBe(false);
  });
});

describe('staff bill: Idempotency-Key per submission', () => {
  let n = 0;
  const counter = () => `key-000000${++n}`;
  beforeEach(() => {
    n = 0;
  });

  it('keeps the key for a retry of the same submission and makes a new one for a new submission after a refusal', () => {
    const keys = submissionKeys(counter);
    const first = keys.keyFor({ amount: 500 });
    keys.failed(apiError(400, 'VALIDATION_FAILED', 'splitAmountTooSmall', { min: '1.00' }, 'body.selection.amount'));
    expect(keys.keyFor({ amount: 500 })).toBe(first);
    keys.failed(apiError(409, 'BILL_CHANGED', 'billNothingToPay'));
    const second = keys.keyFor({ amount: 700 });
    expect(second).not.toBe(first);
    expect(keys.keyFor({ amount: 700 })).toBe(second);
  });

  it('keeps the key after no answer (it may have been recorded), even if the form changed, so the server never records it twice', () => {
    const keys = submissionKeys(counter);
    const first = keys.keyFor({ amount: 500 });
    keys.failed(new TypeError('Failed to fetch'));
    expect(keys.keyFor({ amount: 800 })).toBe(first);
    keys.failed(apiError(422, 'IDEMPOTENCY_MISMATCH'));
    expect(keys.keyFor({ amount: 800 })).toBe(first);
  });

  it('needs a new key after the provider refused (402), even for the same amount', () => {
    const keys = submissionKeys(counter);
    const first = keys.keyFor({ amount: 500 });
    keys.failed(apiError(402, 'PAYMENT_DECLINED'));
    expect(keys.keyFor({ amount: 500 })).not.toBe(first);
    expect(keyOutcomeOf(apiError(503, 'SERVICE_UNAVAILABLE'))).toBe('unknown');
    expect(keyOutcomeOf(apiError(429, 'RATE_LIMITED'))).toBe('refused');
  });

  it('makes a fresh key per dialog: two dialogs never share one', () => {
    expect(submissionKeys().keyFor({ a: 1 })).not.toBe(submissionKeys().keyFor({ a: 1 }));
    expect(submissionKeys().keyFor({ a: 1 })).toMatch(/^[\x21-\x7e]{8,128}$/);
  });
});

describe('staff bill: requests over the real API client', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setAccessToken('staff-token', Date.now() + 600_000);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    clearAccessToken();
  });

  const cash: TStaffRecordPaymentRequest = { method: 'cash', selection: { mode: 'whole' }, tip: { kind: 'none' } };

  it('sends a cash payment with its Idempotency-Key, and the same key on every retry of a lost answer', async () => {
    vi.useFakeTimers();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(json(200, { bill: { id: 'bill-1' }, billPayment: { id: 'bp-1' } }));
    const answer = recordBillPayment('bill-1', cash, 'key-of-the-submission');
    await vi.runAllTimersAsync();
    await expect(answer).resolves.toMatchObject({ billPayment: { id: 'bp-1' } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    for (const call of fetchMock.mock.calls) {
      expect(call[0]).toBe('/api/restaurant/bills/bill-1/payments');
      expect(headerOf(call, 'idempotency-key')).toBe('key-of-the-submission');
      expect(JSON.parse(call[1]!.body as string)).toEqual(cash);
    }
  });

  it('sends a refund with its key, and again with the same key and the manager’s PIN when front of house is asked for one', async () => {
    const unregister = registerPinPrompt({ ask: async () => '2468', done: () => {} });
    try {
      fetchMock
        .mockResolvedValueOnce(
          json(403, {
            error: { code: 'FORBIDDEN', message: 'x', details: [{ path: '', key: 'managerApprovalRequired', params: { permission: 'money.refund' } }] },
          }),
        )
        .mockResolvedValueOnce(json(201, { refund: { id: 'r1', status: 'pending', amount: 1250 }, billPayment: { id: 'pay-1' }, bill: { id: 'bill-1' } }));
      const answer = await refundBillPayment('bill-1', 'pay-1', { amount: 1250, reason: 'cold soup' }, 'refund-key-123');
      expect(answer.refund.status).toBe('pending');
      expect(fetchMock.mock.calls.map((call) => call[0])).toEqual([
        '/api/restaurant/bills/bill-1/payments/pay-1/refunds',
        '/api/restaurant/bills/bill-1/payments/pay-1/refunds',
      ]);
      expect(fetchMock.mock.calls.map((call) => headerOf(call, 'idempotency-key'))).toEqual(['refund-key-123', 'refund-key-123']);
      expect(fetchMock.mock.calls.map((call) => headerOf(call, MANAGER_PIN_HEADER))).toEqual([null, '2468']);
      expect(JSON.parse(fetchMock.mock.calls[1]![1]!.body as string)).toEqual({ amount: 1250, reason: 'cold soup' });
    } finally {
      unregister();
    }
  });

  it('answers a refund above what is left as a keyed 409 the dialog shows on the amount', async () => {
    fetchMock.mockResolvedValueOnce(
      json(409, { error: { code: 'CONFLICT', message: 'x', details: [{ path: 'amount', key: 'refundAboveCaptured', params: { left: '€3.50' } }] } }),
    );
    const error = await refundBillPayment('bill-1', 'pay-1', { amount: 2000 }, 'refund-key-123').catch((caught: unknown) => caught);
    expect(refundErrorPlacement(error).amount).toEqual({ key: 'keys.refundAboveCaptured', values: { left: '€3.50' } });
    expect(keyOutcomeOf(error)).toBe('refused');
  });
});
