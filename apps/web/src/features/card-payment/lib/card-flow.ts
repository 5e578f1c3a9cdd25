import type { TCardGateway } from '@menudelite/shared/payments/card-gateway';
import type { TStripeCardAction } from '@menudelite/shared/payments/contracts';
import { NO_CARD_ERRORS, cardErrorsOf, type TCardErrors } from './card-errors';
import type { TStripeHandle } from './stripe-handle';
import type { TCardConfirmed, TCardPaidResponse, TCardPayOutcome, TCardPrepared, TDemoCard } from './types';

/** What one card payment works with: the gateway, the card as typed (demo), the mounted Payment Element (Stripe), and where its messages go. */
export type TCardFlow = {
  gateway: TCardGateway | null;
  demoCard: () => TDemoCard;
  stripe: () => TStripeHandle | null;
  show: (errors: TCardErrors) => void;
};

const blank = (text: string) => text.trim() === '';
const NOT_READY = { key: 'errors.notReady' };

/** Before the request: the demo card, when complete, goes with it; Stripe checks its own form (elements.submit) and nothing goes. */
export async function prepareCard(flow: TCardFlow): Promise<TCardPrepared> {
  flow.show(NO_CARD_ERRORS);
  if (!flow.gateway) return { ok: false };
  if (flow.gateway.gateway === 'demo') {
    const typed = flow.demoCard();
    if (blank(typed.number) || blank(typed.expiry) || blank(typed.cvc)) {
      flow.show({ fields: {}, card: { key: 'errors.detailsRequired' } });
      return { ok: false };
    }
    return { ok: true, card: { number: typed.number.trim(), expiry: typed.expiry.trim(), cvc: typed.cvc.trim() } };
  }
  const element = flow.stripe();
  if (!element) {
    flow.show({ fields: {}, card: NOT_READY });
    return { ok: false };
  }
  return (await element.submit()) ? { ok: true, card: null } : { ok: false };
}

/** After the request: the demo gateway has charged already; a Stripe action is confirmed in the browser. */
export async function confirmCard(flow: TCardFlow, action: TStripeCardAction | null | undefined, returnUrl: string): Promise<TCardConfirmed> {
  if (!action) return { kind: 'paid' };
  const element = flow.stripe();
  const confirmed: TCardConfirmed = element ? await element.confirm(action.clientSecret, returnUrl) : { kind: 'declined', message: NOT_READY };
  if (confirmed.kind === 'declined') flow.show({ fields: {}, card: confirmed.message });
  return confirmed;
}

/** prepare → the caller's request (with the demo card, or none) → confirm. A refusal about the card is shown on the form. */
export async function payByCard<T extends TCardPaidResponse>(
  flow: TCardFlow,
  send: (card: TDemoCard | null) => Promise<T>,
  returnUrl: string | ((response: T) => string),
): Promise<TCardPayOutcome<T>> {
  const prepared = await prepareCard(flow);
  if (!prepared.ok) return { kind: 'incomplete' };
  let response: T;
  try {
    response = await send(prepared.card);
  } catch (error) {
    const found = cardErrorsOf(error);
    if (found) flow.show(found);
    return { kind: 'failed', error };
  }
  const confirmed = await confirmCard(flow, response.payment, typeof returnUrl === 'function' ? returnUrl(response) : returnUrl);
  return { ...confirmed, response };
}
