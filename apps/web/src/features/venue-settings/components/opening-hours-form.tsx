import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOpeningHoursSettings } from '@menudelite/shared/menu/settings';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { formToHours, hoursToForm, invalidDays } from '../../../components/opening-hours/hours-form';
import { OpeningHoursFields } from '../../../components/opening-hours/opening-hours-fields';
import { useSaveOpeningHours } from '../api/opening-hours';

/** Local opening times per weekday, in the venue's time zone (the sign-up step's form, reused). */
export function OpeningHoursForm({ settings }: { settings: TOpeningHoursSettings }) {
  const { t } = useTranslation('venue-settings');
  const save = useSaveOpeningHours();
  const [days, setDays] = useState(() => hoursToForm(settings.openingHours));
  const [showErrors, setShowErrors] = useState(false);
  const [saved, setSaved] = useState(false);
  const invalid = invalidDays(days);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid.length) return setShowErrors(true);
    save.mutate({ openingHours: formToHours(days) }, { onSuccess: () => setSaved(true) });
  };

  return (
    <Paper withBorder radius="md" p="md" maw={760}>
      <form onSubmit={submit} noValidate data-testid="hours-form">
        <Stack gap="sm">
          <OpeningHoursFields
            days={days}
            onChange={(next) => {
              setDays(next);
              setSaved(false);
            }}
            invalid={invalid}
            showErrors={showErrors}
            timeZone={settings.timeZone}
          />
          <ApiErrorAlert error={save.error} />
          <Group justify="flex-end" gap="sm">
            {saved && (
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
