import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TMenuSection } from '@menudelite/shared/menu/sections';
import type { TRestaurant } from '@menudelite/shared/restaurant/contracts';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useSectionItems } from '../api/get-items';
import { useReorderItems } from '../api/reorder-items';
import { ItemRow } from './item-row';
import { BackIcon, PlusIcon } from '../../../components/icons';
import { SortableList } from './sortable-list';
import { useItemActions } from './use-item-actions';
import { useNow } from './use-now';

/** One section's items in order: add, reorder (drag or keys), toggle, 86, duplicate, edit, delete. */
export function SectionItemsPanel({ section, restaurant, onBack }: { section: TMenuSection; restaurant: TRestaurant; onBack?: () => void }) {
  const { t } = useTranslation('menu-admin');
  const items = useSectionItems(section.id);
  const reorder = useReorderItems(section.id);
  const actions = useItemActions(restaurant);
  const now = useNow();

  return (
    <Stack gap="sm" data-testid="items-panel">
      {onBack && (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={
            <span className="md-flip-rtl">
              <BackIcon size={16} />
            </span>
          }
          onClick={onBack}
          w="fit-content"
          data-testid="back-to-sections"
        >
          {t('sections.back')}
        </Button>
      )}
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Title order={2} fz="h4" className="md-row-main">
          <Text span inherit truncate="end">
            {section.title}
          </Text>
        </Title>
        <Button size="xs" leftSection={<PlusIcon size={14} />} onClick={() => actions.addItem(section.id)} data-testid="add-item">
          {t('items.add')}
        </Button>
      </Group>
      <ApiErrorAlert error={items.error ?? reorder.error} />
      {actions.dialogs}
      {items.isPending && <Loader size="sm" aria-label={t('loading')} />}
      {items.data && items.data.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('items.empty')}
        </Text>
      )}
      {items.data && items.data.length > 0 && (
        <SortableList
          items={items.data}
          labelOf={(item) => item.name}
          onReorder={(ids) => reorder.mutate(ids)}
          renderRow={(item, row) => (
            <ItemRow
              item={item}
              currency={restaurant.currency}
              timeZone={restaurant.timeZone}
              now={now}
              handle={row.handle}
              onAction={actions.onAction}
              onMove={(offset) => (offset < 0 ? row.moveUp() : row.moveDown())}
              canMoveUp={row.index > 0}
              canMoveDown={row.index < row.count - 1}
            />
          )}
        />
      )}
    </Stack>
  );
}
