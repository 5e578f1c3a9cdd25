import { Alert, Button, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

export type TClubCardSetup = { setupIntentId: string; clientSecret: string; publishableKey: string };

/**
 * Stripe's Payment Element for the subscription's SetupIntent: the card is saved at Stripe (never
 * sent to us) with stripe.confirmSetup; then the server reads the intent at Stripe and charges the
 * first month (POST .../subscriptions/:id/card-saved).
 */
export default function StripeCardSetup({ setup, onSaved }: { setup: TClubCardSetup; onSaved: () => Promise<void> }) {
  const { i18n } = useTranslation();
  const stripe = useMemo(() => loadStripe(setup.publishableKey).catch(() => null), [setup.publishableKey]);
  return (
    <Elements
      stripe={stripe}
      options={{
        clientSecret: setup.clientSecret,
        // Stripe has no Hindi; it follows the browser there.
        locale: i18n.language === 'hi' ? 'auto' : (i18n.language as 'en'),
        appearance: { theme: 'stripe', variables: { borderRadius: '8px', colorDanger: '#c92a2a', fontSizeBase: '16px' } },
      }}
    >
      <SetupForm onSaved={onSaved} />
    </Elements>
  );
}

function SetupForm({ onSaved }: { onSaved: () => Promise<void> }) {
  const { t } = useTranslation('club-public');
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save() {
    if (!stripe || !elements) return;
    setBusy(true);
    setError(null);
    const result = await stripe.confirmSetup({ elements, redirect: 'if_required', confirmParams: { return_url: window.location.href } });
    if (result.error) setError(result.error.message ?? t('stripe.failed'));
    else await onSaved().catch(() => undefined);
    setBusy(false);
  }

  return (
    <Stack gap="sm" data-testid="club-stripe-form">
      <PaymentElement options={{ layout: 'tabs' }} />
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Button size="md" onClick={() => void save()} loading={busy} disabled={!stripe} data-testid="club-stripe-save">
        {t('stripe.save')}
      </Button>
    </Stack>
  );
}
