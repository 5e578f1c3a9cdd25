import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TReservation } from '@menudelite/shared/reservations/contracts';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useMoveTable, useReservationDay } from '../api/reservations';
import { useCombinations } from '../api/settings';
import { optionOf, tableOptions } from './table-options';

/** Assign a table to a booking, or move it: one table or a combination staff allow. 409 SLOT_TAKEN when it is taken by then. */
export function MoveTableModal({ reservation, onClose }: { reservation: TReservation; onClose: () => void }) {
  const { t } = useTranslation('reservations-admin');
  const day = useReservationDay(reservation.date);
  const combinations = useCombinations();
  const move = useMoveTable();
  const options = tableOptions(day.data?.tables ?? [], combinations.data?.pages.flatMap((page) => page.items) ?? [], reservation.partySize, (table, count) =>
    t('move.seats', { table, count }),
  );
  const [value, setValue] = useState<string | null>(null);
  const chosen = value ?? optionOf(options, reservation.tableIds);
  const submit = () => {
    const option = options.find((candidate) => candidate.value === chosen);
    if (option) move.mutate({ id: reservation.id, tableIds: option.tableIds }, { onSuccess: onClose });
  };
  return (
    <Modal opened onClose={onClose} title={t('move.title')} centered closeButtonProps={{ 'aria-label': t('confirmDialog.close') }}>
      <Stack gap="md">
        <Text size="sm">
          {reservation.name || t('booking.walkInGuest')} · {t('booking.party', { count: reservation.partySize })}
        </Text>
        <Select
          label={t('move.table')}
          data={options.map(({ value: optionValue, label }) => ({ value: optionValue, label }))}
          value={chosen}
          onChange={setValue}
          allowDeselect={false}
          searchable
          comboboxProps={{ withinPortal: true }}
          data-testid="move-table-select"
        />
        <ApiErrorAlert error={move.error ?? day.error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('move.cancel')}
          </Button>
          <Button onClick={submit} loading={move.isPending} disabled={!chosen} data-testid="move-table-submit">
            {t('move.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
