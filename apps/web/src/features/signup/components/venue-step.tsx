import { SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { isLanguage, type TLanguage } from '@menudelite/shared/i18n/languages';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { ZVenueStepSchema, type TRestaurant } from '@menudelite/shared/restaurant/contracts';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { CURRENCY_OPTIONS, LANGUAGE_OPTIONS, useTimeZoneOptions } from '../../../components/venue-options';
import { useSaveSignUpStep } from '../api/save-sign-up-step';
import { venueErrors, type TVenueValues } from '../lib/step-form';
import { asFormErrors } from './field-error-text';
import { StepActions } from './step-actions';

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Until step 2 is done the venue holds placeholders (a generated name, UTC); start from blanks and the browser's zone. */
function initialValues(restaurant: TRestaurant, uiLanguage: string): TVenueValues {
  const done = restaurant.signUpStep >= 2;
  return {
    isHotel: restaurant.isHotel,
    name: done ? restaurant.name : '',
    address: done ? restaurant.address : '',
    currency: restaurant.currency,
    defaultLanguage: done || !isLanguage(uiLanguage) ? restaurant.defaultLanguage : uiLanguage,
    timeZone: done ? restaurant.timeZone : browserTimeZone(),
  };
}

/** Step 2: what the venue is and where. */
export function VenueStep({ restaurant, onSaved }: { restaurant: TRestaurant; onSaved: () => void }) {
  const { t, i18n } = useTranslation();
  const save = useSaveSignUpStep();
  const form = useForm<TVenueValues>({
    mode: 'controlled',
    initialValues: initialValues(restaurant, i18n.language),
    validate: (values) => asFormErrors(venueErrors(values)),
  });
  const values = form.values;
  const timeZones = useTimeZoneOptions(values.timeZone);

  const submit = form.onSubmit((submitted) => save.mutate(ZVenueStepSchema.parse({ step: 2, ...submitted }), { onSuccess: onSaved }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <ApiErrorAlert error={save.error} />
        <Stack gap={4}>
          <Text component="span" size="sm" fw={500} id="venue-type-label">
            {t('fields.venueType')}
          </Text>
          <SegmentedControl
            fullWidth
            aria-labelledby="venue-type-label"
            value={values.isHotel ? 'hotel' : 'restaurant'}
            onChange={(value) => form.setFieldValue('isHotel', value === 'hotel')}
            data={[
              { value: 'restaurant', label: t('signup.venue.restaurant') },
              { value: 'hotel', label: t('signup.venue.hotel') },
            ]}
          />
        </Stack>
        <TextInput label={t('fields.venueName')} required {...form.getInputProps('name')} />
        <Textarea label={t('fields.address')} required autosize minRows={2} autoComplete="street-address" {...form.getInputProps('address')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('fields.currency')}
            data={CURRENCY_OPTIONS}
            value={values.currency}
            onChange={(value) => value && form.setFieldValue('currency', value as TCurrency)}
            allowDeselect={false}
            searchable
          />
          <Select
            label={t('fields.defaultLanguage')}
            data={LANGUAGE_OPTIONS}
            value={values.defaultLanguage}
            onChange={(value) => value && form.setFieldValue('defaultLanguage', value as TLanguage)}
            allowDeselect={false}
          />
        </SimpleGrid>
        <Select
          label={t('fields.timeZone')}
          data={timeZones}
          value={values.timeZone}
          onChange={(value) => value && form.setFieldValue('timeZone', value)}
          allowDeselect={false}
          searchable
          limit={100}
          error={form.errors.timeZone}
        />
        <StepActions pending={save.isPending} />
      </Stack>
    </form>
  );
}
