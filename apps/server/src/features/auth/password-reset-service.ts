import type { TDeps } from '../../deps.ts';
import { nowIso } from '../../db/rows.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId, newSecret } from '../../lib/ids.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { authRateLimits } from './rate-limits.ts';
import { findUserByEmail, updatePasswordHash } from './repository.ts';
import type { TRealtime } from '../../plugins/socket.ts';
import { announceSessionsEnded, endSessionRows } from './session-ending.ts';
import { findUsableReset, insertPasswordReset, useUpResets } from './password-reset-repository.ts';
import { hashToken } from './token-hash.ts';
import type { TLanguage } from '@menudelite/shared/i18n/languages';
import { languageOr, renderPasswordResetEmail } from '../notifications/public.ts';
import { findRestaurantById } from '../restaurant/public.ts';

export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

const linkInvalid = () => new AppError('RESET_LINK_INVALID', 'This password reset link has expired or was already used. Please request a new one.');

/** Forgotten passwords: a single-use, one-hour link by e-mail. Answers never reveal whether an e-mail is registered. */
export function createPasswordResetService(deps: TDeps, realtime: Pick<TRealtime, 'disconnectSessions'>) {
  const limits = authRateLimits(deps.config);

  return {
    async request(email: string, ip: string, language?: TLanguage): Promise<void> {
      await deps.rateLimiter.consume(limits.resetPerIp, [ip]);
      await deps.rateLimiter.consume(limits.resetPerEmail, [email]);
      const user = await findUserByEmail(deps.db, email);
      if (!user) return;
      const token = newSecret();
      const now = Date.now();
      await insertPasswordReset(deps.db, {
        id: newId(),
        user_id: user.id,
        token_hash: hashToken(token),
        expires_at: new Date(now + RESET_LINK_LIFETIME_MS).toISOString(),
        used_at: null,
        created_at: new Date(now).toISOString(),
      });
      const link = `${deps.config.publicUrl}/reset-password/${token}`;
      // Staff read it in their venue's language; a diner's account has no venue, so the language their browser asked in.
      const venue = user.restaurant_id ? await findRestaurantById(deps.db, user.restaurant_id) : undefined;
      const mail = await renderPasswordResetEmail(languageOr(venue?.default_language, language), { name: user.full_name, link });
      await deps.mailer.send({ to: user.email, restaurantId: user.restaurant_id, ...mail });
    },

    async status(token: string): Promise<{ valid: true; email: string }> {
      const reset = await findUsableReset(deps.db, hashToken(token), nowIso());
      if (!reset) throw linkInvalid();
      return { valid: true, email: reset.email };
    },

    /** Sets the new password, uses the link up and signs the account out everywhere. */
    async complete(token: string, password: string): Promise<void> {
      const reset = await findUsableReset(deps.db, hashToken(token), nowIso());
      if (!reset) throw linkInvalid();
      const passwordHash = await hashPassword(password);
      const now = nowIso();
      const ended = await deps.db.transaction().execute(async (trx) => {
        if (!(await useUpResets(trx, reset.id, reset.user_id, now))) throw linkInvalid();
        await updatePasswordHash(trx, reset.user_id, passwordHash, now);
        return endSessionRows(trx, { userId: reset.user_id }, 'password_reset');
      });
      announceSessionsEnded({ deps, realtime }, ended);
    },
  };
}
