import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TRestaurant } from '@menudelite/shared/restaurant/contracts';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { formToHours, hoursToForm, invalidDays, type TDayForm } from '../../../components/opening-hours/hours-form';
import { OpeningHoursFields } from '../../../components/opening-hours/opening-hours-fields';
import { useSaveSignUpStep } from '../api/save-sign-up-step';
import { hoursErrors } from '../lib/step-form';
import { asFormErrors } from './field-error-text';
import { StepActions } from './step-actions';

/** Step 4: opening hours per weekday (Monday first), in the venue's own time zone. */
export function HoursStep({ restaurant, onSaved, onBack }: { restaurant: TRestaurant; onSaved: () => void; onBack: () => void }) {
  const save = useSaveSignUpStep();
  const form = useForm<{ days: TDayForm[] }>({
    mode: 'controlled',
    initialValues: { days: hoursToForm(restaurant.openingHours) },
    validate: (values) => asFormErrors(hoursErrors(values)),
  });
  const days = form.values.days;

  const submit = form.onSubmit((values) => save.mutate({ step: 4, openingHours: formToHours(values.days) }, { onSuccess: onSaved }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <ApiErrorAlert error={save.error} />
        <OpeningHoursFields
          days={days}
          onChange={(next) => form.setFieldValue('days', next)}
          invalid={invalidDays(days)}
          showErrors={Boolean(form.errors.days)}
          timeZone={restaurant.timeZone}
        />
        <StepActions onBack={onBack} pending={save.isPending} />
      </Stack>
    </form>
  );
}
