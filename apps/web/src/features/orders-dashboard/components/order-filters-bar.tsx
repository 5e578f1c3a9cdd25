import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ORDER_TYPES, type TOrderType } from '@menudelite/shared/orders/status';
import { venueDay } from '../../../lib/format/venue-time';
import { useTables } from '../api/get-tables';
import { DEFAULT_FILTERS, type TOrderFilters } from '../lib/order-filters';

type TFiltersBarProps = {
  filters: TOrderFilters;
  /** Only the filters that changed: the page applies them to the latest address (rapid changes all stay). */
  onChange: (change: Partial<TOrderFilters>) => void;
  /** Room service exists only at hotels, so only they may filter by it. */
  isHotel: boolean;
  /** "Today" is the venue's day, whatever the staff device's clock says. */
  timeZone: string;
};

/** Type, table and day (the venue's calendar day) filters; "clear" goes back to every open order. */
export function OrderFiltersBar({ filters, onChange, isHotel, timeZone }: TFiltersBarProps) {
  const { t } = useTranslation('orders-dashboard');
  const types = ORDER_TYPES.filter((type) => isHotel || type !== 'room' || filters.type === 'room');
  const tables = useTables();
  const isFiltered = filters.type !== null || filters.tableId !== null || filters.date !== null;
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <NativeSelect
        size="sm"
        label={t('filters.type')}
        data={[{ value: '', label: t('filters.anyType') }, ...types.map((type) => ({ value: type, label: t(`types.${type}`) }))]}
        value={filters.type ?? ''}
        onChange={(event) => onChange({ type: (event.currentTarget.value || null) as TOrderType | null })}
        data-testid="filter-type"
        className="od-filter"
      />
      <NativeSelect
        size="sm"
        label={t('filters.table')}
        data={[
          { value: '', label: t('filters.anyTable') },
          ...(tables.data ?? []).map((table) => ({ value: table.id, label: t('destination.table', { table: table.tableDisplayId }) })),
        ]}
        value={filters.tableId ?? ''}
        onChange={(event) => onChange({ tableId: event.currentTarget.value || null })}
        data-testid="filter-table"
        className="od-filter"
      />
      <TextInput
        size="sm"
        type="date"
        label={t('filters.date')}
        value={filters.date ?? ''}
        onChange={(event) => onChange({ date: event.currentTarget.value || null })}
        data-testid="filter-date"
        className="od-filter"
      />
      <Button size="sm" variant="default" onClick={() => onChange({ date: venueDay(new Date(), timeZone) })} data-testid="filter-today">
        {t('filters.today')}
      </Button>
      {isFiltered && (
        <Button
          size="sm"
          variant="subtle"
          onClick={() => onChange({ type: DEFAULT_FILTERS.type, tableId: DEFAULT_FILTERS.tableId, date: DEFAULT_FILTERS.date })}
          data-testid="clear-filters"
        >
          {t('filters.clear')}
        </Button>
      )}
    </Group>
  );
}
