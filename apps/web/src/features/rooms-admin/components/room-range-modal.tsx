import { Alert, Button, Group, Modal, NumberInput, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ROOM_RANGE_MAX, roomNumbersOf, ZRoomRangeSchema, type TRoomRangeResult } from '@menudelite/shared/orders/rooms';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { translatedError } from '../../../lib/forms/zod-form';
import { useAddRoomRange } from '../api/rooms';
import { rangeBody, validateRange, type TRoomRangeFormValues } from '../lib/room-forms';

/** The first and last number of a range as it will be added, or null while the form does not describe one. */
function preview(values: TRoomRangeFormValues): string[] | null {
  const parsed = ZRoomRangeSchema.safeParse(rangeBody(values));
  return parsed.success ? roomNumbersOf(parsed.data) : null;
}

/** Up to ten skipped numbers, then an ellipsis: a note, not a report. */
const skippedList = (numbers: string[]) => numbers.slice(0, 10).join(', ') + (numbers.length > 10 ? ', …' : '');

function ResultNote({ result }: { result: TRoomRangeResult }) {
  const { t } = useTranslation('rooms-admin');
  return (
    <Alert color={result.created.length > 0 ? 'green' : 'yellow'} variant="light" role="status" data-testid="range-result">
      {t('range.added', { total: result.created.length })}
      {result.skipped.length > 0 && ` ${t('range.skipped', { numbers: skippedList(result.skipped) })}`}
    </Alert>
  );
}

/** Adds a numbered range at once ("101" to "120", or "A-1" to "A-9"); the numbers that exist already are skipped. */
export function RoomRangeModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('rooms-admin');
  const add = useAddRoomRange();
  const form = useForm<TRoomRangeFormValues>({
    mode: 'controlled',
    initialValues: { prefix: '', first: 101, last: 120, isActive: true },
    validate: validateRange,
    onValuesChange: () => (add.data || add.error) && add.reset(),
  });
  const numbers = preview(form.values);
  const submit = form.onSubmit((values) => add.mutate(ZRoomRangeSchema.parse(rangeBody(values))));

  return (
    <Modal opened onClose={onClose} title={t('range.title')} centered closeButtonProps={{ 'aria-label': t('close') }}>
      <form onSubmit={submit} noValidate data-testid="room-range-form">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('range.intro', { max: ROOM_RANGE_MAX })}
          </Text>
          <TextInput
            label={t('range.prefix')}
            description={t('range.prefixHint')}
            placeholder="A-"
            data-testid="range-prefix"
            {...form.getInputProps('prefix')}
            error={translatedError(t, form.errors.prefix)}
          />
          <SimpleGrid cols={2} spacing="sm">
            <NumberInput
              label={t('range.first')}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              data-testid="range-first"
              {...form.getInputProps('first')}
              error={translatedError((key) => t(key, { max: ROOM_RANGE_MAX }), form.errors.first)}
            />
            <NumberInput
              label={t('range.last')}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              data-testid="range-last"
              {...form.getInputProps('last')}
              error={translatedError((key) => t(key, { max: ROOM_RANGE_MAX }), form.errors.last)}
            />
          </SimpleGrid>
          <Switch label={t('active')} {...form.getInputProps('isActive', { type: 'checkbox' })} />
          {numbers && (
            <Text size="sm" data-testid="range-preview">
              {t('range.preview', { total: numbers.length, first: numbers[0], last: numbers.at(-1) })}
            </Text>
          )}
          {add.data && <ResultNote result={add.data} />}
          <ApiErrorAlert error={add.error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} data-testid="range-close">
              {add.data ? t('close') : t('cancel')}
            </Button>
            <Button type="submit" loading={add.isPending} disabled={Boolean(add.data)} data-testid="range-save">
              {t('range.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
