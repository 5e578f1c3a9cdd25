import type { TConfig } from './config/env.ts';
import type { TDb, TDialectName } from './db/database.ts';
import type { TAccessTokens } from './lib/access-tokens.ts';
import type { TMailer } from './lib/mailer.ts';
import type { TRateLimiter } from './lib/rate-limiter.ts';
import type { TSessionLiveness } from './features/auth/public.ts';

/** What features are built from. app.ts makes one; tests make their own around a fresh database. */
export type TDeps = {
  config: TConfig;
  db: TDb;
  dialect: TDialectName;
  tokens: TAccessTokens;
  mailer: TMailer;
  rateLimiter: TRateLimiter;
  /** The per-request "has this session ended?" check and its short cache (features/auth). */
  sessionLiveness: TSessionLiveness;
};
