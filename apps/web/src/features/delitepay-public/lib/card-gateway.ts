import type { TPaymentPageInfo } from '@menudelite/shared/delitepay/contracts';
import type { TCardGateway } from '../../card-payment/public';

/** The page's own gateway answer as the card form takes it (Stripe needs its publishable key; without one the demo form is all there is). */
export function cardGatewayOf(gateway: TPaymentPageInfo['gateway']): TCardGateway {
  if (gateway.provider === 'stripe' && gateway.publishableKey) {
    return { gateway: 'stripe', publishableKey: gateway.publishableKey, stripeAccount: gateway.stripeAccount };
  }
  return { gateway: 'demo' };
}
