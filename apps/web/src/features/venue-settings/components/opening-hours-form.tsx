import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ZOpeningHoursUpdateSchema, type TOpeningHoursSettings } from '@menudelite/shared/menu/settings';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { formToHours, hoursToForm, invalidDays, type TDayForm } from '../../../components/opening-hours/hours-form';
import { validateHours } from '../lib/opening-hours-form';
import { OpeningHoursFields } from '../../../components/opening-hours/opening-hours-fields';
import { useSaveOpeningHours } from '../api/opening-hours';

/** Local opening times per weekday, in the venue's time zone (the sign-up step's form, reused). */
export function OpeningHoursForm({ settings }: { settings: TOpeningHoursSettings }) {
  const { t } = useTranslation('venue-settings');
  const save = useSaveOpeningHours();
  const form = useForm<{ days: TDayForm[] }>({
    mode: 'controlled',
    initialValues: { days: hoursToForm(settings.openingHours) },
    validate: validateHours,
    onValuesChange: () => save.isSuccess && save.reset(),
  });
  const days = form.values.days;
  const submit = form.onSubmit((values) => save.mutate(ZOpeningHoursUpdateSchema.parse({ openingHours: formToHours(values.days) })));

  return (
    <Paper withBorder radius="md" p="md" maw={760}>
      <form onSubmit={submit} noValidate data-testid="hours-form">
        <Stack gap="sm">
          <OpeningHoursFields
            days={days}
            onChange={(next) => form.setFieldValue('days', next)}
            invalid={invalidDays(days)}
            showErrors={Boolean(form.errors.days)}
            timeZone={settings.timeZone}
          />
          <ApiErrorAlert error={save.error} />
          <Group justify="flex-end" gap="sm">
            {save.isSuccess && (
              <Text size="sm" c="green" role="status">
                {t('saved')}
              </Text>
            )}
            <Button type="submit" loading={save.isPending} data-testid="hours-save">
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
