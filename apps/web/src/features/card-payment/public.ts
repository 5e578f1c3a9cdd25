/**
 * Paying by card on any diner screen (checkout, table bill, payment page), whatever the venue's
 * gateway: the demo card fields, or Stripe's Payment Element (deferred-intent flow).
 *
 *   const gateway = useCardGateway(restaurantId).data;          // or the checkout options' cardGateway
 *   const ready = usePayingDocument(gateway);                   // false: reloading for Stripe's policy
 *   const payment = useCardPayment({ gateway, amount, currency });
 *   <CardPayment payment={payment} />
 *   const outcome = await payment.pay((card) => post({ ...body, ...(card ? { card } : {}) }), returnUrl);
 *
 * Screens with their own submit flow call payment.prepare() → their request → payment.confirm(answer.payment, returnUrl).
 * Strings: the 'card-payment' namespace (load it with the route: withNamespace('card-payment', …)).
 */
export { CardPayment } from './components/card-payment';
export { PayingPageLink } from './components/paying-page-link';
export { cardGatewayQuery, useCardGateway } from './api/get-card-gateway';
export { useCardPayment, type TCardPayment, type TUseCardPaymentOptions } from './lib/use-card-payment';
export { usePayingDocument } from './lib/use-paying-document';
export { documentAllowsStripe, needsFullLoad } from './lib/paying-page';
export type { TCardConfirmed, TCardMessage, TCardPaidResponse, TCardPayOutcome, TCardPrepared, TDemoCard } from './lib/types';
export type { TCardGateway } from '@menudelite/shared/payments/card-gateway';
