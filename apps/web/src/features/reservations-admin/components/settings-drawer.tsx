import {
  ActionIcon,
  Button,
  Center,
  Checkbox,
  Divider,
  Drawer,
  Group,
  Loader,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEPOSIT_MODES, RESERVATION_PARTY_MAX, type TReservationSettingsView } from '@menudelite/shared/reservations/contracts';
import { CURRENCY_SYMBOLS, type TCurrency } from '@menudelite/shared/money/currencies';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { PlusIcon, TrashIcon } from '../../../components/icons';
import { showSaved } from '../../../lib/forms/zod-form';
import { useReservationDay } from '../api/reservations';
import {
  useAddClosedDate,
  useAddCombination,
  useClosedDates,
  useCombinations,
  useRemoveClosedDate,
  useRemoveCombination,
  useReservationSettings,
  useSaveSettings,
} from '../api/settings';
import { checkSettings, settingsRequest, settingsValues, type TSettingsValues } from '../lib/forms';
import { isDay, longDay } from '../lib/format';
import { useFormProblems } from './use-form-problems';

/**
 * The booking rules (issue 10): turn times by party size, pacing, the booking window and notice,
 * the largest party, service periods, the deposit or card hold; then closed dates and table
 * combinations, which save one by one. A drawer on /reservations, next to the book it changes.
 */
export function SettingsDrawer({ today, onClose }: { today: string; onClose: () => void }) {
  const { t } = useTranslation('reservations-admin');
  const settings = useReservationSettings();
  return (
    <Drawer opened onClose={onClose} title={t('settings.title')} position="right" size="lg" closeButtonProps={{ 'aria-label': t('settings.close') }}>
      {settings.data ? (
        <Stack gap="lg" data-testid="reservation-settings">
          <RulesForm view={settings.data} />
          <Divider />
          <ClosedDates today={today} />
          <Divider />
          <Combinations today={today} />
        </Stack>
      ) : settings.error ? (
        <ApiErrorAlert error={settings.error} />
      ) : (
        <Center py="lg">
          <Loader size="sm" aria-label={t('settings.loading')} />
        </Center>
      )}
    </Drawer>
  );
}

function RulesForm({ view }: { view: TReservationSettingsView }) {
  const { t } = useTranslation('reservations-admin');
  const render = useFormProblems();
  const currency = view.currency as TCurrency;
  const save = useSaveSettings();
  const form = useForm<TSettingsValues>({
    mode: 'controlled',
    initialValues: settingsValues(view.settings, currency),
    validate: (values) => render(checkSettings(values, currency)),
  });
  const submit = form.onSubmit((values) => {
    save.mutate(settingsRequest(values, currency), { onSuccess: (saved) => showSaved(form, settingsValues(saved.settings, currency)) });
  });
  const symbol = CURRENCY_SYMBOLS[currency] ?? currency.toUpperCase();
  return (
    <form onSubmit={submit} noValidate data-testid="settings-form">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('settings.intro', { zone: view.timeZone })}
        </Text>

        <Section title={t('settings.turnTimes')} hint={t('settings.turnTimesHint')} error={form.errors.turnTimes}>
          {form.values.turnTimes.map((_, index) => (
            <Group key={index} gap="xs" align="flex-end" wrap="nowrap" data-testid="turn-time-row">
              <NumberInput
                label={t('settings.upTo')}
                min={1}
                max={RESERVATION_PARTY_MAX}
                allowDecimal={false}
                className="rb-grow"
                {...form.getInputProps(`turnTimes.${index}.maxParty`)}
              />
              <NumberInput
                label={t('settings.minutes')}
                min={15}
                max={720}
                step={15}
                allowDecimal={false}
                className="rb-grow"
                {...form.getInputProps(`turnTimes.${index}.minutes`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mb={2}
                aria-label={t('settings.remove')}
                disabled={form.values.turnTimes.length <= 1}
                onClick={() => form.removeListItem('turnTimes', index)}
              >
                <TrashIcon />
              </ActionIcon>
            </Group>
          ))}
          <AddButton
            label={t('settings.addTurnTime')}
            disabled={form.values.turnTimes.length >= 12}
            onClick={() => form.insertListItem('turnTimes', { maxParty: '', minutes: 120 })}
          />
        </Section>

        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NumberInput
            label={t('settings.pacing')}
            description={t('settings.pacingHint')}
            min={1}
            allowDecimal={false}
            data-testid="settings-pacing"
            {...form.getInputProps('pacingCoversPer15Min')}
          />
          <NumberInput
            label={t('settings.maxParty')}
            min={1}
            max={RESERVATION_PARTY_MAX}
            allowDecimal={false}
            data-testid="settings-max-party"
            {...form.getInputProps('maxPartySize')}
          />
          <NumberInput
            label={t('settings.windowDays')}
            min={0}
            max={365}
            allowDecimal={false}
            data-testid="settings-window"
            {...form.getInputProps('maxDaysAhead')}
          />
          <NumberInput
            label={t('settings.minNotice')}
            min={0}
            max={10080}
            allowDecimal={false}
            data-testid="settings-notice"
            {...form.getInputProps('minNoticeMinutes')}
          />
          <Select
            label={t('settings.slotInterval')}
            data={['15', '30', '60'].map((value) => ({ value, label: t('settings.everyMinutes', { count: Number(value) }) }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('slotIntervalMinutes')}
          />
        </SimpleGrid>

        <Section title={t('settings.servicePeriods')} error={form.errors.servicePeriods}>
          {form.values.servicePeriods.map((_, index) => (
            <Group key={index} gap="xs" align="flex-end" wrap="nowrap" data-testid="period-row">
              <TextInput label={t('settings.periodName')} maxLength={40} className="rb-grow" {...form.getInputProps(`servicePeriods.${index}.name`)} />
              <TextInput type="time" label={t('settings.periodStart')} w={140} {...form.getInputProps(`servicePeriods.${index}.starts`)} />
              <TextInput type="time" label={t('settings.periodEnd')} w={140} {...form.getInputProps(`servicePeriods.${index}.ends`)} />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mb={2}
                aria-label={t('settings.remove')}
                onClick={() => form.removeListItem('servicePeriods', index)}
              >
                <TrashIcon />
              </ActionIcon>
            </Group>
          ))}
          <AddButton
            label={t('settings.addPeriod')}
            disabled={form.values.servicePeriods.length >= 6}
            onClick={() => form.insertListItem('servicePeriods', { name: '', starts: '12:00', ends: '15:00' })}
          />
        </Section>

        <Section title={t('settings.deposit')}>
          <Select
            label={t('settings.depositMode')}
            data={DEPOSIT_MODES.map((mode) => ({ value: mode, label: t(`settings.mode.${mode}`) }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            data-testid="settings-deposit-mode"
            {...form.getInputProps('deposit.mode')}
          />
          {form.values.deposit.mode !== 'none' && (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <NumberInput
                label={t('settings.depositThreshold')}
                min={1}
                max={RESERVATION_PARTY_MAX}
                allowDecimal={false}
                {...form.getInputProps('deposit.minPartySize')}
              />
              <TextInput
                label={t('settings.depositAmount')}
                inputMode="decimal"
                leftSection={symbol}
                leftSectionWidth={Math.max(36, symbol.length * 10 + 16)}
                data-testid="settings-deposit-amount"
                {...form.getInputProps('deposit.amountPerPerson')}
              />
            </SimpleGrid>
          )}
        </Section>

        <ApiErrorAlert error={save.error} />
        <Group justify="flex-end" gap="sm">
          {save.isSuccess && !form.isDirty() && (
            <Text size="sm" c="green" data-testid="settings-saved">
              {t('settings.saved')}
            </Text>
          )}
          <Button type="submit" loading={save.isPending} data-testid="settings-save">
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Section({ title, hint, error, children }: { title: string; hint?: string; error?: unknown; children: React.ReactNode }) {
  return (
    <Stack gap="xs">
      <div>
        <Title order={3} fz="h5">
          {title}
        </Title>
        {hint && (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        )}
      </div>
      {children}
      {typeof error === 'string' && error !== '' && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

function AddButton({ label, disabled, onClick }: { label: string; disabled?: boolean; onClick: () => void }) {
  return (
    <Button variant="subtle" size="compact-sm" leftSection={<PlusIcon size={14} />} onClick={onClick} disabled={disabled} style={{ alignSelf: 'flex-start' }}>
      {label}
    </Button>
  );
}

function ClosedDates({ today }: { today: string }) {
  const { t, i18n } = useTranslation('reservations-admin');
  const list = useClosedDates();
  const add = useAddClosedDate();
  const remove = useRemoveClosedDate();
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Section title={t('settings.closedDates')}>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          type="date"
          label={t('settings.closedDate')}
          min={today}
          value={date}
          onChange={(event) => setDate(event.currentTarget.value)}
          data-testid="closed-date-input"
        />
        <TextInput
          label={t('settings.closedReason')}
          maxLength={120}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          className="rb-grow"
        />
        <Button
          variant="light"
          disabled={!isDay(date)}
          loading={add.isPending}
          onClick={() =>
            add.mutate(
              { date, ...(reason.trim() ? { reason: reason.trim() } : {}) },
              {
                onSuccess: () => {
                  setDate('');
                  setReason('');
                },
              },
            )
          }
          data-testid="closed-date-add"
        >
          {t('settings.addClosedDate')}
        </Button>
      </Group>
      <ApiErrorAlert error={add.error ?? remove.error ?? list.error} />
      {items.map((item) => (
        <Group key={item.id} justify="space-between" gap="xs" wrap="nowrap" data-testid="closed-date">
          <Text size="sm">
            {longDay(item.date, i18n.language)}
            {item.reason ? ` · ${item.reason}` : ''}
          </Text>
          <ActionIcon variant="subtle" color="red" aria-label={t('settings.remove')} onClick={() => remove.mutate(item.id)}>
            <TrashIcon />
          </ActionIcon>
        </Group>
      ))}
      {items.length === 0 && !list.isPending && (
        <Text size="sm" c="dimmed">
          {t('settings.noClosedDates')}
        </Text>
      )}
    </Section>
  );
}

function Combinations({ today }: { today: string }) {
  const { t } = useTranslation('reservations-admin');
  const day = useReservationDay(today);
  const list = useCombinations();
  const add = useAddCombination();
  const remove = useRemoveCombination();
  const [picked, setPicked] = useState<string[]>([]);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const tables = (day.data?.tables ?? []).filter((table) => table.isActive);
  return (
    <Section title={t('settings.combinations')} hint={t('settings.combinationsHint')}>
      {items.map((item) => (
        <Group key={item.id} justify="space-between" gap="xs" wrap="nowrap" data-testid="combination">
          <Text size="sm">
            {item.name ? `${item.name}: ` : ''}
            {t('move.seats', { table: item.tableLabels.join(' + '), count: item.totalOccupancy })}
          </Text>
          <ActionIcon variant="subtle" color="red" aria-label={t('settings.remove')} onClick={() => remove.mutate(item.id)}>
            <TrashIcon />
          </ActionIcon>
        </Group>
      ))}
      <Checkbox.Group label={t('settings.combinationTables')} value={picked} onChange={setPicked}>
        <Group gap="sm" mt={4} wrap="wrap">
          {tables.map((table) => (
            <Checkbox key={table.id} value={table.id} label={table.label} />
          ))}
        </Group>
      </Checkbox.Group>
      <ApiErrorAlert error={add.error ?? remove.error ?? list.error} />
      <Button
        variant="light"
        leftSection={<PlusIcon size={14} />}
        disabled={picked.length < 2 || picked.length > 6}
        loading={add.isPending}
        onClick={() => add.mutate({ tableIds: picked }, { onSuccess: () => setPicked([]) })}
        style={{ alignSelf: 'flex-start' }}
        data-testid="combination-add"
      >
        {t('settings.addCombination')}
      </Button>
    </Section>
  );
}
