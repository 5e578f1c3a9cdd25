import { Button, Group, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRestaurant } from '@menudelite/shared/restaurant/contracts';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useSaveSignUpStep } from '../api/save-sign-up-step';
import { copyDayToAll, formToHours, hoursToForm, invalidDays } from '../lib/hours-form';
import { DayHoursRow } from './day-hours-row';
import { StepActions } from './step-actions';

/** Step 4: opening hours per weekday (Monday first), in the venue's own time zone. */
export function HoursStep({ restaurant, onSaved, onBack }: { restaurant: TRestaurant; onSaved: () => void; onBack: () => void }) {
  const { t } = useTranslation();
  const save = useSaveSignUpStep();
  const [days, setDays] = useState(() => hoursToForm(restaurant.openingHours));
  const [showErrors, setShowErrors] = useState(false);
  const invalid = invalidDays(days);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid.length) return setShowErrors(true);
    save.mutate({ step: 4, openingHours: formToHours(days) }, { onSuccess: onSaved });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <ApiErrorAlert error={save.error} />
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {t('signup.hours.hint', { timeZone: restaurant.timeZone })}
          </Text>
          <Button variant="light" size="xs" onClick={() => setDays((d) => copyDayToAll(d, 1))}>
            {t('signup.hours.copyMonday')}
          </Button>
        </Group>
        {days.map((day) => (
          <DayHoursRow
            key={day.weekday}
            day={day}
            invalid={showErrors && invalid.includes(day.weekday)}
            onChange={(next) => setDays((all) => all.map((d) => (d.weekday === next.weekday ? next : d)))}
          />
        ))}
        {showErrors && invalid.length > 0 && (
          <Text c="red" size="sm" role="alert">
            {t('validation.time')}
          </Text>
        )}
        <StepActions onBack={onBack} pending={save.isPending} />
      </Stack>
    </form>
  );
}
