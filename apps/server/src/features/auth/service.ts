import type { TSignInRequest, TSignUpRequest } from '@menudelite/shared/auth/contracts';
import { nowIso } from '../../db/rows.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { decoyHash, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { authRateLimits } from './rate-limits.ts';
import { insertRestaurant } from '../restaurant/public.ts';
import { insertOwnerMember } from '../team/public.ts';
import { findUserByEmail, insertUser, isUniqueViolation, type TUserRow } from './repository.ts';
import type { TIssuedSession, TSessions } from './sessions.ts';
import { placeholderVenueName, uniqueSlug, venueShellRow } from './venue-shell.ts';

const emailTaken = () => new AppError('EMAIL_TAKEN', 'An account with this e-mail already exists.');

/** Account creation and sign-in. Callers are anonymous, so the only access rule is the rate limit. */
export function createAuthService(deps: TDeps, sessions: TSessions) {
  const limits = authRateLimits(deps.config);

  return {
    async signUp(input: TSignUpRequest, ip: string): Promise<TIssuedSession> {
      await deps.rateLimiter.consume(limits.signUpPerIp, [ip]);
      if (await findUserByEmail(deps.db, input.email)) throw emailTaken();
      const passwordHash = await hashPassword(input.password);
      const now = nowIso();
      const restaurantId = input.accountType === 'venue' ? newId() : null;
      const user: TUserRow = {
        id: newId(),
        email: input.email,
        password_hash: passwordHash,
        full_name: input.fullName,
        kind: input.accountType,
        is_admin_account: false,
        restaurant_id: restaurantId,
        created_at: now,
        updated_at: now,
      };
      try {
        return await deps.db.transaction().execute(async (trx) => {
          if (restaurantId) {
            const name = placeholderVenueName(input.fullName);
            await insertRestaurant(trx, venueShellRow({ id: restaurantId, name, slug: await uniqueSlug(trx, name), now }));
          }
          await insertUser(trx, user);
          // The person who signs a venue up is its first owner (features/team).
          if (restaurantId) await insertOwnerMember(trx, { restaurantId, userId: user.id, name: input.fullName });
          return sessions.start(trx, user);
        });
      } catch (error) {
        // The check above can lose a race with a parallel sign-up; the unique index has the last word.
        if (isUniqueViolation(error, 'email')) throw emailTaken();
        throw error;
      }
    },

    async signIn(input: TSignInRequest, ip: string): Promise<TIssuedSession> {
      await deps.rateLimiter.consume(limits.signInPerIp, [ip]);
      await deps.rateLimiter.consume(limits.signInPerEmail, [input.email]);
      const user = await findUserByEmail(deps.db, input.email);
      // Unknown e-mails are checked against a decoy hash so they cost as long as a wrong password.
      const matches = await verifyPassword(input.password, user?.password_hash ?? (await decoyHash()));
      if (!user || !matches) throw new AppError('INVALID_CREDENTIALS', 'E-mail or password is incorrect.');
      return sessions.start(deps.db, user);
    },

    async emailExists(email: string, ip: string): Promise<boolean> {
      await deps.rateLimiter.consume(limits.emailExistsPerIp, [ip]);
      return (await findUserByEmail(deps.db, email)) !== undefined;
    },
  };
}
