import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TCheckoutResponse, TQuote } from '@menudelite/shared/orders/checkout';
import type { TCardPayment, TDemoCard } from '../../card-payment/public';
import { writeCart } from '../../cart/public';
import { orderStatusPath, rememberOrder, type TPlacedState } from '../../order-status/public';
import { postOrder } from '../api/place-order';
import type { TOrderBody } from './build-request';
import { completePayment, type TPlaceOutcome } from './complete-payment';
import { localPendingStore, newIdempotencyKey } from './pending-submission';
import { resendPending, submitOrder, type TDeclined, type TSubmitDeps, type TSubmitOutcome } from './submit-order';

/** Pending submissions older than this are not offered again: the diner has long moved on. */
const PENDING_MAX_AGE_MS = 24 * 3_600_000;

/** card: the demo gateway's card; null with Stripe (the card stays in Stripe's frames) and for other methods. */
export type TPlaceInput = { body: TOrderBody; expectedTotal: number; card: TDemoCard | null };

function stalePendingCleared(restaurantId: string): boolean {
  const pending = localPendingStore.read(restaurantId);
  if (pending && Date.now() - Date.parse(pending.savedAt) > PENDING_MAX_AGE_MS) localPendingStore.clear(restaurantId);
  return localPendingStore.read(restaurantId) !== null;
}

/**
 * Sends the order (submit-order.ts keeps it to one order however often it is sent), pays it in
 * the browser when the gateway is Stripe, and on success remembers its token, empties the cart
 * and opens the live status page in its place.
 */
export function usePlaceOrder(restaurantId: string, menuPath: string, asCustomer: boolean, card: Pick<TCardPayment, 'confirm'>) {
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  /** Set once an order is placed: the screen stays on "placed" while the status page loads. */
  const [placed, setPlaced] = useState(false);
  const [hasPending, setHasPending] = useState(() => stalePendingCleared(restaurantId));
  /** The last declined card's submission: trying the same order again with another card pays the order the server holds. */
  const declined = useRef<TDeclined | null>(null);

  const deps: TSubmitDeps = {
    send: (body, key) => postOrder(restaurantId, body, key, { asCustomer }),
    store: localPendingStore,
    newKey: newIdempotencyKey,
    now: () => new Date(),
  };

  const remember = useCallback(
    (response: TCheckoutResponse) =>
      rememberOrder({ orderId: response.orderId, token: response.orderToken, restaurantId, menuPath, placedAt: response.order.createdAt }),
    [restaurantId, menuPath],
  );

  const opened = useCallback(
    (response: TCheckoutResponse) => {
      remember(response);
      setPlaced(true);
      writeCart(restaurantId, []);
      const state: TPlacedState = { placed: true, token: response.orderToken, menuPath, restaurantId };
      void navigate(orderStatusPath(response.orderId), { replace: true, state });
    },
    [navigate, remember, restaurantId, menuPath],
  );

  async function run(work: () => Promise<TSubmitOutcome>, canConfirm: boolean): Promise<TPlaceOutcome> {
    setSending(true);
    try {
      const outcome = await completePayment(await work(), { confirm: card.confirm, remember }, canConfirm);
      declined.current = outcome.kind === 'refused' ? (outcome.declined ?? null) : outcome.kind === 'cardNotPaid' ? outcome.declined : null;
      if (outcome.kind === 'placed') opened(outcome.response);
      return outcome;
    } finally {
      setSending(false);
      setHasPending(localPendingStore.read(restaurantId) !== null);
    }
  }

  return {
    sending,
    placed,
    /** An earlier submission never got its answer (reload mid-submit). */
    hasPending,
    place: (input: TPlaceInput) => run(() => submitOrder(deps, { restaurantId, ...input, declined: declined.current }), true),
    resume: () => run(() => resendPending(deps, restaurantId), false),
  };
}

export type TPriceChange = { quote: TQuote; input: TPlaceInput };
