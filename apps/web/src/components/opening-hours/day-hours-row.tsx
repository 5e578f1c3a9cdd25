import { Group, Paper, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { weekdayName } from '../../lib/format/weekday-name';
import type { TDayForm } from './hours-form';

/** One weekday: open/closed, and when open the opening and closing times. Stacks on phones. */
export function DayHoursRow({ day, invalid, onChange }: { day: TDayForm; invalid: boolean; onChange: (day: TDayForm) => void }) {
  const { t, i18n } = useTranslation();
  const name = weekdayName(day.weekday, i18n.language);
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`hours-day-${day.weekday}`}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{name}</Text>
          <Switch
            checked={day.open}
            onChange={(e) => onChange({ ...day, open: e.currentTarget.checked })}
            label={day.open ? t('signup.hours.open') : t('signup.hours.closed')}
            aria-label={t('signup.hours.openOn', { day: name })}
          />
        </Group>
        {day.open && (
          <Group gap="xs" wrap="nowrap" grow>
            <TextInput
              type="time"
              label={t('signup.hours.opens')}
              aria-label={t('signup.hours.opensOn', { day: name })}
              value={day.opens}
              onChange={(e) => onChange({ ...day, opens: e.currentTarget.value })}
              error={invalid}
              size="sm"
            />
            <TextInput
              type="time"
              label={t('signup.hours.closes')}
              aria-label={t('signup.hours.closesOn', { day: name })}
              value={day.closes}
              onChange={(e) => onChange({ ...day, closes: e.currentTarget.value })}
              error={invalid}
              size="sm"
            />
          </Group>
        )}
      </SimpleGrid>
    </Paper>
  );
}
