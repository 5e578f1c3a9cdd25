import { Alert, Button, Group, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPublicClub } from '@menudelite/shared/growth/club';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { formatMoney } from '@menudelite/shared/money/format';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { keyText } from '../../../lib/http/error-text';
import { useErrorText } from '../../../lib/http/use-error-text';
import { useCardSaved, useSubscribe } from '../api/club';
import StripeCardSetup from './stripe-card-setup';
import { newIdempotencyKey } from '../lib/idempotency';

/** Choose a plan, give a card (charged now for the first month, then monthly), subscribe. */
export function SubscribeForm({ club, stripe }: { club: TPublicClub; stripe: boolean }) {
  const { t } = useTranslation('club-public');
  const { text } = useErrorText();
  const currency = club.currency as TCurrency;
  const [planId, setPlanId] = useState<string | null>(club.plans.length === 1 ? club.plans[0]!.id : null);
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const [missingPlan, setMissingPlan] = useState(false);
  // One key per attempt: the same attempt retried (a lost answer) is answered once; a new choice is a new attempt.
  const [key, setKey] = useState(newIdempotencyKey);
  const subscribe = useSubscribe(club.restaurantId);
  const cardSaved = useCardSaved();
  // Stripe: the subscribe answer carries the SetupIntent the card is saved on, in Stripe's own form.
  const pending = subscribe.data?.cardSetup ? { id: subscribe.data.id, setup: subscribe.data.cardSetup } : null;
  const change = (apply: () => void) => {
    apply();
    setKey(newIdempotencyKey());
    subscribe.reset();
  };

  const submit = () => {
    if (!planId) {
      setMissingPlan(true);
      return;
    }
    // A refusal (a declined card) ends this attempt: the next try is a new request with a new key.
    subscribe.mutate({ body: stripe ? { planId } : { planId, card }, key }, { onError: () => setKey(newIdempotencyKey()) });
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Radio.Group
          value={planId}
          onChange={(value) => change(() => (setPlanId(value), setMissingPlan(false)))}
          label={
            <Title order={2} fz="h4">
              {t('plans.title')}
            </Title>
          }
        >
          <Stack gap="sm" mt="xs">
            {club.plans.map((plan) => (
              <Radio.Card key={plan.id} value={plan.id} p="md" radius="md" data-testid="plan-choice">
                <Group wrap="nowrap" align="flex-start">
                  <Radio.Indicator />
                  <Stack gap={4}>
                    {/* The venue's own words: they keep their own direction inside a page in another language. */}
                    <Text fw={600} dir="auto">
                      {plan.name}
                    </Text>
                    <Text>{t('plans.price', { price: formatMoney(plan.monthlyPrice, currency) })}</Text>
                    {plan.description && (
                      <Text size="sm" c="dimmed" dir="auto">
                        {plan.description}
                      </Text>
                    )}
                    {plan.percentOff > 0 && <Text size="sm">{t('plans.percent', { percent: plan.percentOff })}</Text>}
                    {plan.freeItems.length > 0 && (
                      <Text size="sm">{t('plans.free', { items: plan.freeItems.map((item) => item.name).join(', '), count: plan.freeItemsPerDay })}</Text>
                    )}
                  </Stack>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
        {missingPlan && (
          <Alert color="red" variant="light" role="alert" data-testid="subscription-required">
            {text(keyText('subscriptionRequired'))}
          </Alert>
        )}
        {!stripe && (
          <Stack gap="xs">
            <Title order={3} fz="h5">
              {t('card.title')}
            </Title>
            <TextInput
              label={t('card.number')}
              inputMode="numeric"
              autoComplete="cc-number"
              value={card.number}
              onChange={(e) => change(() => setCard({ ...card, number: e.currentTarget.value }))}
              dir="ltr"
              data-testid="card-number"
            />
            <Group grow>
              <TextInput
                label={t('card.expiry')}
                placeholder="MM/YY"
                autoComplete="cc-exp"
                value={card.expiry}
                onChange={(e) => change(() => setCard({ ...card, expiry: e.currentTarget.value }))}
                dir="ltr"
                data-testid="card-expiry"
              />
              <TextInput
                label={t('card.cvc')}
                inputMode="numeric"
                autoComplete="cc-csc"
                value={card.cvc}
                onChange={(e) => change(() => setCard({ ...card, cvc: e.currentTarget.value }))}
                dir="ltr"
                data-testid="card-cvc"
              />
            </Group>
          </Stack>
        )}
        <Text size="sm" c="dimmed">
          {t('card.terms')}
        </Text>
        <ApiErrorAlert error={subscribe.error ?? cardSaved.error} />
        {pending ? (
          <StripeCardSetup setup={pending.setup} onSaved={() => cardSaved.mutateAsync(pending.id).then(() => undefined)} />
        ) : (
          <Button type="submit" size="md" loading={subscribe.isPending} data-testid="subscribe">
            {t('subscribe')}
          </Button>
        )}
      </Stack>
    </form>
  );
}
