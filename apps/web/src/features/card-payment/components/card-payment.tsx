import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { usePayingDocument } from '../lib/use-paying-document';
import type { TCardPayment } from '../lib/use-card-payment';
import { CardError } from './card-field';
import { DemoCardFields } from './demo-card-fields';
import classes from './card-payment.module.css';

/** Stripe's libraries load only where a Stripe venue's diner pays by card. */
const StripeCardForm = lazy(() => import('./stripe-card-form'));

/**
 * Where the card goes, for the venue's gateway: the demo card fields, or Stripe's Payment
 * Element. The screen keeps its own "Pay" button and calls the controller (useCardPayment).
 */
export function CardPayment({ payment }: { payment: TCardPayment }) {
  const { t, ready } = useTranslation('card-payment');
  const { gateway } = payment;
  const documentReady = usePayingDocument(gateway);
  if (!ready) return null;
  if (!gateway || !documentReady) return <Loading text={t('stripe.loading')} />;
  if (gateway.gateway === 'demo') return <DemoCardFields payment={payment} />;
  // A Payment Element needs an amount above zero; until the screen has one, the form waits.
  if (payment.amount <= 0) return <Loading text={t('stripe.loading')} />;
  return (
    <Suspense fallback={<Loading text={t('stripe.loading')} />}>
      <StripeCardForm payment={payment} gateway={gateway} />
    </Suspense>
  );
}

function Loading({ text }: { text: string }) {
  return (
    <div className={classes.stripe} data-testid="card-form-loading" aria-busy>
      <p className={classes.note}>{text}</p>
    </div>
  );
}

export { CardError };
