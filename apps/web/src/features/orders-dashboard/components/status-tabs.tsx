import { Badge, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, emptyCounts, type TOrderCounts } from '@menudelite/shared/orders/status';
import { STATUS_TABS, statusesOf, type TStatusTab } from '../lib/order-filters';
import { STATUS_COLORS } from '../lib/status-colors';

function countOf(counts: TOrderCounts, tab: TStatusTab): number {
  return statusesOf(tab).reduce((sum, status) => sum + counts[status], 0);
}

/** The status filter, each choice with its count (SPEC section 4); the row scrolls sideways on phones. */
export function StatusTabs({ value, counts, onChange }: { value: TStatusTab; counts: TOrderCounts | undefined; onChange: (tab: TStatusTab) => void }) {
  const { t } = useTranslation('orders-dashboard');
  const shown = counts ?? emptyCounts();
  return (
    <div className="od-scroll-row" role="group" aria-label={t('filters.status')}>
      <Group gap={6} wrap="nowrap">
        {STATUS_TABS.map((tab) => {
          const active = tab === value;
          const color = (ORDER_STATUSES as readonly string[]).includes(tab) ? STATUS_COLORS[tab as keyof typeof STATUS_COLORS] : 'dark';
          return (
            <Button
              key={tab}
              size="compact-sm"
              radius="xl"
              variant={active ? 'filled' : 'light'}
              color={color}
              aria-pressed={active}
              onClick={() => onChange(tab)}
              rightSection={
                <Badge size="sm" variant={active ? 'white' : 'filled'} color={color} data-testid={`status-count-${tab}`}>
                  {counts ? countOf(shown, tab) : '…'}
                </Badge>
              }
              data-testid={`status-tab-${tab}`}
            >
              {t(tab === 'open' || tab === 'all' ? `tabs.${tab}` : `statuses.${tab}`)}
            </Button>
          );
        })}
      </Group>
    </div>
  );
}
