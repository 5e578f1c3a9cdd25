import type { FastifyInstance } from 'fastify';
import type { TBuiltInRole } from '@menudelite/shared/team/permissions';
import type { TDeps } from '../../src/deps.ts';
import { nowIso } from '../../src/db/rows.ts';
import { newId } from '../../src/lib/ids.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { STRONG_PASSWORD, bearer, signUp, uniqueEmail, type TSignedUp } from './accounts.ts';

export type TStaff = { userId: string; memberId: string; email: string; headers: Record<string, string> };

/** A signed-up venue (its owner) for team tests. */
export async function ownerVenue(app: FastifyInstance): Promise<TSignedUp & { venueId: string; headers: Record<string, string> }> {
  const owner = await signUp(app, { fullName: 'Olive Owner' });
  return { ...owner, venueId: owner.session.user.restaurantId!, headers: bearer(owner.session) };
}

/**
 * A staff account with a membership of `role` at the venue, signed in through the real sign-in
 * (its session acts for the account's own venue, which is this one).
 */
export async function staffOf(
  t: { app: FastifyInstance; deps: TDeps },
  venueId: string,
  role: TBuiltInRole | string,
  options: { pin?: string; name?: string } = {},
): Promise<TStaff> {
  const email = uniqueEmail(role.replace(/[^a-z]/gi, '').toLowerCase());
  const now = nowIso();
  const userId = newId();
  const memberId = newId();
  await t.deps.db
    .insertInto('users')
    .values({
      id: userId,
      email,
      password_hash: await hashPassword(STRONG_PASSWORD),
      full_name: options.name ?? `Staff ${role}`,
      kind: 'venue',
      is_admin_account: false,
      restaurant_id: venueId,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await t.deps.db
    .insertInto('team_members')
    .values({
      id: memberId,
      restaurant_id: venueId,
      user_id: userId,
      name: options.name ?? `Staff ${role}`,
      display_id: null,
      role,
      status: 'active',
      pin_hash: options.pin ? await hashPassword(options.pin) : null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password: STRONG_PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  return { userId, memberId, email, headers: { authorization: `Bearer ${res.json().accessToken}` } };
}

/** The key of an error answer's first detail. */
export const keyOf = (body: string): string | undefined => (JSON.parse(body) as { error?: { details?: { key: string }[] } }).error?.details?.[0]?.key;
