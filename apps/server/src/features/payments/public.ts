/** Payments as other features (checkout) use them: the provider interface, the demo provider, the payment row. */
export type { TCardDetails, TCardField, TChargeRequest, TChargeResult, TPaymentProvider } from './provider.ts';
export { createDemoPaymentProvider, DEMO_CARD_DECLINED, DEMO_CARD_SUCCEEDS } from './demo-provider.ts';
export { createPaymentProvider, PAYMENT_PROVIDERS, type TPaymentProviderName } from './providers.ts';
export { insertPayment } from './repository.ts';
