import { createHash } from 'node:crypto';
import type { TChargeResult, TPaymentProvider } from './provider.ts';

/** Test cards, as Stripe's: this one succeeds ... */
export const DEMO_CARD_SUCCEEDS = '4242424242424242';
/** ... and this one is declined. Any other number is invalid. */
export const DEMO_CARD_DECLINED = '4000000000000002';

function expiryIsValid(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  // A card is good through the last day of its expiry month.
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/**
 * The built-in provider: no network, deterministic. The same idempotency key always gives the
 * same payment reference, as a real gateway's idempotent retry would.
 */
export function createDemoPaymentProvider(clock: () => Date = () => new Date()): TPaymentProvider {
  return {
    name: 'demo',
    async charge(request): Promise<TChargeResult> {
      const number = request.card.number.replace(/[\s-]/g, '');
      if (!expiryIsValid(request.card.expiry, clock()))
        return { status: 'invalid', field: 'expiry', message: 'The card has expired or its expiry date is not valid' };
      if (!/^\d{3,4}$/.test(request.card.cvc.trim())) return { status: 'invalid', field: 'cvc', message: 'The security code is not valid' };
      if (number === DEMO_CARD_DECLINED) return { status: 'declined', message: 'Your card was declined' };
      if (number !== DEMO_CARD_SUCCEEDS) return { status: 'invalid', field: 'number', message: 'The card number is not valid' };
      const providerRef = `demo_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24)}`;
      return { status: 'succeeded', providerRef, last4: number.slice(-4) };
    },
  };
}
