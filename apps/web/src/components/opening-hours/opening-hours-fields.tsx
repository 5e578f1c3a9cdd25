import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DayHoursRow } from './day-hours-row';
import { copyDayToAll, type TDayForm } from './hours-form';

/**
 * The seven weekday rows with "use Monday's hours every day", shared by sign-up and settings.
 * The caller owns the state and decides when to show which days are invalid.
 */
export function OpeningHoursFields({
  days,
  onChange,
  invalid,
  showErrors,
  timeZone,
}: {
  days: TDayForm[];
  onChange: (days: TDayForm[]) => void;
  invalid: number[];
  showErrors: boolean;
  timeZone: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {t('signup.hours.hint', { timeZone })}
        </Text>
        <Button variant="light" size="xs" onClick={() => onChange(copyDayToAll(days, 1))}>
          {t('signup.hours.copyMonday')}
        </Button>
      </Group>
      {days.map((day) => (
        <DayHoursRow
          key={day.weekday}
          day={day}
          invalid={showErrors && invalid.includes(day.weekday)}
          onChange={(next) => onChange(days.map((d) => (d.weekday === next.weekday ? next : d)))}
        />
      ))}
      {showErrors && invalid.length > 0 && (
        <Text c="red" size="sm" role="alert">
          {t('validation.time')}
        </Text>
      )}
    </Stack>
  );
}
