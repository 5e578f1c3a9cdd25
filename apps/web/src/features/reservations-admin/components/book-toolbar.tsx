import { ActionIcon, Button, Group, SegmentedControl, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TServicePeriod } from '@menudelite/shared/reservations/contracts';
import { BackIcon, ChevronIcon, PlusIcon } from '../../../components/icons';
import { type TBookParams, type TView, periodLabelKey } from '../lib/book-params';
import { addDays, isDay } from '../lib/format';

type TProps = {
  params: TBookParams;
  today: string;
  periods: readonly TServicePeriod[];
  onChange: (change: Partial<TBookParams>) => void;
  onWalkIn: () => void;
  onPhoneBooking: () => void;
};

/** The day (on the venue's calendar), the service period, list or timeline, and the two ways staff add a booking. */
export function BookToolbar({ params, today, periods, onChange, onWalkIn, onPhoneBooking }: TProps) {
  const { t } = useTranslation('reservations-admin');
  const periodName = (name: string) => {
    const key = periodLabelKey(name);
    return key ? t(key) : name;
  };
  return (
    <div className="rb-toolbar" data-testid="book-toolbar">
      <Group gap={6} wrap="nowrap" className="rb-day-picker">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('toolbar.previousDay')}
          onClick={() => onChange({ date: addDays(params.date, -1) })}
          data-testid="previous-day"
        >
          <span className="rb-flip-rtl">
            <BackIcon />
          </span>
        </ActionIcon>
        <TextInput
          type="date"
          aria-label={t('toolbar.day')}
          value={params.date}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isDay(value)) onChange({ date: value });
          }}
          className="rb-date-input"
          data-testid="book-date"
        />
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('toolbar.nextDay')}
          onClick={() => onChange({ date: addDays(params.date, 1) })}
          data-testid="next-day"
        >
          <span className="rb-flip-rtl">
            <ChevronIcon />
          </span>
        </ActionIcon>
        <Button variant={params.date === today ? 'light' : 'default'} onClick={() => onChange({ date: today })} data-testid="book-today">
          {t('toolbar.today')}
        </Button>
      </Group>
      {periods.length > 0 && (
        <div className="rb-scroll-row">
          <SegmentedControl
            aria-label={t('toolbar.service')}
            value={params.period ?? ''}
            onChange={(value) => onChange({ period: value || null })}
            data={[{ value: '', label: t('toolbar.allServices') }, ...periods.map((period) => ({ value: period.name, label: periodName(period.name) }))]}
            data-testid="period-filter"
          />
        </div>
      )}
      <SegmentedControl
        aria-label={t('toolbar.view')}
        value={params.view}
        onChange={(value) => onChange({ view: value as TView })}
        data={[
          { value: 'list', label: t('toolbar.list') },
          { value: 'timeline', label: t('toolbar.timeline') },
        ]}
        data-testid="view-switch"
      />
      <Group gap="xs" wrap="nowrap" className="rb-add-buttons">
        <Button leftSection={<PlusIcon size={16} />} variant="light" onClick={onWalkIn} data-testid="walk-in">
          {t('toolbar.walkIn')}
        </Button>
        <Button leftSection={<PlusIcon size={16} />} onClick={onPhoneBooking} data-testid="phone-booking">
          {t('toolbar.phoneBooking')}
        </Button>
      </Group>
    </div>
  );
}
