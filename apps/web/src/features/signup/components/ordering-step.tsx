import { Paper, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { CURRENCY_SYMBOLS } from '@menudelite/shared/money/currencies';
import { ZOrderingStepSchema, type TRestaurant } from '@menudelite/shared/restaurant/contracts';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useSaveSignUpStep } from '../api/save-sign-up-step';
import { orderFeeText } from '../lib/order-fee';
import { ORDERING_SWITCHES, orderingBody, orderingErrors, type TOrderingValues } from '../lib/step-form';
import { asFormErrors } from './field-error-text';
import { StepActions } from './step-actions';

/** Step 5: how diners may order and pay, and the fee added to each order (typed in the venue's currency). */
export function OrderingStep({ restaurant, onSaved, onBack }: { restaurant: TRestaurant; onSaved: () => void; onBack: () => void }) {
  const { t } = useTranslation();
  const save = useSaveSignUpStep();
  const { currency } = restaurant;
  const form = useForm<TOrderingValues>({
    mode: 'controlled',
    initialValues: {
      ...(Object.fromEntries(ORDERING_SWITCHES.map((key) => [key, restaurant[key]])) as Omit<TOrderingValues, 'orderFee'>),
      orderFee: orderFeeText(restaurant.orderFee, currency),
    },
    validate: (values) => asFormErrors(orderingErrors(values, currency)),
  });

  const submit = form.onSubmit((values) => save.mutate(ZOrderingStepSchema.parse(orderingBody(values, currency)), { onSuccess: onSaved }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <ApiErrorAlert error={save.error} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {ORDERING_SWITCHES.map((key) => (
            <Paper key={key} withBorder p="sm" radius="md">
              <Switch label={t(`fields.${key}`)} description={t(`signup.ordering.${key}Hint`)} {...form.getInputProps(key, { type: 'checkbox' })} />
            </Paper>
          ))}
        </SimpleGrid>
        <TextInput
          label={t('fields.orderFee')}
          description={t('signup.ordering.orderFeeHint')}
          inputMode="decimal"
          leftSection={CURRENCY_SYMBOLS[currency]}
          leftSectionWidth={Math.max(36, CURRENCY_SYMBOLS[currency].length * 10 + 16)}
          {...form.getInputProps('orderFee')}
          maw={280}
        />
        <StepActions onBack={onBack} pending={save.isPending} />
      </Stack>
    </form>
  );
}
