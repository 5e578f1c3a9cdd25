import { Button, Group, NumberInput, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { CURRENCY_SYMBOLS, type TCurrency } from '@menudelite/shared/money/currencies';
import { ZDeliverySettingsSchema, type TDeliverySettings } from '@menudelite/shared/orders/delivery';
import { DELIVERY_FEE_TYPES, type TDeliveryFeeType } from '@menudelite/shared/orders/pricing';
import { ORDER_PREP_TIME_MAX } from '@menudelite/shared/restaurant/contracts';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { showSaved, translatedError } from '../../../lib/forms/zod-form';
import { useSaveDeliverySettings } from '../api/delivery-settings';
import { deliveryBody, deliveryFormValues, validateDelivery, type TDeliveryFormValues } from '../lib/delivery-form';

/** The delivery fee (fixed or a percent of the items), the minimum order and the minutes to the door. */
export function DeliverySettingsForm({ settings, currency }: { settings: TDeliverySettings; currency: TCurrency }) {
  const { t } = useTranslation('venue-settings');
  const save = useSaveDeliverySettings();
  const form = useForm<TDeliveryFormValues>({
    mode: 'controlled',
    initialValues: deliveryFormValues(settings, currency),
    validate: validateDelivery(currency),
  });
  const symbol = CURRENCY_SYMBOLS[currency];
  const money = { inputMode: 'decimal' as const, leftSection: symbol, leftSectionWidth: Math.max(36, symbol.length * 10 + 16) };
  const error = (field: keyof TDeliveryFormValues) => translatedError((key) => t(key, { max: ORDER_PREP_TIME_MAX }), form.errors[field]);

  const submit = form.onSubmit((values) => {
    save.mutate(ZDeliverySettingsSchema.parse(deliveryBody(values, currency)), {
      onSuccess: (saved) => showSaved(form, deliveryFormValues(saved, currency)),
    });
  });

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate data-testid="delivery-settings-form">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t('delivery.feeTitle')}
          </Title>
          <Stack gap={4}>
            <Text component="span" size="sm" fw={500} id="delivery-fee-type-label">
              {t('delivery.feeType')}
            </Text>
            <SegmentedControl
              aria-labelledby="delivery-fee-type-label"
              value={form.values.feeType}
              onChange={(value) => form.setFieldValue('feeType', value as TDeliveryFeeType)}
              data={DELIVERY_FEE_TYPES.map((value) => ({ value, label: t(`delivery.feeTypes.${value}`) }))}
              data-testid="delivery-feeType"
            />
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {form.values.feeType === 'fixed' ? (
              <TextInput
                label={t('delivery.fixedFee')}
                description={t('delivery.fixedFeeHint')}
                {...money}
                data-testid="delivery-fixedFee"
                {...form.getInputProps('fixedFee')}
                error={error('fixedFee')}
              />
            ) : (
              <NumberInput
                label={t('delivery.percentFee')}
                description={t('delivery.percentFeeHint')}
                min={0}
                max={100}
                decimalScale={2}
                allowNegative={false}
                suffix=" %"
                data-testid="delivery-percentFee"
                {...form.getInputProps('percentFee')}
                error={error('percentFee')}
              />
            )}
            <TextInput
              label={t('delivery.minOrderValue')}
              description={t('delivery.minOrderValueHint')}
              {...money}
              data-testid="delivery-minOrderValue"
              {...form.getInputProps('minOrderValue')}
              error={error('minOrderValue')}
            />
            <NumberInput
              label={t('delivery.prepTime')}
              description={t('delivery.prepTimeHint')}
              min={0}
              max={ORDER_PREP_TIME_MAX}
              allowDecimal={false}
              allowNegative={false}
              suffix={` ${t('minutesShort')}`}
              data-testid="delivery-prepTime"
              {...form.getInputProps('deliveryOrderPrepTime')}
              error={error('deliveryOrderPrepTime')}
            />
          </SimpleGrid>
          <ApiErrorAlert error={save.error} />
          <Group justify="flex-end" gap="sm">
            {save.isSuccess && !form.isDirty() && (
              <Text size="sm" c="green" role="status">
                {t('saved')}
              </Text>
            )}
            <Button type="submit" loading={save.isPending} data-testid="delivery-save">
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
