import type { TConfig } from '../../config/env.ts';
import type { TRateLimitRule } from '../../lib/rate-limiter.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** One address may front several people (an office, a venue's Wi-Fi), so per-IP limits are looser. */
const PER_IP_FACTOR = 5;

/** Rate-limit rules of the auth endpoints, all scaled from AUTH_RATE_LIMIT (attempts per minute per e-mail). */
export function authRateLimits(config: TConfig) {
  const perEmail = config.AUTH_RATE_LIMIT;
  const perIp = perEmail * PER_IP_FACTOR;
  return {
    signInPerEmail: { name: 'signin-email', limit: perEmail, windowMs: MINUTE },
    signInPerIp: { name: 'signin-ip', limit: perIp, windowMs: MINUTE },
    signUpPerIp: { name: 'signup-ip', limit: perIp, windowMs: MINUTE },
    emailExistsPerIp: { name: 'email-exists-ip', limit: perIp, windowMs: MINUTE },
    resetPerIp: { name: 'reset-ip', limit: perIp, windowMs: MINUTE },
    // Caps how many reset e-mails one inbox can be sent, so the form cannot be used to flood it.
    resetPerEmail: { name: 'reset-email', limit: perEmail, windowMs: HOUR },
  } satisfies Record<string, TRateLimitRule>;
}
export type TAuthRateLimits = ReturnType<typeof authRateLimits>;
