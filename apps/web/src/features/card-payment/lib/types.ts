import type { TStripeCardAction } from '@menudelite/shared/payments/contracts';

/** The demo gateway's card, as typed (sent with the caller's request; never stored). */
export type TDemoCard = { number: string; expiry: string; cvc: string };

/** A sentence of the card-payment namespace, or 'errors:keys.<key>' of the shared one, with its values. */
export type TCardMessage = { key: string; values?: Record<string, string | number> };

/** What a caller's request answers: with Stripe, the action the browser confirms (absent with the demo gateway). */
export type TCardPaidResponse = { payment?: TStripeCardAction | null | undefined };

/** Before the request: the card form is complete (demo: its card goes with the request), or it is not (messages shown in it). */
export type TCardPrepared = { ok: true; card: TDemoCard | null } | { ok: false };

/**
 * After the request, the browser's part:
 * - paid: charged by the server (demo), or confirmed at Stripe (succeeded, or authorised and
 *   capturing); the server learns it from Stripe's webhook;
 * - processing: Stripe accepted it and the bank answers later (the webhook settles it);
 * - declined: Stripe refused the card, shown in the card form; the server's payment is still
 *   waiting, so the same request again (same Idempotency-Key) answers the same action to
 *   confirm with another card.
 */
export type TCardConfirmed = { kind: 'paid' } | { kind: 'processing' } | { kind: 'declined'; message: TCardMessage };

/** `pay(send)` in one go: prepare, send, confirm. `failed`: the caller's request threw (its own error handling applies). */
export type TCardPayOutcome<T> =
  | { kind: 'incomplete' }
  | { kind: 'paid'; response: T }
  | { kind: 'processing'; response: T }
  | { kind: 'declined'; response: T; message: TCardMessage }
  | { kind: 'failed'; error: unknown };
