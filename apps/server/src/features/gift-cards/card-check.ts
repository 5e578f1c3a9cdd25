import type { TErrorKey } from '@menudelite/shared/errors';
import { AppError } from '../../lib/app-error.ts';
import type { TCardDetails, TCardField, TPaymentProvider } from '../payments/public.ts';

export const CARD_FIELD_KEYS = { number: 'cardNumberInvalid', expiry: 'cardExpiryInvalid', cvc: 'cardCvcInvalid' } as const satisfies Record<
  TCardField,
  TErrorKey
>;

/**
 * Before anything is written: Stripe takes the card in its own form (one posted here is refused, PCI
 * SAQ A); the demo gateway needs one, and one it would refuse outright is 400 CARD_INVALID naming the field.
 */
export function assertCardUsable(provider: TPaymentProvider, card: TCardDetails | undefined): void {
  if (provider.intents) {
    if (card)
      throw new AppError('CARD_INVALID', "Card details are entered in Stripe's payment form, never sent to this server", [
        { path: 'body.card', key: 'cardNumberInvalid' },
      ]);
    return;
  }
  if (!card) throw new AppError('CARD_INVALID', 'Card details are required to pay by card', [{ path: 'body.card.number', key: 'cardNumberInvalid' }]);
  const problem = provider.checkCard?.(card);
  if (problem) throw new AppError('CARD_INVALID', problem.message, [{ path: `body.card.${problem.field}`, key: CARD_FIELD_KEYS[problem.field] }]);
}
