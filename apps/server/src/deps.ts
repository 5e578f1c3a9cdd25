import type { TConfig } from './config/env.ts';
import type { TDb, TDialectName } from './db/database.ts';
import type { TAccessTokens } from './lib/access-tokens.ts';
import type { TMailer } from './lib/mailer.ts';
import type { TRateLimiter } from './lib/rate-limiter.ts';
import type { TBatchWriter, TBenefitProviders, TCatalogCache } from './features/checkout/public.ts';
import type { TOrderTokens } from './features/orders/public.ts';
import type { TAttemptSettlers, TPaymentProvider } from './features/payments/public.ts';
import type { TMenuCache } from './features/public-menu/public.ts';
import type { TSessionLiveness } from './features/auth/public.ts';
import type { TJobRunner } from './features/jobs/public.ts';
import type { TSmsProvider } from './features/orders/public.ts';
import type { TMemberDirectory } from './features/team/public.ts';

/** What features are built from. app.ts makes one; tests make their own around a fresh database. */
export type TDeps = {
  config: TConfig;
  db: TDb;
  dialect: TDialectName;
  tokens: TAccessTokens;
  /** The durable job runner: enqueue work that must happen later or again (features/jobs). */
  jobs: TJobRunner;
  mailer: TMailer;
  /** How text messages leave, chosen by SMS_PROVIDER. */
  sms: TSmsProvider;
  rateLimiter: TRateLimiter;
  /** The card gateway, chosen by PAYMENT_PROVIDER. */
  payments: TPaymentProvider;
  /**
   * Who applies a settled payment attempt to what it paid for, by purpose (checkout registers 'order'):
   * shared by checkout, the reconciliation job and Stripe's webhook, which look it up when they settle.
   */
  paymentSettlers: TAttemptSettlers;
  /** Signs and checks the diner's order-status links (checkout issues them, the status page checks them). */
  orderTokens: TOrderTokens;
  /** Per-process caches, each entry used only while the venue's stamp in the database still matches. */
  catalogs: TCatalogCache;
  menuCache: TMenuCache;
  /** Order writes: one group-commit queue per database (SQLite); PostgreSQL writes straight through. */
  orderWriter: TBatchWriter;
  /** The per-request "has this session ended?" check and its short cache (features/auth). */
  sessionLiveness: TSessionLiveness;
  /** Team memberships and their permissions as the authenticate hook reads them, through a short cache (features/team). */
  members: TMemberDirectory;
  /** The growth features' checkout benefits, in the order they apply (features/growth-composition.ts). */
  benefits: TBenefitProviders;
};
