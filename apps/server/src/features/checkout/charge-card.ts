import type { TCheckoutRequest, TQuote } from '@menudelite/shared/orders/checkout';
import type { TErrorKey } from '@menudelite/shared/errors';
import { AppError } from '../../lib/app-error.ts';
import type { TCardField, TPaymentProvider } from '../payments/public.ts';

const CARD_FIELD_KEYS = { number: 'cardNumberInvalid', expiry: 'cardExpiryInvalid', cvc: 'cardCvcInvalid' } as const satisfies Record<TCardField, TErrorKey>;

export type TCardCharge = { provider: string; providerRef: string; last4: string } | null;

/**
 * Charges a card order before anything is written: a declined card leaves no order behind. The
 * Idempotency-Key goes to the provider too, so a retry after a crash between charge and commit
 * is not charged twice (the provider answers the first charge again).
 */
export async function chargeCard(provider: TPaymentProvider, restaurantId: string, key: string, body: TCheckoutRequest, quote: TQuote): Promise<TCardCharge> {
  if (body.paymentMethod !== 'card' || !body.card) return null;
  const result = await provider.charge({
    amount: quote.total,
    currency: quote.currency,
    card: body.card,
    idempotencyKey: `${restaurantId}:${key}`,
    description: 'MenuDelite order',
  });
  if (result.status === 'declined') throw new AppError('PAYMENT_DECLINED', result.message);
  if (result.status === 'invalid')
    throw new AppError('CARD_INVALID', result.message, [{ path: `body.card.${result.field}`, key: CARD_FIELD_KEYS[result.field] }]);
  return { provider: provider.name, providerRef: result.providerRef, last4: result.last4 };
}
