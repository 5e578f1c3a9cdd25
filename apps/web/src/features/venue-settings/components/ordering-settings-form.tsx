import { Button, Group, NumberInput, Paper, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { CURRENCY_SYMBOLS, type TCurrency } from '@menudelite/shared/money/currencies';
import { maxProcessingFeeFixedMajor, PROCESSING_FEE_PERCENT_MAX } from '@menudelite/shared/money/caps';
import { formatMoney } from '@menudelite/shared/money/format';
import { minorPerMajor } from '@menudelite/shared/money/minor';
import { maxOrderFeeMajor, ORDER_PREP_TIME_MAX, type TOrderingSettings } from '@menudelite/shared/restaurant/contracts';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { showSaved, translatedError } from '../../../lib/forms/zod-form';
import { useSaveOrderingSettings } from '../api/ordering-settings';
import {
  ORDERING_SWITCHES,
  orderingBody,
  orderingFormValues,
  orderingSchema,
  processingFeePreview,
  validateOrdering,
  type TOrderingFormValues,
} from '../lib/ordering-form';

const GROUPS = [
  { title: 'ordering.howTitle', keys: ['allowsDineIn', 'allowsPickUp', 'allowsDelivery'] },
  { title: 'ordering.paymentTitle', keys: ['allowsPayLater', 'allowsOfflinePayments', 'allowsGuestCheckout'] },
] as const satisfies readonly { title: string; keys: readonly (typeof ORDERING_SWITCHES)[number][] }[];

/** The example card payment under the processing-fee fields: 20.00 of the venue's currency (Rp 200,000). */
const PREVIEW_AMOUNT = (currency: TCurrency) => (currency === 'idr' ? 200_000 : 20) * minorPerMajor(currency);

/** An amount inside a translated sentence keeps its own order in Arabic (Unicode first-strong isolate, as <bdi>). */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** Sign-up step 5 after sign-up: how diners order and pay, the fee on every order, the minutes to prepare one, and the card processing fee. */
export function OrderingSettingsForm({ settings, currency }: { settings: TOrderingSettings; currency: TCurrency }) {
  const { t } = useTranslation('venue-settings');
  const { t: tc } = useTranslation();
  const save = useSaveOrderingSettings();
  const form = useForm<TOrderingFormValues>({
    mode: 'controlled',
    initialValues: orderingFormValues(settings, currency),
    validate: validateOrdering(currency),
  });
  const symbol = CURRENCY_SYMBOLS[currency];
  const preview = processingFeePreview(form.values, currency, PREVIEW_AMOUNT(currency));

  const submit = form.onSubmit((values) => {
    const body = orderingSchema(currency).parse(orderingBody(values, currency));
    save.mutate(body, { onSuccess: (saved) => showSaved(form, orderingFormValues(saved, currency)) });
  });

  return (
    <Paper withBorder radius="md" p="md" maw={760}>
      <form onSubmit={submit} noValidate data-testid="ordering-settings-form">
        <Stack gap="md">
          {GROUPS.map((group) => (
            <Stack key={group.title} gap="xs">
              <Title order={2} fz="h4">
                {t(group.title)}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
                {group.keys.map((key) => (
                  <Paper key={key} withBorder p="sm" radius="md">
                    <Switch
                      label={tc(`fields.${key}`)}
                      description={tc(`signup.ordering.${key}Hint`)}
                      data-testid={`ordering-${key}`}
                      {...form.getInputProps(key, { type: 'checkbox' })}
                    />
                  </Paper>
                ))}
              </SimpleGrid>
            </Stack>
          ))}
          {form.values.allowsPayLater && !form.values.allowsDineIn && (
            <Text size="sm" c="dimmed">
              {t('ordering.payLaterDineInOnly')}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={tc('fields.orderFee')}
              description={tc('signup.ordering.orderFeeHint')}
              inputMode="decimal"
              leftSection={symbol}
              leftSectionWidth={Math.max(36, symbol.length * 10 + 16)}
              data-testid="ordering-orderFee"
              {...form.getInputProps('orderFee')}
              error={form.errors.orderFee && t(String(form.errors.orderFee), { max: maxOrderFeeMajor(currency).toLocaleString() })}
            />
            <NumberInput
              label={t('ordering.prepTime')}
              description={t('ordering.prepTimeHint')}
              min={0}
              max={ORDER_PREP_TIME_MAX}
              allowDecimal={false}
              allowNegative={false}
              suffix={` ${t('minutesShort')}`}
              data-testid="ordering-orderPrepTime"
              {...form.getInputProps('orderPrepTime')}
              error={translatedError((key) => t(key, { max: ORDER_PREP_TIME_MAX }), form.errors.orderPrepTime)}
            />
          </SimpleGrid>
          <Stack gap="xs">
            <Title order={2} fz="h4">
              {t('ordering.processingFeeTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('ordering.processingFeeIntro')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <NumberInput
                label={t('ordering.processingFeePercent')}
                min={0}
                max={PROCESSING_FEE_PERCENT_MAX}
                decimalScale={2}
                allowNegative={false}
                suffix=" %"
                data-testid="ordering-processingFeePercent"
                {...form.getInputProps('processingFeePercent')}
                error={translatedError((key) => t(key, { max: PROCESSING_FEE_PERCENT_MAX }), form.errors.processingFeePercent)}
              />
              <TextInput
                label={t('ordering.processingFeeFixed')}
                inputMode="decimal"
                leftSection={symbol}
                leftSectionWidth={Math.max(36, symbol.length * 10 + 16)}
                data-testid="ordering-processingFeeFixed"
                {...form.getInputProps('processingFeeFixed')}
                error={
                  form.errors.processingFeeFixed && t(String(form.errors.processingFeeFixed), { max: maxProcessingFeeFixedMajor(currency).toLocaleString() })
                }
              />
            </SimpleGrid>
            {preview !== null && (
              <Text size="sm" data-testid="ordering-processingFeePreview">
                {t('ordering.processingFeePreview', {
                  amount: isolate(formatMoney(PREVIEW_AMOUNT(currency), currency)),
                  fee: isolate(formatMoney(preview, currency)),
                })}
              </Text>
            )}
          </Stack>
          <ApiErrorAlert error={save.error} />
          <Group justify="flex-end" gap="sm">
            {save.isSuccess && !form.isDirty() && (
              <Text size="sm" c="green" role="status">
                {t('saved')}
              </Text>
            )}
            <Button type="submit" loading={save.isPending} data-testid="ordering-save">
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
