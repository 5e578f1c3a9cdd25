import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { REFRESH_COOKIE_NAME } from '@menudelite/shared/auth/session';
import type { TAuthSession } from '@menudelite/shared/auth/contracts';
import type { TDb } from '../../src/db/database.ts';

export const STRONG_PASSWORD = 'Tasty!Menu9';

let counter = 0;
/** A fresh e-mail per call, so tests in one file never collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${counter}-${Date.now()}@example.test`;
}

export type TSignedUp = { session: TAuthSession; refreshToken: string; email: string };

export async function signUp(
  app: FastifyInstance,
  options: { accountType?: 'venue' | 'customer'; email?: string; fullName?: string; password?: string } = {},
): Promise<TSignedUp> {
  const email = options.email ?? uniqueEmail(options.accountType ?? 'venue');
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: {
      accountType: options.accountType ?? 'venue',
      email,
      password: options.password ?? STRONG_PASSWORD,
      fullName: options.fullName ?? 'Dana Owner',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { session: res.json(), refreshToken: refreshTokenOf(res), email };
}

/** The refresh token a response set in its cookie (fails the test if there is none). */
export function refreshTokenOf(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === REFRESH_COOKIE_NAME);
  expect(cookie?.value, 'refresh cookie').toBeTruthy();
  return cookie!.value;
}

export function withRefreshCookie(token: string): Record<string, string> {
  return { [REFRESH_COOKIE_NAME]: token };
}

export function bearer(session: TAuthSession): Record<string, string> {
  return { authorization: `Bearer ${session.accessToken}` };
}

export const COUNTED_TABLES = ['users', 'restaurants', 'refresh_tokens', 'password_resets', 'email_outbox'] as const;

/** Row counts of every table a feature under test could write; compare before and after to prove nothing was written. */
export async function countRows(db: TDb): Promise<Record<(typeof COUNTED_TABLES)[number], number>> {
  const counts = {} as Record<(typeof COUNTED_TABLES)[number], number>;
  for (const table of COUNTED_TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

/** The same error shape the whole API answers with. */
export function expectError(res: LightMyRequestResponse, status: number, code: string): void {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toEqual({ error: expect.objectContaining({ code, message: expect.any(String) }) });
}
