import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { TTabSetup } from '@menudelite/shared/tabs/contracts';
import classes from './tab-offer.module.css';

/**
 * Stripe's Payment Element for the tab's SetupIntent: the card is saved at Stripe (never sent to
 * us) with stripe.confirmSetup; the server then checks the SetupIntent itself before the tab opens.
 */
export default function StripeSetupForm({ setup, onSaved }: { setup: TTabSetup; onSaved: () => Promise<void> }) {
  const { i18n } = useTranslation();
  const stripe = useMemo(
    () => loadStripe(setup.publishableKey, setup.stripeAccount ? { stripeAccount: setup.stripeAccount } : undefined).catch(() => null),
    [setup.publishableKey, setup.stripeAccount],
  );
  return (
    <Elements
      stripe={stripe}
      options={{
        clientSecret: setup.clientSecret,
        // Stripe has no Hindi; it follows the browser there.
        locale: i18n.language === 'hi' ? 'auto' : (i18n.language as 'en'),
        appearance: { theme: 'stripe', variables: { borderRadius: '10px', colorDanger: '#c92a2a', fontSizeBase: '16px' } },
      }}
    >
      <SetupForm onSaved={onSaved} />
    </Elements>
  );
}

function SetupForm({ onSaved }: { onSaved: () => Promise<void> }) {
  const { t } = useTranslation('open-tabs');
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save() {
    if (!stripe || !elements) return;
    setBusy(true);
    setError(null);
    const result = await stripe.confirmSetup({ elements, redirect: 'if_required', confirmParams: { return_url: window.location.href } });
    if (result.error) setError(result.error.message ?? t('offer.stripeFailed'));
    else await onSaved();
    setBusy(false);
  }

  return (
    <div data-testid="tab-stripe-form">
      <PaymentElement options={{ layout: 'tabs' }} />
      {error && (
        <p className={classes.error} role="alert">
          {error}
        </p>
      )}
      <button type="button" className={classes.button} onClick={() => void save()} disabled={busy || !stripe} data-testid="tab-save-stripe">
        {t('offer.save')}
      </button>
    </div>
  );
}
