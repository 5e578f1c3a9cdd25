import { Button, Chip, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { RESERVATION_PARTY_MAX } from '@menudelite/shared/reservations/contracts';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useCurrentRestaurantQuery } from '../../../lib/session/current-restaurant';
import { useAvailability, useCreateReservation, useReservationDay } from '../api/reservations';
import { useCombinations } from '../api/settings';
import { checkPhoneBooking, initialPhoneValues, phoneRequest, type TPhoneValues } from '../lib/forms';
import { isDay } from '../lib/format';
import { tableOptions } from './table-options';
import { useFormProblems } from './use-form-problems';

type TProps = { restaurantId: string; timeZone: string; date: string; onClose: () => void };

/**
 * A booking taken on the phone: party, day and time on the venue's clock (the day's free times
 * as quick picks, or any time typed), the guest's name and phone or e-mail, and perhaps a table.
 * Staff skip minimum notice and pacing; a taken table still answers 409.
 */
export function PhoneBookingModal({ restaurantId, timeZone, date, onClose }: TProps) {
  const { t } = useTranslation('reservations-admin');
  const render = useFormProblems();
  const create = useCreateReservation();
  const openingHours = useCurrentRestaurantQuery().data?.openingHours;
  const form = useForm<TPhoneValues>({
    mode: 'controlled',
    initialValues: initialPhoneValues(date),
    validate: (values) => render(checkPhoneBooking(values, timeZone)),
  });
  const partySize = Math.min(RESERVATION_PARTY_MAX, Math.max(1, Number(form.values.partySize) || 1));
  const validDay = isDay(form.values.date) ? form.values.date : date;
  const availability = useAvailability(restaurantId, validDay, partySize, isDay(form.values.date));
  const day = useReservationDay(validDay);
  const combinations = useCombinations();
  const options = tableOptions(day.data?.tables ?? [], combinations.data?.pages.flatMap((page) => page.items) ?? [], partySize, (table, count) =>
    t('move.seats', { table, count }),
  );
  const slots = availability.data?.slots ?? [];
  const submit = form.onSubmit((values) => {
    create.mutate(
      phoneRequest(values, timeZone, (value) => options.find((option) => option.value === value)?.tableIds, openingHours),
      { onSuccess: onClose },
    );
  });
  return (
    <Modal opened onClose={onClose} title={t('phone.title')} size="lg" centered closeButtonProps={{ 'aria-label': t('confirmDialog.close') }}>
      <form onSubmit={submit} noValidate data-testid="phone-booking-form">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <NumberInput
              label={t('phone.partySize')}
              min={1}
              max={RESERVATION_PARTY_MAX}
              allowDecimal={false}
              required
              data-testid="phone-party"
              {...form.getInputProps('partySize')}
            />
            <TextInput type="date" label={t('phone.date')} required data-testid="phone-date" {...form.getInputProps('date')} />
            <TextInput type="time" label={t('phone.time')} step={900} required data-testid="phone-time" {...form.getInputProps('time')} />
          </SimpleGrid>
          <div>
            <Text size="sm" fw={500} mb={4}>
              {t('phone.slots')}
            </Text>
            {slots.length === 0 ? (
              <Text size="sm" c="dimmed">
                {availability.isPending && isDay(form.values.date) ? t('list.loading') : t('phone.noSlots')}
              </Text>
            ) : (
              <Chip.Group value={form.values.time} onChange={(value) => form.setFieldValue('time', String(value))}>
                <Group gap={6} className="rb-slots" data-testid="phone-slots">
                  {slots.map((slot) => (
                    <Chip key={slot.startsAt} value={slot.localTime} size="xs" className="rb-nums">
                      {slot.localTime}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            )}
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t('phone.name')} maxLength={120} required data-testid="phone-name" {...form.getInputProps('name')} />
            <TextInput label={t('phone.phone')} type="tel" maxLength={40} data-testid="phone-phone" {...form.getInputProps('phone')} />
            <TextInput label={t('phone.email')} type="email" maxLength={254} data-testid="phone-email" {...form.getInputProps('email')} />
            <Select
              label={t('phone.table')}
              placeholder={t('phone.anyTable')}
              data={options.map(({ value, label }) => ({ value, label }))}
              clearable
              searchable
              comboboxProps={{ withinPortal: true }}
              data-testid="phone-table"
              {...form.getInputProps('table')}
            />
          </SimpleGrid>
          <Textarea label={t('phone.notes')} maxLength={500} autosize minRows={2} data-testid="phone-notes" {...form.getInputProps('notes')} />
          <ApiErrorAlert error={create.error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('phone.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="phone-submit">
              {t('phone.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
