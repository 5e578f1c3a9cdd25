/** Payments as other features (checkout) use them: the provider interface, the demo provider, the payment row. */
export type { TCardDetails, TCardField, TChargeRequest, TChargeResult, TPaymentProvider } from './provider.ts';
export type { TIntent, TPaymentIntents, TRefundRequest, TRefundResult } from './provider.ts';
export { createStripeProvider } from './stripe/stripe-provider.ts';
export { stripeSettingsOf } from './stripe/settings.ts';
export { startStripeAttempt } from './stripe/start-attempt.ts';
export { paymentRoutes } from './routes.ts';
export { createDemoPaymentProvider, DEMO_CARD_DECLINED, DEMO_CARD_SUCCEEDS } from './demo-provider.ts';
export { createPaymentProvider, PAYMENT_PROVIDERS, type TPaymentProviderName } from './providers.ts';
export { insertPayment } from './repository.ts';
// Write first, charge second (docs/decisions.md): payment attempts and their reconciliation.
export type { TChargeLookup, TCardProblem } from './provider.ts';
export { newAttemptRow, runAttempt, type TAttemptPurpose, type TNewAttempt } from './attempts.ts';
export { insertAttempt, latestAttemptOfOrder, markAttemptFailed, markAttemptSucceeded, type TPaymentAttemptRow } from './attempts-repository.ts';
export {
  reconcileAttempts,
  registerPaymentReconciliation,
  RECONCILE_JOB,
  RECONCILE_GRACE_MS,
  type TAttemptSettler,
  type TAttemptSettlers,
} from './reconcile.ts';
