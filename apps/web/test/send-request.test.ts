import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../src/lib/http/http-error';
import { sendRequest } from '../src/lib/http/send-request';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Runs a request to completion while fake timers skip the back-off waits. */
async function settle<T>(promise: Promise<T>): Promise<T> {
  const guarded = promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  await vi.runAllTimersAsync();
  const result = await guarded;
  if (result.ok) return result.value;
  throw result.error;
}

describe('sendRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('sends a UUID mdRequestId and the bearer token, and parses JSON', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ok: 1 }));
    await expect(settle(sendRequest('/api/x', { accessToken: 'tok' }))).resolves.toEqual({ ok: 1 });
    const headers = new Headers(fetchMock.mock.calls[0]![1]!.headers);
    expect(headers.get('mdRequestId')).toMatch(UUID);
    expect(headers.get('Authorization')).toBe('Bearer tok');
  });

  it('retries a 5xx three times, then fails with the status text and keeps the API error', async () => {
    fetchMock.mockImplementation(async () => json(503, { error: { code: 'INTERNAL', message: 'down' } }));
    const error = await settle(sendRequest('/api/x')).catch((e: unknown) => e);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('Status code incorrect - 503');
    expect((error as HttpError).apiError).toEqual({ code: 'INTERNAL', message: 'down' });
  });

  it('retries network errors and succeeds when the network comes back', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(json(200, [1]));
    await expect(settle(sendRequest('/api/x'))).resolves.toEqual([1]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not retry a 4xx answer', async () => {
    fetchMock.mockResolvedValue(json(401, { error: { code: 'INVALID_CREDENTIALS', message: 'no' } }));
    const error = await settle(sendRequest('/api/x')).catch((e: unknown) => e);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((error as HttpError).status).toBe(401);
    expect((error as HttpError).apiError?.code).toBe('INVALID_CREDENTIALS');
  });

  it('never retries when retry is off (single-use refresh tokens)', async () => {
    fetchMock.mockResolvedValue(json(500, {}));
    await settle(sendRequest('/api/auth/refresh', { method: 'POST', retry: false })).catch(() => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps one request id across the retries of one call', async () => {
    fetchMock.mockResolvedValueOnce(json(502, {})).mockResolvedValueOnce(json(200, {}));
    await settle(sendRequest('/api/x'));
    const ids = fetchMock.mock.calls.map((call) => new Headers(call[1]!.headers).get('mdRequestId'));
    expect(ids[0]).toBe(ids[1]);
  });

  it('sends a raw upload with its own content type', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { logoUrl: '/uploads/x.png' }));
    const file = new Blob([new Uint8Array([137, 80])], { type: 'image/png' });
    await settle(sendRequest('/api/restaurant/me/logo', { method: 'PUT', raw: file }));
    const init = fetchMock.mock.calls[0]![1]!;
    expect(new Headers(init.headers).get('Content-Type')).toBe('image/png');
    expect(init.body).toBe(file);
  });

  it('answers undefined for 204', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(settle(sendRequest('/api/auth/signout', { method: 'POST' }))).resolves.toBeUndefined();
  });
});
