import { ActionIcon, Button, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TAG_WINDOWS_MAX, type TWeeklyWindow } from '@menudelite/shared/menu/tags';
import { WEEKDAYS } from '@menudelite/shared/restaurant/opening-hours';
import { weekdayName } from '../../../lib/format/weekday-name';
import type { TFieldErrors } from '../lib/form-errors';
import { nextWindow } from '../lib/tag-form';
import { PlusIcon, TrashIcon } from '../../../components/icons';

/** Weekly time windows on the venue's clock (Breakfast: Monday 07:00 to 11:30 ...). */
export function WeeklyWindowsEditor({
  windows,
  onChange,
  errors,
}: {
  windows: TWeeklyWindow[];
  onChange: (windows: TWeeklyWindow[]) => void;
  errors: TFieldErrors;
}) {
  const { t, i18n } = useTranslation('menu-admin');
  const days = WEEKDAYS.map((weekday) => ({ value: String(weekday), label: weekdayName(weekday, i18n.language) }));
  const update = (index: number, patch: Partial<TWeeklyWindow>) => onChange(windows.map((w, i) => (i === index ? { ...w, ...patch } : w)));
  const hasError = (index: number) => Boolean(errors[`availabilityWindows.${index}.opens`] || errors[`availabilityWindows.${index}.closes`]);

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('tags.windowsHint')}
      </Text>
      {windows.map((window, index) => (
        <Paper key={index} withBorder radius="md" p="xs" data-testid="tag-window">
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <NativeSelect
              className="md-grow"
              label={t('tags.day')}
              data={days}
              value={String(window.weekday)}
              onChange={(e) => update(index, { weekday: Number(e.currentTarget.value) })}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mb={6}
              aria-label={t('tags.removeWindow', { number: index + 1 })}
              onClick={() => onChange(windows.filter((_, i) => i !== index))}
            >
              <TrashIcon size={16} />
            </ActionIcon>
          </Group>
          <Group grow gap="xs" mt="xs">
            <TextInput
              type="time"
              label={t('tags.from')}
              value={window.opens}
              onChange={(e) => update(index, { opens: e.currentTarget.value })}
              error={hasError(index)}
            />
            <TextInput
              type="time"
              label={t('tags.to')}
              value={window.closes}
              onChange={(e) => update(index, { closes: e.currentTarget.value })}
              error={hasError(index)}
            />
          </Group>
        </Paper>
      ))}
      {windows.some((_, index) => hasError(index)) && (
        <Text size="sm" c="red" role="alert">
          {t('errors.time')}
        </Text>
      )}
      {windows.length < TAG_WINDOWS_MAX && (
        <Button variant="default" size="xs" w="fit-content" leftSection={<PlusIcon size={14} />} onClick={() => onChange([...windows, nextWindow(windows)])}>
          {t('tags.addWindow')}
        </Button>
      )}
    </Stack>
  );
}
