import type { TBill } from '@menudelite/shared/bills/contracts';
import type { TCardGateway } from '@menudelite/shared/payments/card-gateway';

/** The bill names the venue's card gateway itself, so the page needs no second request to show the card form. */
export function gatewayOf(bill: TBill): TCardGateway {
  const { provider, publishableKey, stripeAccount } = bill.gateway;
  return provider === 'stripe' && publishableKey ? { gateway: 'stripe', publishableKey, stripeAccount } : { gateway: 'demo' };
}
