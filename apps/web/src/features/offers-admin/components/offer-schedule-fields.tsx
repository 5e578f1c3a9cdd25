import { Chip, Fieldset, Group, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { weekdayName } from '../lib/offer-summary';
import type { TFieldProps } from './offer-drawer';

/** Dates, weekdays and hours, on the venue's clock (named, so staff abroad are not misled). */
export function OfferScheduleFields({ values, set, errorOf, timeZone }: TFieldProps & { timeZone: string }) {
  const { t, i18n } = useTranslation('offers-admin');
  return (
    <Fieldset legend={t('form.schedule')} variant="filled">
      <Text size="xs" c="dimmed" mb="xs">
        {t('form.zoneHint', { zone: timeZone })}
      </Text>
      <Group grow align="flex-start" wrap="wrap">
        <TextInput
          type="date"
          label={t('form.startsOn')}
          value={values.startsOn}
          onChange={(e) => set({ startsOn: e.currentTarget.value })}
          error={errorOf('startsOn')}
          data-testid="offer-starts"
        />
        <TextInput
          type="date"
          label={t('form.endsOn')}
          value={values.endsOn}
          onChange={(e) => set({ endsOn: e.currentTarget.value })}
          error={errorOf('endsOn')}
          data-testid="offer-ends"
        />
      </Group>
      <Text size="sm" fw={500} mt="sm" mb={4}>
        {t('form.weekdays')}
      </Text>
      <Chip.Group multiple value={values.weekdays.map(String)} onChange={(days) => set({ weekdays: days.map(Number) })}>
        <Group gap={6} data-testid="offer-weekdays">
          {[1, 2, 3, 4, 5, 6, 7].map((day) => (
            <Chip key={day} value={String(day)} size="xs">
              {weekdayName(day, i18n.language)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Text size="xs" c="dimmed" mt={4}>
        {t('form.weekdaysHint')}
      </Text>
      <Group grow align="flex-start" wrap="wrap" mt="sm">
        <TextInput
          type="time"
          label={t('form.startTime')}
          value={values.startTime}
          onChange={(e) => set({ startTime: e.currentTarget.value })}
          error={errorOf('startTime')}
        />
        <TextInput
          type="time"
          label={t('form.endTime')}
          value={values.endTime}
          onChange={(e) => set({ endTime: e.currentTarget.value })}
          error={errorOf('endTime')}
        />
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {t('form.hoursHint')}
      </Text>
    </Fieldset>
  );
}
