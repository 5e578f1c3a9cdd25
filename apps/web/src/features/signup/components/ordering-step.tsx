import { Paper, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCY_SYMBOLS } from '@menudelite/shared/money/currencies';
import { ZOrderingStepSchema, type TRestaurant } from '@menudelite/shared/restaurant/contracts';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useSaveSignUpStep } from '../api/save-sign-up-step';
import { fieldErrorKeys } from '../lib/field-errors';
import { orderFeeText, parseOrderFee } from '../lib/order-fee';
import { StepActions } from './step-actions';

const SWITCHES = ['allowsDineIn', 'allowsPickUp', 'allowsDelivery', 'allowsGuestCheckout', 'allowsPayLater', 'allowsOfflinePayments'] as const;
type TSwitch = (typeof SWITCHES)[number];

/** Step 5: how diners may order and pay, and the fee added to each order (typed in the venue's currency). */
export function OrderingStep({ restaurant, onSaved, onBack }: { restaurant: TRestaurant; onSaved: () => void; onBack: () => void }) {
  const { t } = useTranslation();
  const save = useSaveSignUpStep();
  const [flags, setFlags] = useState<Record<TSwitch, boolean>>(
    () => Object.fromEntries(SWITCHES.map((key) => [key, restaurant[key]])) as Record<TSwitch, boolean>,
  );
  const [fee, setFee] = useState(() => orderFeeText(restaurant.orderFee, restaurant.currency));
  const [feeError, setFeeError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const orderFee = parseOrderFee(fee, restaurant.currency);
    if (orderFee === null) return setFeeError('validation.amount');
    const parsed = ZOrderingStepSchema.safeParse({ step: 5, ...flags, orderFee });
    if (!parsed.success) return setFeeError(fieldErrorKeys(parsed.error.issues).orderFee ?? 'validation.invalid');
    save.mutate(parsed.data, { onSuccess: onSaved });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <ApiErrorAlert error={save.error} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {SWITCHES.map((key) => (
            <Paper key={key} withBorder p="sm" radius="md">
              <Switch
                label={t(`fields.${key}`)}
                description={t(`signup.ordering.${key}Hint`)}
                checked={flags[key]}
                onChange={(e) => {
                  const checked = e.currentTarget.checked;
                  setFlags((f) => ({ ...f, [key]: checked }));
                }}
              />
            </Paper>
          ))}
        </SimpleGrid>
        <TextInput
          label={t('fields.orderFee')}
          description={t('signup.ordering.orderFeeHint')}
          inputMode="decimal"
          leftSection={CURRENCY_SYMBOLS[restaurant.currency]}
          leftSectionWidth={Math.max(36, CURRENCY_SYMBOLS[restaurant.currency].length * 10 + 16)}
          value={fee}
          onChange={(e) => {
            setFee(e.currentTarget.value);
            setFeeError(null);
          }}
          error={feeError && t(feeError)}
          maw={280}
        />
        <StepActions onBack={onBack} pending={save.isPending} />
      </Stack>
    </form>
  );
}
