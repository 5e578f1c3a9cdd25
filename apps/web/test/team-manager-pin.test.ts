import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_ID_HEADER, MANAGER_PIN_HEADER, type TPermission } from '@menudelite/shared/team/permissions';
import { apiRequest } from '../src/lib/http/api-client';
import { HttpError } from '../src/lib/http/http-error';
import { approvalNeeded, isPinProblem, registerPinPrompt } from '../src/lib/http/manager-approval';
import { setAccessToken, clearAccessToken } from '../src/lib/session/access-token';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
const forbidden = (key: string, params?: Record<string, unknown>) =>
  json(403, { error: { code: 'FORBIDDEN', message: 'English never shown', details: [{ path: '', key, ...(params ? { params } : {}) }] } });
const approvalRequired = () => forbidden('managerApprovalRequired', { permission: 'money.refund' });
const sentPin = (call: Parameters<typeof fetch>) => new Headers(call[1]!.headers).get(MANAGER_PIN_HEADER);

/** A PIN dialog that types the given PINs in turn (null = the person cancels), recording what it was shown. */
function scriptedPrompt(pins: (string | null)[]) {
  const asked: { permission: TPermission; problem: unknown }[] = [];
  let done = 0;
  const unregister = registerPinPrompt({
    ask: async (permission, problem) => {
      asked.push({ permission, problem });
      return pins.shift() ?? null;
    },
    done: () => {
      done++;
    },
  });
  return { asked, doneCount: () => done, unregister };
}

describe('manager approval (issue 8): the API client asks for a PIN and sends the action again', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let prompt: ReturnType<typeof scriptedPrompt> | null = null;
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setAccessToken('staff-token', Date.now() + 600_000);
  });
  afterEach(() => {
    prompt?.unregister();
    prompt = null;
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    clearAccessToken();
  });

  it('retries the same request with X-Manager-Pin once a manager types it, and answers its result', async () => {
    prompt = scriptedPrompt(['1234']);
    fetchMock.mockResolvedValueOnce(approvalRequired()).mockResolvedValueOnce(json(200, { id: 'o1', status: 'cancelled' }));
    await expect(apiRequest('/api/orders/o1/cancel', { method: 'POST' })).resolves.toEqual({ id: 'o1', status: 'cancelled' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/orders/o1/cancel');
    expect(fetchMock.mock.calls[1]![1]!.method).toBe('POST');
    expect(sentPin(fetchMock.mock.calls[0]!)).toBeNull();
    expect(sentPin(fetchMock.mock.calls[1]!)).toBe('1234');
    expect(prompt.asked).toEqual([{ permission: 'money.refund', problem: null }]);
    expect(prompt.doneCount()).toBe(1);
  });

  it('keeps asking after a wrong PIN, showing why, until the right one', async () => {
    prompt = scriptedPrompt(['1111', '2222']);
    fetchMock
      .mockResolvedValueOnce(approvalRequired())
      .mockResolvedValueOnce(forbidden('managerPinWrong'))
      .mockResolvedValueOnce(json(200, { ok: true }));
    await expect(apiRequest('/api/orders/o1/cancel', { method: 'POST' })).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls.map(sentPin)).toEqual([null, '1111', '2222']);
    expect(prompt.asked).toHaveLength(2);
    expect(isPinProblem(prompt.asked[1]!.problem)).toBe(true);
    expect((prompt.asked[1]!.problem as HttpError).apiError?.details?.[0]?.key).toBe('managerPinWrong');
  });

  it('shows the 429 after too many PINs in the dialog, and a cancel then answers the first refusal', async () => {
    prompt = scriptedPrompt(['1111', null]);
    fetchMock.mockResolvedValueOnce(approvalRequired()).mockResolvedValueOnce(json(429, { error: { code: 'RATE_LIMITED', message: 'Too many' } }));
    const error = await apiRequest('/api/orders/o1/cancel', { method: 'POST' }).catch((e: unknown) => e);
    expect(approvalNeeded(error)).toBe('money.refund');
    expect((prompt.asked[1]!.problem as HttpError).status).toBe(429);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not ask for a PIN for a plain refusal (the role lacks the permission)', async () => {
    prompt = scriptedPrompt(['1234']);
    fetchMock.mockResolvedValueOnce(forbidden('permissionMissing', { permission: 'menu.edit' }));
    const error = await apiRequest('/api/menu/sections', { method: 'POST' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(prompt.asked).toHaveLength(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('answers the refusal when no dialog is mounted (a screen outside the staff frame)', async () => {
    fetchMock.mockResolvedValueOnce(approvalRequired());
    const error = await apiRequest('/api/orders/o1/cancel', { method: 'POST' }).catch((e: unknown) => e);
    expect(approvalNeeded(error)).toBe('money.refund');
  });

  it('sends the same device id on every staff request', async () => {
    fetchMock.mockImplementation(async () => json(200, {}));
    await apiRequest('/api/a');
    await apiRequest('/api/b');
    const ids = fetchMock.mock.calls.map((call) => new Headers(call[1]!.headers).get(DEVICE_ID_HEADER));
    expect(ids[0]).toMatch(/^[\w-]{8,64}$/);
    expect(ids[1]).toBe(ids[0]);
  });
});
