import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAccessToken, isTokenUsable, usableAccessToken } from '../src/lib/session/access-token';
import { accessTokenForRequest } from '../src/lib/session/access-token-for-request';
import { refreshSession } from '../src/lib/session/refresh-session';
import { getSession, updateSession } from '../src/lib/session/session-store';

const user = { id: 'u1', email: 'a@b.c', fullName: 'A', kind: 'venue' as const, isAdminAccount: false, restaurantId: 'r1' };

function sessionResponse(token: string, expiresIn = 60_000): Response {
  return new Response(JSON.stringify({ accessToken: token, accessTokenExpiry: Date.now() + expiresIn, user }), { status: 200 });
}

afterEach(() => {
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
