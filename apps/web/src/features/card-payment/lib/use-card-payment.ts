import { useCallback, useMemo, useRef, useState } from 'react';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import type { TCardGateway } from '@menudelite/shared/payments/card-gateway';
import type { TStripeCardAction } from '@menudelite/shared/payments/contracts';
import { NO_CARD_ERRORS, cardErrorsOf, type TCardErrors } from './card-errors';
import { confirmCard, payByCard, prepareCard, type TCardFlow } from './card-flow';
import type { TStripeHandle } from './stripe-handle';
import type { TCardConfirmed, TCardPaidResponse, TCardPayOutcome, TCardPrepared, TDemoCard } from './types';

export const EMPTY_DEMO_CARD: TDemoCard = { number: '', expiry: '', cvc: '' };

export type TUseCardPaymentOptions = {
  /** null while the venue's gateway is loading: the form waits, and so does paying. */
  gateway: TCardGateway | null | undefined;
  /** What the diner is about to pay, in minor units (Stripe shows it in wallets and picks payment methods by it). */
  amount: number;
  currency: TCurrency;
  /** The diner changed the card: a screen may clear its own sentence about the last refusal. */
  onEdit?: () => void;
};

async function whileBusy<T>(setBusy: (busy: boolean) => void, work: () => Promise<T>): Promise<T> {
  setBusy(true);
  try {
    return await work();
  } finally {
    setBusy(false);
  }
}

/** Stripe's return URL must be absolute; screens name their pages by path. */
const absolute = (url: string) => new URL(url, window.location.href).href;

/**
 * One card payment on a screen, whatever the venue's gateway. The screen renders
 * `<CardPayment payment={...} />` where the card goes, and on its own "Pay" button calls either
 * `pay(send, returnUrl)`, or `prepare()` → its request → `confirm(action, returnUrl)` when it has
 * its own submit flow (the checkout).
 */
export function useCardPayment({ gateway, amount, currency, onEdit }: TUseCardPaymentOptions) {
  const [card, setCardState] = useState<TDemoCard>(EMPTY_DEMO_CARD);
  const [errors, setErrors] = useState<TCardErrors>(NO_CARD_ERRORS);
  const [busy, setBusy] = useState(false);
  /** The mounted Payment Element (components/stripe-card-form.tsx attaches it once Stripe is ready). */
  const stripe = useRef<TStripeHandle | null>(null);
  const attachStripe = useCallback((handle: TStripeHandle | null) => {
    stripe.current = handle;
  }, []);

  const setCard = useCallback(
    (patch: Partial<TDemoCard>) => {
      setCardState((current) => ({ ...current, ...patch }));
      // A changed card answers whatever was said about the last one.
      setErrors(NO_CARD_ERRORS);
      onEdit?.();
    },
    [onEdit],
  );

  const flow = useMemo<TCardFlow>(() => ({ gateway: gateway ?? null, demoCard: () => card, stripe: () => stripe.current, show: setErrors }), [gateway, card]);

  const prepare = useCallback((): Promise<TCardPrepared> => prepareCard(flow), [flow]);
  const confirm = useCallback(
    (action: TStripeCardAction | null | undefined, returnUrl: string): Promise<TCardConfirmed> => confirmCard(flow, action, absolute(returnUrl)),
    [flow],
  );
  const pay = useCallback(
    <T extends TCardPaidResponse>(send: (card: TDemoCard | null) => Promise<T>, returnUrl: string | ((response: T) => string)): Promise<TCardPayOutcome<T>> =>
      whileBusy(setBusy, () => payByCard(flow, send, (response) => absolute(typeof returnUrl === 'function' ? returnUrl(response) : returnUrl))),
    [flow],
  );
  /** Marks a server refusal about the card on the form (a demo decline, a bad number); false when it was about something else. */
  const showError = useCallback((error: unknown): boolean => {
    const found = cardErrorsOf(error);
    if (found) setErrors(found);
    return found !== null;
  }, []);
  const clearErrors = useCallback(() => setErrors(NO_CARD_ERRORS), []);

  return useMemo(
    () => ({
      gateway: gateway ?? null,
      amount,
      currency,
      /** pay() is under way. */
      busy,
      prepare,
      confirm,
      pay,
      showError,
      clearErrors,
      /** For <CardPayment> only: the demo card as typed, the messages on the form, the mounted Payment Element. */
      form: { card, setCard, errors, attachStripe },
    }),
    [gateway, amount, currency, busy, prepare, confirm, pay, showError, clearErrors, card, setCard, errors, attachStripe],
  );
}

export type TCardPayment = ReturnType<typeof useCardPayment>;
