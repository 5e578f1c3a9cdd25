import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAccessToken, isTokenUsable, usableAccessToken } from '../src/lib/session/access-token';
import { accessTokenForRequest } from '../src/lib/session/access-token-for-request';
import { apiRequest } from '../src/lib/http/api-client';
import { keepAccessTokenFresh } from '../src/lib/session/keep-token-fresh';
import { REFRESH_GRACE_MS } from '@menudelite/shared/auth/session';
import { REFRESH_RETRY_WINDOW_MS, refreshSession } from '../src/lib/session/refresh-session';
import { getSession, updateSession } from '../src/lib/session/session-store';

const user = { id: 'u1', email: 'a@b.c', fullName: 'A', kind: 'venue' as const, isAdminAccount: false, restaurantId: 'r1' };

function sessionResponse(token: string, expiresIn = 60_000): Response {
  return new Response(JSON.stringify({ accessToken: token, accessTokenExpiry: Date.now() + expiresIn, user }), { status: 200 });
}

const lostAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
const refused = () => new Response('{"error":{"code":"UNAUTHENTICATED","message":"x"}}', { status: 401 });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearAccessToken();
  updateSession({ user: null, didLogOut: false });
});

describe('refreshSession', () => {
  it('shares one POST /api/auth/refresh between concurrent callers', async () => {
    const fetchMock = vi.fn(async () => sessionResponse('fresh'));
    vi.stubGlobal('fetch', fetchMock);
    const [a, b, c] = await Promise.all([refreshSession(), refreshSession(), accessTokenForRequest()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toEqual(['/api/auth/refresh', expect.objectContaining({ method: 'POST' })]);
    expect(a?.accessToken).toBe('fresh');
    expect(b).toBe(a);
    expect(c).toBe('fresh');
    expect(getSession().user?.id).toBe('u1');
  });

  it('forgets the user when the refresh cookie is refused', async () => {
    updateSession({ user });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":{"code":"UNAUTHENTICATED","message":"x"}}', { status: 401 })),
    );
    await expect(refreshSession()).resolves.toBeNull();
    expect(getSession().user).toBeNull();
    expect(getSession().didLogOut).toBe(false);
  });

  it('answers no session, without an error, when the server says there is no cookie (204)', async () => {
    updateSession({ user });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(refreshSession()).resolves.toBeNull();
    expect(getSession().user).toBeNull();
    expect(getSession().didLogOut).toBe(false);
  });
});

describe('a lost refresh answer (the server’s grace window)', () => {
  it('retries with the same cookie after a network error, and keeps the user', async () => {
    updateSession({ user });
    const fetchMock = vi.fn().mockImplementationOnce(lostAnswer).mockResolvedValueOnce(sessionResponse('after-retry'));
    vi.stubGlobal('fetch', fetchMock);
    await expect(refreshSession()).resolves.toMatchObject({ accessToken: 'after-retry' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(getSession().user?.id).toBe('u1');
  });

  it('retries after a 5xx from a proxy too', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('', { status: 502 }))
      .mockResolvedValueOnce(sessionResponse('after-502'));
    vi.stubGlobal('fetch', fetchMock);
    await expect(refreshSession()).resolves.toMatchObject({ accessToken: 'after-502' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('never retries once a retry could land after the grace window, and keeps the user for the next call', async () => {
    expect(REFRESH_RETRY_WINDOW_MS).toBeLessThan(REFRESH_GRACE_MS);
    updateSession({ user });
    vi.useFakeTimers({ toFake: ['Date'] });
    // The first try hangs until the window has passed, then fails.
    const fetchMock = vi.fn(async () => {
      vi.setSystemTime(Date.now() + REFRESH_RETRY_WINDOW_MS + 1);
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(refreshSession()).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getSession().user?.id).toBe('u1');
  });

  it('signs out on TOKEN_REUSED without retrying', async () => {
    updateSession({ user });
    const fetchMock = vi.fn(async () => new Response('{"error":{"code":"TOKEN_REUSED","message":"x"}}', { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(refreshSession()).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getSession().user).toBeNull();
  });
});

describe('a session that ended elsewhere', () => {
  it('a 401 for a sent token refreshes once and retries with the new token', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(sessionResponse('old'))
      .mockResolvedValueOnce(refused())
      .mockResolvedValueOnce(sessionResponse('renewed'))
      .mockResolvedValueOnce(new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await refreshSession();
    await expect(apiRequest('/api/restaurant/me')).resolves.toEqual({ ok: true });
    const sent = (call: number) => new Headers((fetchMock.mock.calls[call]![1] as RequestInit).headers).get('authorization');
    expect(sent(1)).toBe('Bearer old');
    expect(fetchMock.mock.calls[2]![0]).toBe('/api/auth/refresh');
    expect(sent(3)).toBe('Bearer renewed');
  });

  it('signs the user out when the refresh is refused too (the session has ended)', async () => {
    updateSession({ user });
    const fetchMock = vi.fn().mockResolvedValueOnce(sessionResponse('old')).mockResolvedValueOnce(refused()).mockResolvedValueOnce(refused());
    vi.stubGlobal('fetch', fetchMock);
    await refreshSession();
    await expect(apiRequest('/api/restaurant/me')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(getSession().user).toBeNull();
    expect(usableAccessToken()).toBeNull();
  });
});

describe('token choice (SPEC section 4)', () => {
  it('uses the in-memory token while it is valid, without refreshing', async () => {
    const fetchMock = vi.fn(async () => sessionResponse('first'));
    vi.stubGlobal('fetch', fetchMock);
    await refreshSession();
    await expect(accessTokenForRequest()).resolves.toBe('first');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refreshes once the token has expired', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(sessionResponse('old', -1)).mockResolvedValueOnce(sessionResponse('new'));
    vi.stubGlobal('fetch', fetchMock);
    await refreshSession();
    expect(usableAccessToken()).toBeNull();
    await expect(accessTokenForRequest()).resolves.toBe('new');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('treats a token about to expire as expired', () => {
    expect(isTokenUsable({ token: 't', expiresAt: 1_000_000 }, 1_000_000 - 5_000)).toBe(false);
    expect(isTokenUsable({ token: 't', expiresAt: 1_000_000 }, 1_000_000 - 60_000)).toBe(true);
    expect(isTokenUsable(null, 0)).toBe(false);
  });
});

describe('keeping the token fresh while the staff socket is open', () => {
  it('refreshes a minute before the token expires, then again before the new one does, and stops when told', async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(sessionResponse('first', 5 * 60_000))
      .mockResolvedValueOnce(sessionResponse('second', 5 * 60_000))
      .mockResolvedValueOnce(sessionResponse('third', 5 * 60_000));
    vi.stubGlobal('fetch', fetchMock);
    await refreshSession();
    const stop = keepAccessTokenFresh();
    await vi.advanceTimersByTimeAsync(4 * 60_000 - 1_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(usableAccessToken()).toBe('second');
    stop();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('stops by itself once the session is gone', async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(sessionResponse('only', 2 * 60_000))
      .mockResolvedValue(refused());
    vi.stubGlobal('fetch', fetchMock);
    await refreshSession();
    keepAccessTokenFresh();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(usableAccessToken()).toBeNull();
  });
});
