import '../points-admin.css';
import { Alert, Button, Card, Center, Group, Loader, NumberInput, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ZPointsRulesRequestSchema, type TPointsRules } from '@menudelite/shared/growth/points';
import { pointsEarned, pointsValue } from '@menudelite/shared/growth/points-math';
import { formatMoney } from '@menudelite/shared/money/format';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { showSaved, translatedError, zodFormValidate } from '../../../lib/forms/zod-form';
import { usePointsRules, useSavePointsRules } from '../api/rules';
import { PointsMembers } from './points-members';
import { FIELD_OF_PATH, rulesRequest, rulesValues, type TRulesValues } from '../lib/rules-form';

/**
 * The venue's membership points programme (issue 11 section 2): on or off, how many points an
 * amount spent earns, what points are worth when redeemed, the fewest a diner may redeem, and
 * whether points expire. A tab of /loyalty; owners and managers (offers.manage) change it.
 */
export function PointsRulesPanel() {
  const { t } = useTranslation('points-admin');
  const rules = usePointsRules();
  if (rules.data)
    return (
      <Stack gap="md">
        <RulesForm rules={rules.data} />
        <PointsMembers />
      </Stack>
    );
  if (rules.error) return <ApiErrorAlert error={rules.error} />;
  return (
    <Center py="lg">
      <Loader size="sm" aria-label={t('loading')} />
    </Center>
  );
}

function RulesForm({ rules }: { rules: TPointsRules }) {
  const { t, i18n } = useTranslation('points-admin');
  const currency = rules.currency as TCurrency;
  const save = useSavePointsRules();
  const schemaErrors = zodFormValidate<TRulesValues>(
    ZPointsRulesRequestSchema,
    (values) => rulesRequest(values, currency),
    (issue) => (issue.path.at(-1) === 'amount' ? 'errors.amount' : undefined),
  );
  const form = useForm<TRulesValues>({
    mode: 'controlled',
    initialValues: rulesValues(rules),
    validate: (values): FormErrors => Object.fromEntries(Object.entries(schemaErrors(values)).map(([path, error]) => [FIELD_OF_PATH[path] ?? path, error])),
  });
  const submit = form.onSubmit((values) => {
    save.mutate(rulesRequest(values, currency), { onSuccess: (saved) => showSaved(form, rulesValues(saved)) });
  });
  const error = (field: keyof TRulesValues) => translatedError(t, form.errors[field]);
  const example = exampleOf(form.values, currency);
  const since = rules.expiryEffectiveAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: rules.timeZone }).format(new Date(rules.expiryEffectiveAt))
    : null;

  return (
    <Card withBorder padding="lg" data-testid="points-rules-panel">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Title order={2} fz="h4">
              {t('title')}
            </Title>
            <Switch label={t('enabled')} data-testid="points-enabled" {...form.getInputProps('enabled', { type: 'checkbox' })} />
          </Group>
          <Text size="sm" c="dimmed">
            {t('intro')}
          </Text>

          <Stack gap={4}>
            <Text fw={600}>{t('earnTitle')}</Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <NumberInput
                label={t('earnPoints')}
                min={1}
                allowDecimal={false}
                allowNegative={false}
                data-testid="points-earn-points"
                {...form.getInputProps('earnPoints')}
                error={error('earnPoints')}
              />
              <TextInput
                label={t('earnAmount', { currency: currency.toUpperCase() })}
                inputMode="decimal"
                data-testid="points-earn-amount"
                {...form.getInputProps('earnAmount')}
                error={error('earnAmount')}
              />
            </SimpleGrid>
          </Stack>

          <Stack gap={4}>
            <Text fw={600}>{t('redeemTitle')}</Text>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              <NumberInput
                label={t('redeemPoints')}
                min={1}
                allowDecimal={false}
                allowNegative={false}
                data-testid="points-redeem-points"
                {...form.getInputProps('redeemPoints')}
                error={error('redeemPoints')}
              />
              <TextInput
                label={t('redeemAmount', { currency: currency.toUpperCase() })}
                inputMode="decimal"
                data-testid="points-redeem-amount"
                {...form.getInputProps('redeemAmount')}
                error={error('redeemAmount')}
              />
              <NumberInput
                label={t('minimumPoints')}
                min={1}
                allowDecimal={false}
                allowNegative={false}
                data-testid="points-minimum"
                {...form.getInputProps('minimumPoints')}
                error={error('minimumPoints')}
              />
            </SimpleGrid>
            <Text size="sm" c="dimmed">
              {t('tipNote')}
            </Text>
          </Stack>

          <Stack gap={4}>
            <Switch label={t('expires')} data-testid="points-expires" {...form.getInputProps('expires', { type: 'checkbox' })} />
            {form.values.expires && (
              <NumberInput
                label={t('expiryDays')}
                min={1}
                max={3650}
                allowDecimal={false}
                allowNegative={false}
                maw={220}
                data-testid="points-expiry-days"
                {...form.getInputProps('expiryDays')}
                error={error('expiryDays')}
              />
            )}
            <Text size="sm" c="dimmed" data-testid="points-expiry-note">
              {form.values.expires ? (since && rules.expiryDays !== null ? t('expirySince', { date: since }) : t('expiryFromNow')) : t('expiryNever')}
            </Text>
          </Stack>

          {example && (
            <Alert variant="light" color="teal" data-testid="points-example">
              {t('example', example)}
            </Alert>
          )}
          {save.error && <ApiErrorAlert error={save.error} />}
          <Group justify="flex-end" gap="sm">
            {save.isSuccess && !form.isDirty() && (
              <Text size="sm" c="teal" role="status">
                {t('saved')}
              </Text>
            )}
            <Button type="submit" loading={save.isPending} data-testid="points-save">
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** "An order of 25.00 earns 25 points; 100 points pay 1.00", from the values being typed (null while they are not valid). */
function exampleOf(values: TRulesValues, currency: TCurrency): { spend: string; earned: number; points: number; worth: string } | null {
  const request = rulesRequest(values, currency);
  if (!ZPointsRulesRequestSchema.safeParse(request).success) return null;
  const spend = request.earn.amount * 25;
  return {
    spend: formatMoney(spend, currency),
    earned: pointsEarned(spend, request.earn),
    points: request.redeem.minimumPoints,
    worth: formatMoney(pointsValue(request.redeem.minimumPoints, request.redeem), currency),
  };
}
