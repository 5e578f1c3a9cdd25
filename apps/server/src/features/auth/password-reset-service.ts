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

export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

const linkInvalid = () => new AppError('RESET_LINK_INVALID', 'This password reset link has expired or was already used. Please request a new one.');

/** Forgotten passwords: a single-use, one-hour link by e-mail. Answers never reveal whether an e-mail is registered. */
export function createPasswordResetService(deps: TDeps, realtime: Pick<TRealtime, 'disconnectSessions'>) {
  const limits = authRateLimits(deps.config);

  return {
    async request(email: string, ip: string): Promise<void> {
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
      await deps.mailer.send({
        to: user.email,
        restaurantId: user.restaurant_id,
        subject: 'Reset your MenuDelite password',
        text: [
          `Hello ${user.full_name},`,
          '',
          'Someone asked to reset the password of your MenuDelite account. To choose a new password, open this link within one hour:',
          link,
          '',
          'If it was not you, ignore this e-mail: your password stays as it is.',
        ].join('\n'),
      });
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
