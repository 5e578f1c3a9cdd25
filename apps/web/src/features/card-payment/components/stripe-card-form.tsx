import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeElementsOptions } from '@stripe/stripe-js';
import { stripeFor, stripeLocale, type TStripeGateway } from '../lib/load-stripe';
import { createStripeHandle } from '../lib/stripe-handle';
import type { TCardPayment } from '../lib/use-card-payment';
import { CardError } from './card-field';
import classes from './card-payment.module.css';

/**
 * Stripe's Payment Element, deferred-intent flow: the Elements group is created with the amount
 * and currency before any PaymentIntent exists; on "Pay", elements.submit() checks the form, the
 * caller's request writes the payment and answers the intent's client secret, and
 * stripe.confirmPayment confirms it here (3-D Secure in Stripe's own frame; a redirect only for
 * payment methods that need one, back to the caller's return URL).
 */
export default function StripeCardForm({ payment, gateway }: { payment: TCardPayment; gateway: TStripeGateway }) {
  const { i18n } = useTranslation();
  const stripe = useMemo(() => stripeFor(gateway), [gateway]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void stripe.then((loadedStripe) => live && setFailed(loadedStripe === null));
    return () => {
      live = false;
    };
  }, [stripe]);
  const options: StripeElementsOptions = {
    mode: 'payment',
    amount: payment.amount,
    currency: payment.currency,
    locale: stripeLocale(i18n.language),
    appearance: { theme: 'stripe', variables: { borderRadius: '10px', colorDanger: '#c92a2a', fontSizeBase: '16px' } },
  };
  if (failed) {
    return (
      <div className={classes.stripe} data-testid="card-form" data-gateway="stripe">
        <CardError error={{ key: 'errors.loadFailed' }} testId="card-error" />
      </div>
    );
  }
  return (
    <Elements stripe={stripe} options={options}>
      <PaymentElementForm payment={payment} />
    </Elements>
  );
}

function PaymentElementForm({ payment }: { payment: TCardPayment }) {
  const { t } = useTranslation('card-payment');
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [loadError, setLoadError] = useState(false);
  const { attachStripe } = payment.form;

  useEffect(() => {
    if (!stripe || !elements || !ready) return;
    attachStripe(createStripeHandle(stripe, elements));
    return () => attachStripe(null);
  }, [stripe, elements, ready, attachStripe]);

  return (
    <div className={classes.stripe} data-testid="card-form" data-gateway="stripe" aria-busy={!ready}>
      {!ready && !loadError && <p className={classes.note}>{t('stripe.loading')}</p>}
      <PaymentElement options={{ layout: 'tabs' }} onReady={() => setReady(true)} onLoadError={() => setLoadError(true)} />
      <CardError error={loadError ? { key: 'errors.loadFailed' } : payment.form.errors.card} testId="card-error" />
    </div>
  );
}
