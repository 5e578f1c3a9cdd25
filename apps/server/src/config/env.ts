import { z } from 'zod';

const ZBooleanString = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const ZEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// URL')
    .optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// URL')
    .optional(),
  MAIL_FROM: z.string().default('MenuDelite <no-reply@menudelite.local>'),
  COOKIE_SECURE: ZBooleanString.default(true),
  SEED_DEMO: ZBooleanString.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  /** Only behind a proxy that sets X-Forwarded-For; otherwise clients could pick their own IP and dodge per-IP limits. */
  TRUST_PROXY: ZBooleanString.default(false),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Anonymous orders per minute naming one table code (issue 7: 60 in a row were accepted). */
  ORDER_RATE_LIMIT_PER_TABLE: z.coerce.number().int().min(1).max(1_000_000_000).default(10),
  /** Anonymous orders per minute from one client IP, across venues (a venue's Wi-Fi may front a few tables). */
  ORDER_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).max(1_000_000_000).default(30),
  /** Durable jobs: run them in this process (default: yes, except under NODE_ENV=test, where tests call runDueJobs). */
  JOBS_RUNNER: ZBooleanString.optional(),
  JOBS_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /** How text messages leave: kept in the outbox only (default), or also sent through Twilio's REST API. */
  SMS_PROVIDER: z.enum(['outbox', 'twilio']).default('outbox'),
  /**
   * Test hook for the crash test (apps/server/test/payments-crash.test.ts): the process kills itself
   * (SIGKILL) right after a card charge succeeds, before it is committed. Ignored when NODE_ENV=production.
   */
  TEST_CRASH_AFTER_CHARGE: ZBooleanString.default(false),
  /** Test hook for the tab end-to-end spec: how long one idle minute of a tab lasts, in ms (docs/api/tabs.md). Ignored when NODE_ENV=production. */
  TEST_TAB_MINUTE_MS: z.coerce.number().int().min(100).max(60_000).optional(),
  /** Test hook for the hotel end-to-end spec: how long one minute of the hotel's timers lasts (wake-up escalation, approval expiry), in ms (docs/api/hotel.md). Ignored when NODE_ENV=production. */
  TEST_HOTEL_MINUTE_MS: z.coerce.number().int().min(100).max(60_000).optional(),
  /** The card gateway: the deterministic demo gateway, or Stripe (default when STRIPE_SECRET_KEY is set). */
  PAYMENT_PROVIDER: z.enum(['demo', 'stripe']).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_...)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_...)').optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_...)')
    .optional(),
  /** Another Stripe API address (stripe-mock, or the tests' fake server); unset means api.stripe.com. */
  STRIPE_API_URL: z.url().optional(),
  /** How old a webhook signature may be (the SDK's default tolerance). */
  STRIPE_WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  TWILIO_API_URL: z.url().default('https://api.twilio.com'),
});

export type TConfig = Omit<z.infer<typeof ZEnvSchema>, 'PAYMENT_PROVIDER'> & { PAYMENT_PROVIDER: 'demo' | 'stripe'; publicUrl: string; jobsRunner: boolean };

/** Parses the environment once at start; a bad value stops the server with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  // An empty variable (`DATABASE_URL=`) means unset, as shells and .env files commonly write it.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ZEnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  if (config.SMS_PROVIDER === 'twilio' && !(config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM)) {
    throw new Error('Invalid configuration:\n  SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
  }
  const paymentProvider = config.PAYMENT_PROVIDER ?? (config.STRIPE_SECRET_KEY ? 'stripe' : 'demo');
  if (paymentProvider === 'stripe' && !(config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY && config.STRIPE_WEBHOOK_SECRET)) {
    throw new Error('Invalid configuration:\n  PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET');
  }
  return {
    ...config,
    PAYMENT_PROVIDER: paymentProvider,
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    jobsRunner: config.JOBS_RUNNER ?? config.NODE_ENV !== 'test',
  };
}
