import { Button, Group, Paper, Select, SimpleGrid, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { TPaymentLink } from '@menudelite/shared/delitepay/contracts';
import { CURRENCY_SYMBOLS, type TCurrency } from '@menudelite/shared/money/currencies';
import { minorPerMajor } from '@menudelite/shared/money/minor';
import { formatMoney } from '@menudelite/shared/money/format';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { fieldErrors } from '../../../lib/http/error-text';
import { useErrorText } from '../../../lib/http/use-error-text';
import { useCreateLink } from '../api/links';
import { DESCRIPTION_MAX, EXPIRY_CHOICES, INITIAL_LINK_FORM, REFERENCE_MAX, linkRequest, validateLinkForm, type TLinkFormValues } from '../lib/link-form';

/** The clock is read when the form is checked or sent, never while rendering. */
const now = () => new Date();

type TProps = { currency: TCurrency; timeZone: string; onCreated: (link: TPaymentLink) => void };

/** A payment link for a fixed amount: what it is for, an optional reference, when it stops working, and whether it is paid once or many times. */
export function CreateLinkForm({ currency, timeZone, onCreated }: TProps) {
  const { t } = useTranslation('delitepay-admin');
  const { text } = useErrorText();
  const create = useCreateLink();
  const form = useForm<TLinkFormValues>({
    mode: 'controlled',
    initialValues: INITIAL_LINK_FORM,
    validate: (values) => Object.fromEntries(Object.entries(validateLinkForm(values, currency, timeZone, now())).map(([field, error]) => [field, text(error)])),
  });
  const symbol = CURRENCY_SYMBOLS[currency];

  const submit = form.onSubmit((values) => {
    create.mutate(linkRequest(values, currency, timeZone, now()), {
      onSuccess: (link) => {
        form.reset();
        onCreated(link);
      },
      // The server's refusal of a field (a past expiry, an amount out of bounds) goes on that field.
      onError: (error) => {
        const fields = fieldErrors(error);
        for (const [path, detail] of Object.entries(fields)) form.setFieldError(path === 'expiresAt' ? 'expiryDate' : path, text(detail.text));
      },
    });
  });

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate data-testid="create-link-form">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t('create.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('create.amount')}
              inputMode="decimal"
              leftSection={symbol}
              leftSectionWidth={Math.max(36, symbol.length * 10 + 16)}
              placeholder={formatMoney(25 * minorPerMajor(currency), currency, { symbol: false, grouping: false })}
              required
              data-testid="link-amount"
              {...form.getInputProps('amount')}
            />
            <TextInput
              label={t('create.reference')}
              description={t('create.referenceHint')}
              maxLength={REFERENCE_MAX}
              data-testid="link-reference"
              {...form.getInputProps('reference')}
            />
          </SimpleGrid>
          <Textarea
            label={t('create.description')}
            description={t('create.descriptionHint')}
            maxLength={DESCRIPTION_MAX}
            autosize
            minRows={2}
            required
            data-testid="link-description"
            {...form.getInputProps('description')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t('create.expiry')}
              data={EXPIRY_CHOICES.map((value) => ({ value, label: t(`expiry.${value}`) }))}
              allowDeselect={false}
              data-testid="link-expiry"
              {...form.getInputProps('expiry')}
            />
            {form.values.expiry === 'date' && (
              <TextInput
                type="date"
                label={t('create.expiryDate')}
                description={t('create.expiryDateHint')}
                required
                data-testid="link-expiry-date"
                {...form.getInputProps('expiryDate')}
              />
            )}
          </SimpleGrid>
          <Switch
            label={t('create.reusable')}
            description={form.values.reusable ? t('create.reusableHint') : t('create.singleUseHint')}
            data-testid="link-reusable"
            {...form.getInputProps('reusable', { type: 'checkbox' })}
          />
          <ApiErrorAlert error={create.error} />
          <Group justify="space-between" gap="sm">
            <Text size="xs" c="dimmed">
              {t('create.feesNote')}
            </Text>
            <Button type="submit" loading={create.isPending} data-testid="link-create">
              {t('create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
