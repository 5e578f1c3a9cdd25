import { Button, Group, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { TLanguage } from '@menudelite/shared/i18n/languages';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { ZVenueStepSchema, type TRestaurant } from '@menudelite/shared/restaurant/contracts';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { translatedError } from '../../../lib/forms/zod-form';
import { CURRENCY_OPTIONS, LANGUAGE_OPTIONS, useTimeZoneOptions } from '../../../components/venue-options';
import { useSaveVenueDetails } from '../api/save-venue-details';
import { validateVenueDetails, type TVenueDetailsValues } from '../lib/venue-details-form';

/** What the venue is and where: read from the venue record, saved as sign-up step 2 (the API's way to edit them). */
export function VenueDetailsForm({ restaurant }: { restaurant: TRestaurant }) {
  const { t } = useTranslation('venue-settings');
  const save = useSaveVenueDetails();
  const form = useForm<TVenueDetailsValues>({
    mode: 'controlled',
    initialValues: {
      isHotel: restaurant.isHotel,
      name: restaurant.name,
      address: restaurant.address,
      currency: restaurant.currency,
      defaultLanguage: restaurant.defaultLanguage,
      timeZone: restaurant.timeZone,
    },
    validate: validateVenueDetails,
    onValuesChange: () => save.isSuccess && save.reset(),
  });
  const values = form.values;
  const timeZones = useTimeZoneOptions(values.timeZone);
  const set = <K extends keyof TVenueDetailsValues>(field: K, value: TVenueDetailsValues[K]) => {
    form.setValues({ [field]: value } as Partial<TVenueDetailsValues>);
    form.clearFieldError(field);
  };
  const error = (field: keyof TVenueDetailsValues) => translatedError(t, form.errors[field]);

  const submit = form.onSubmit((submitted) => save.mutate(ZVenueStepSchema.parse({ step: 2, ...submitted })));

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
              value={values.isHotel ? 'hotel' : 'restaurant'}
              onChange={(value) => set('isHotel', value === 'hotel')}
              data={[
                { value: 'restaurant', label: t('venue.restaurant') },
                { value: 'hotel', label: t('venue.hotel') },
              ]}
            />
          </Stack>
          <TextInput label={t('venue.name')} required {...form.getInputProps('name')} error={error('name')} data-testid="venue-name-input" />
          <Textarea label={t('venue.address')} required autosize minRows={2} {...form.getInputProps('address')} error={error('address')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t('venue.currency')}
              description={t('venue.currencyHint')}
              data={CURRENCY_OPTIONS}
              value={values.currency}
              onChange={(value) => value && set('currency', value as TCurrency)}
              allowDeselect={false}
              searchable
            />
            <Select
              label={t('venue.defaultLanguage')}
              description={t('venue.defaultLanguageHint')}
              data={LANGUAGE_OPTIONS}
              value={values.defaultLanguage}
              onChange={(value) => value && set('defaultLanguage', value as TLanguage)}
              allowDeselect={false}
            />
          </SimpleGrid>
          <Select
            label={t('venue.timeZone')}
            data={timeZones}
            value={values.timeZone}
            onChange={(value) => value && set('timeZone', value)}
            allowDeselect={false}
            searchable
            limit={100}
            error={error('timeZone')}
          />
          <ApiErrorAlert error={save.error} />
          <Group justify="flex-end" gap="sm">
            {save.isSuccess && (
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
