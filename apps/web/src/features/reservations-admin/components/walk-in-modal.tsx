import { Button, Group, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { RESERVATION_PARTY_MAX } from '@menudelite/shared/reservations/contracts';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useCreateReservation, useReservationDay } from '../api/reservations';
import { useCombinations } from '../api/settings';
import { INITIAL_WALK_IN, checkWalkIn, walkInRequest, type TWalkInValues } from '../lib/forms';
import { tableOptions } from './table-options';
import { useFormProblems } from './use-form-problems';

/** A party without a booking: seated now, on a table staff pick (or the server's free one), for the party's turn time. */
export function WalkInModal({ today, onClose }: { today: string; onClose: () => void }) {
  const { t } = useTranslation('reservations-admin');
  const render = useFormProblems();
  const day = useReservationDay(today);
  const combinations = useCombinations();
  const create = useCreateReservation();
  const form = useForm<TWalkInValues>({ mode: 'controlled', initialValues: INITIAL_WALK_IN, validate: (values) => render(checkWalkIn(values)) });
  const partySize = Number(form.values.partySize) || 1;
  const options = tableOptions(day.data?.tables ?? [], combinations.data?.pages.flatMap((page) => page.items) ?? [], partySize, (table, count) =>
    t('move.seats', { table, count }),
  );
  const submit = form.onSubmit((values) => {
    create.mutate(
      walkInRequest(values, (value) => options.find((option) => option.value === value)?.tableIds),
      { onSuccess: onClose },
    );
  });
  return (
    <Modal opened onClose={onClose} title={t('walkIn.title')} centered closeButtonProps={{ 'aria-label': t('confirmDialog.close') }}>
      <form onSubmit={submit} noValidate data-testid="walk-in-form">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('walkIn.intro')}
          </Text>
          <NumberInput
            label={t('walkIn.partySize')}
            min={1}
            max={RESERVATION_PARTY_MAX}
            allowDecimal={false}
            required
            data-testid="walk-in-party"
            {...form.getInputProps('partySize')}
          />
          <TextInput label={t('walkIn.name')} maxLength={120} data-testid="walk-in-name" {...form.getInputProps('name')} />
          <Select
            label={t('walkIn.table')}
            placeholder={t('phone.anyTable')}
            data={options.map(({ value, label }) => ({ value, label }))}
            clearable
            searchable
            comboboxProps={{ withinPortal: true }}
            data-testid="walk-in-table"
            {...form.getInputProps('table')}
          />
          <ApiErrorAlert error={create.error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('walkIn.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="walk-in-submit">
              {t('walkIn.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
