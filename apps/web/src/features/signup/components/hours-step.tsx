import { Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { TRestaurant } from '@menudelite/shared/restaurant/contracts';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { formToHours, hoursToForm, invalidDays } from '../../../components/opening-hours/hours-form';
import { OpeningHoursFields } from '../../../components/opening-hours/opening-hours-fields';
import { useSaveSignUpStep } from '../api/save-sign-up-step';
import { StepActions } from './step-actions';

/** Step 4: opening hours per weekday (Monday first), in the venue's own time zone. */
export function HoursStep({ restaurant, onSaved, onBack }: { restaurant: TRestaurant; onSaved: () => void; onBack: () => void }) {
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
        <OpeningHoursFields days={days} onChange={setDays} invalid={invalid} showErrors={showErrors} timeZone={restaurant.timeZone} />
        <StepActions onBack={onBack} pending={save.isPending} />
      </Stack>
    </form>
  );
}
