import { SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type TLanguage } from '@menudelite/shared/i18n/languages';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { ZVenueStepSchema, type TRestaurant } from '@menudelite/shared/restaurant/contracts';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { CURRENCY_OPTIONS, LANGUAGE_OPTIONS, useTimeZoneOptions } from '../../../components/venue-options';
import { useSaveSignUpStep } from '../api/save-sign-up-step';
import { fieldErrorKeys } from '../lib/field-errors';
import { StepActions } from './step-actions';

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Until step 2 is done the venue holds placeholders (a generated name, UTC); start from blanks and the browser's zone. */
function initialValues(restaurant: TRestaurant, uiLanguage: string) {
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
  const [form, setForm] = useState(() => initialValues(restaurant, i18n.language));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const timeZones = useTimeZoneOptions(form.timeZone);
  const set = <K extends keyof typeof form>(field: K, value: (typeof form)[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZVenueStepSchema.safeParse({ step: 2, ...form });
    if (!parsed.success) return setErrors(fieldErrorKeys(parsed.error.issues));
    save.mutate(parsed.data, { onSuccess: onSaved });
  };

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
            value={form.isHotel ? 'hotel' : 'restaurant'}
            onChange={(value) => set('isHotel', value === 'hotel')}
            data={[
              { value: 'restaurant', label: t('signup.venue.restaurant') },
              { value: 'hotel', label: t('signup.venue.hotel') },
            ]}
          />
        </Stack>
        <TextInput
          label={t('fields.venueName')}
          required
          value={form.name}
          onChange={(e) => set('name', e.currentTarget.value)}
          error={errors.name && t(errors.name)}
        />
        <Textarea
          label={t('fields.address')}
          required
          autosize
          minRows={2}
          autoComplete="street-address"
          value={form.address}
          onChange={(e) => set('address', e.currentTarget.value)}
          error={errors.address && t(errors.address)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('fields.currency')}
            data={CURRENCY_OPTIONS}
            value={form.currency}
            onChange={(value) => value && set('currency', value as TCurrency)}
            allowDeselect={false}
            searchable
          />
          <Select
            label={t('fields.defaultLanguage')}
            data={LANGUAGE_OPTIONS}
            value={form.defaultLanguage}
            onChange={(value) => value && set('defaultLanguage', value as TLanguage)}
            allowDeselect={false}
          />
        </SimpleGrid>
        <Select
          label={t('fields.timeZone')}
          data={timeZones}
          value={form.timeZone}
          onChange={(value) => value && set('timeZone', value)}
          allowDeselect={false}
          searchable
          limit={100}
          error={errors.timeZone && t(errors.timeZone)}
        />
        <StepActions pending={save.isPending} />
      </Stack>
    </form>
  );
}
