import { ZOpeningHoursUpdateSchema } from '@menudelite/shared/menu/settings';
import { formToHours, invalidDays, type TDayForm } from '../../../components/opening-hours/hours-form';

/**
 * @mantine/form's `validate` for the hours: the days' own rule (a time each side, not the same
 * minute), then the API's schema. The fields word the problem on the day itself, so the form only
 * needs to know there is one.
 */
export function validateHours(values: { days: TDayForm[] }): Record<string, string> {
  const ok = invalidDays(values.days).length === 0 && ZOpeningHoursUpdateSchema.safeParse({ openingHours: formToHours(values.days) }).success;
  return ok ? {} : { days: 'errors.invalid' };
}
