import { Button, Group, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLanguage } from '@menudelite/shared/i18n/languages';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { ZVenueStepSchema, type TRestaurant } from '@menudelite/shared/restaurant/contracts';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { CURRENCY_OPTIONS, LANGUAGE_OPTIONS, useTimeZoneOptions } from '../../../components/venue-options';
import { useSaveVenueDetails } from '../api/save-venue-details';

function errorKey(code: string, field: string): string {
  if (field === 'timeZone') return 'errors.timeZone';
  if (code === 'too_small') return 'errors.required';
  if (code === 'too_big') return 'errors.tooLong';
  if (code === 'invalid_format') return 'errors.textPattern';
  return 'errors.invalid';
}

/** What the venue is and where: read from the venue record, saved as sign-up step 2 (the API's way to edit them). */
export function VenueDetailsForm({ restaurant }: { restaurant: TRestaurant }) {
  const { t } = useTranslation('venue-settings');
  const save = useSaveVenueDetails();
  const [form, setForm] = useState(() => ({
    isHotel: restaurant.isHotel,
    name: restaurant.name,
    address: restaurant.address,
    currency: restaurant.currency,
    defaultLanguage: restaurant.defaultLanguage,
    timeZone: restaurant.timeZone,
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const timeZones = useTimeZoneOptions(form.timeZone);
  const set = <K extends keyof typeof form>(field: K, value: (typeof form)[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
    setSaved(false);
  };
  const error = (field: string) => (errors[field] ? t(errors[field]!) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZVenueStepSchema.safeParse({ step: 2, ...form });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= errorKey(issue.code, String(issue.path[0]));
      return setErrors(found);
    }
    save.mutate(parsed.data, { onSuccess: () => setSaved(true) });
  };

  return (
    <Paper withBorder radius="md" p="md" maw={760}>
      <form onSubmit={submit} noValidate data-testid="venue-details-form">
        <Stack gap="sm">
          <Stack gap={4}>
            <Text component="span" size="sm" fw={500} id="venue-type-label">
              {t('venue.type')}
            </Text>
            <SegmentedControl
              fullWidth
              aria-labelledby="venue-type-label"
              value={form.isHotel ? 'hotel' : 'restaurant'}
              onChange={(value) => set('isHotel', value === 'hotel')}
              data={[
                { value: 'restaurant', label: t('venue.restaurant') },
                { value: 'hotel', label: t('venue.hotel') },
              ]}
            />
          </Stack>
          <TextInput
            label={t('venue.name')}
            required
            value={form.name}
            onChange={(e) => set('name', e.currentTarget.value)}
            error={error('name')}
            data-testid="venue-name-input"
          />
          <Textarea
            label={t('venue.address')}
            required
            autosize
            minRows={2}
            value={form.address}
            onChange={(e) => set('address', e.currentTarget.value)}
            error={error('address')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t('venue.currency')}
              description={t('venue.currencyHint')}
              data={CURRENCY_OPTIONS}
              value={form.currency}
              onChange={(value) => value && set('currency', value as TCurrency)}
              allowDeselect={false}
              searchable
            />
            <Select
              label={t('venue.defaultLanguage')}
              description={t('venue.defaultLanguageHint')}
              data={LANGUAGE_OPTIONS}
              value={form.defaultLanguage}
              onChange={(value) => value && set('defaultLanguage', value as TLanguage)}
              allowDeselect={false}
            />
          </SimpleGrid>
          <Select
            label={t('venue.timeZone')}
            data={timeZones}
            value={form.timeZone}
            onChange={(value) => value && set('timeZone', value)}
            allowDeselect={false}
            searchable
            limit={100}
            error={error('timeZone')}
          />
          <ApiErrorAlert error={save.error} />
          <Group justify="flex-end" gap="sm">
            {saved && (
              <Text size="sm" c="green" role="status">
                {t('saved')}
              </Text>
            )}
            <Button type="submit" loading={save.isPending} data-testid="venue-save">
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
