/** Payments as other features (checkout) use them: the provider interface, the demo provider, the payment row. */
export type { TCardDetails, TCardField, TChargeRequest, TChargeResult, TPaymentProvider } from './provider.ts';
export type { TIntent, TPaymentIntents, TRefundRequest, TRefundResult } from './provider.ts';
export { createStripeProvider } from './stripe/stripe-provider.ts';
export { stripeSettingsOf } from './stripe/settings.ts';
export { startStripeAttempt } from './stripe/start-attempt.ts';
export { paymentRoutes } from './routes.ts';
export { createDemoPaymentProvider, DEMO_CARD_DECLINED, DEMO_CARD_DECLINES_LATER, DEMO_CARD_SUCCEEDS } from './demo-provider.ts';
// Cards saved for a pay-later tab and charged later off-session (features/tabs).
export type { TSavedCard, TSaveCardResult, TSavedChargeRequest, TSetupIntent } from './provider.ts';
export { createPaymentProvider, PAYMENT_PROVIDERS, type TPaymentProviderName } from './providers.ts';
export { insertPayment } from './repository.ts';
// Write first, charge second (docs/decisions.md): payment attempts and their reconciliation.
export type { TChargeLookup, TCardProblem } from './provider.ts';
export { lookupAttempt, newAttemptRow, runAttempt, type TAttemptPurpose, type TNewAttempt } from './attempts.ts';
export { abandonAttempt, type TAbandonOutcome } from './abandon.ts';
export { PaymentProviderRefused } from './provider-errors.ts';
export { findAttempt, insertAttempt, latestAttemptOfOrder, markAttemptFailed, markAttemptSucceeded, type TPaymentAttemptRow } from './attempts-repository.ts';
export {
  reconcileAttempts,
  registerPaymentReconciliation,
  RECONCILE_JOB,
  RECONCILE_GRACE_MS,
  type TAttemptSettler,
  type TAttemptSettlers,
} from './reconcile.ts';
// Refunds the provider did not answer: one ask and one retry loop for every refund table (orders, DelitePay, bills), each with its own repository.
export {
  askForRefund,
  settleReportedRefunds,
  REFUND_ASK_LIMIT_MS,
  type TPendingRefund,
  type TRefundBook,
  type TRefundedPayment,
  type TRefundOutcome,
} from './refunds/ask.ts';
export { registerRefundRetry, retryPendingRefunds, REFUND_RETRY_GRACE_MS, type TRefundRetrySource } from './refunds/retry.ts';
export type { TProviderRefund } from './provider.ts';
