import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { REQUEST_ID_HEADER } from '@menudelite/shared/auth/session';
import type { TConfig } from './config/env.ts';
import type { TDatabaseHandle } from './db/database.ts';
import type { TDeps } from './deps.ts';
import { NO_BENEFIT_PROVIDERS } from './features/checkout/public.ts';
import { createBenefitProviders, registerOrderLifecycle } from './features/growth-composition.ts';
import { createAccessTokens } from './lib/access-tokens.ts';
import { createMailer } from './lib/mailer.ts';
import { createRateLimiter } from './lib/rate-limiter.ts';
import { loadSigningSecret } from './lib/signing-secret.ts';
import { authenticatePlugin } from './plugins/authenticate.ts';
import { docsPlugin } from './plugins/docs.ts';
import { emptyPatchPlugin } from './plugins/empty-patch.ts';
import { answerFrameworkError, errorsPlugin } from './plugins/errors.ts';
import { requestIdFrom, requestIdPlugin } from './plugins/request-id.ts';
import { securityPlugin } from './plugins/security.ts';
import { socketPlugin } from './plugins/socket.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { featureRoutes } from './features/index.ts';
import { createSessionLiveness } from './features/auth/public.ts';
import { createJobRunner, registerPurgeJobs } from './features/jobs/public.ts';
import { createOrderTokens, createSmsProvider } from './features/orders/public.ts';
import { createBatchWriter, createCatalogCache } from './features/checkout/public.ts';
import { createPaymentProvider, createStripeProvider, stripeSettingsOf } from './features/payments/public.ts';
import { createMenuCache } from './features/public-menu/public.ts';
import { createMemberDirectory, routePermissionsPlugin } from './features/team/public.ts';

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** The card gateway, built once: Stripe when configured (config/env.ts), else the deterministic demo gateway. */
function paymentProviderFor(config: TConfig, db: TDatabaseHandle['db']) {
  const stripe = stripeSettingsOf(config);
  return stripe ? createStripeProvider(stripe) : createPaymentProvider('demo', db);
}
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the whole app: external plugins, then app plugins, then features. server.ts only listens. */
export async function buildApp(config: TConfig, database: TDatabaseHandle): Promise<{ app: FastifyInstance; deps: TDeps }> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: (request) => requestIdFrom(request.headers[REQUEST_ID_HEADER.toLowerCase()]),
    trustProxy: config.TRUST_PROXY,
    // A malformed %-escape or an over-long path parameter fails in the router, before the error handler.
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Access tokens die with their session: verify() asks the sessions table, through a short per-process cache.
  const sessionLiveness = createSessionLiveness(database.db);
  const tokens = createAccessTokens(loadSigningSecret(config.DATA_DIR, config.JWT_SECRET), { isSessionLive: sessionLiveness.isLive });
  const members = createMemberDirectory(database.db);
  const jobs = createJobRunner({ db: database.db, log: app.log, pollMs: config.JOBS_POLL_MS });
  const deps: TDeps = {
    config,
    db: database.db,
    dialect: database.dialect,
    tokens,
    jobs,
    mailer: createMailer(database.db, jobs, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }),
    sms: createSmsProvider(config, database.db, jobs),
    rateLimiter: createRateLimiter(database.db),
    payments: paymentProviderFor(config, database.db),
    paymentSettlers: {},
    orderTokens: createOrderTokens(config),
    catalogs: createCatalogCache(database.db),
    menuCache: createMenuCache(),
    orderWriter: createBatchWriter(database.db, database.dialect),
    sessionLiveness,
    members,
    benefits: NO_BENEFIT_PROVIDERS,
  };
  deps.benefits = createBenefitProviders(deps);
  registerOrderLifecycle(deps);
  registerPurgeJobs(deps);
  // Tests leave the runner off (config.jobsRunner) and call runDueJobs() themselves.
  if (config.jobsRunner) app.addHook('onReady', async () => jobs.start());
  // Within the process's own shutdown deadline; an unfinished job's lease lets another process take it.
  app.addHook('onClose', async () => jobs.stop(5000));

  await app.register(errorsPlugin);
  await app.register(requestIdPlugin);
  // Stripe's origins are allowed on the pages that pay, only when Stripe is the gateway.
  await app.register(securityPlugin, { stripe: deps.payments.name === 'stripe' });
  await app.register(cookie);
  await app.register(docsPlugin);
  await app.register(authenticatePlugin, { tokens, memberOf: members.memberOf });
  // Before any feature: every route's declared permission is stamped and checked (features/team).
  await app.register(routePermissionsPlugin);
  await app.register(socketPlugin, { tokens, redisUrl: config.REDIS_URL });
  await app.register(emptyPatchPlugin);
  await app.register(featureRoutes, { deps });
  await app.register(webAppPlugin, { distDir: config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST, db: deps.db, publicUrl: config.publicUrl });
  return { app, deps };
}
