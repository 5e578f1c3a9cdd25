import { ActionIcon, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TMenuItem } from '@menudelite/shared/menu/items';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useFeaturedItems, useUpdateFeaturedItems } from '../api/featured-items';
import { TrashIcon } from '../../../components/icons';
import { SortableList } from './sortable-list';

/** Featured items open the diner's menu; their order here is their order there. */
export function FeaturedItemsPanel({ items }: { items: TMenuItem[] }) {
  const { t } = useTranslation('menu-admin');
  const featured = useFeaturedItems();
  const update = useUpdateFeaturedItems();
  const rows = (featured.data ?? []).flatMap((row) => {
    const item = items.find((i) => i.id === row.itemId);
    return item ? [{ id: item.id, name: item.name }] : [];
  });
  const ids = rows.map((row) => row.id);

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('menus.featuredTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('menus.featuredIntro')}
        </Text>
        <ApiErrorAlert error={featured.error ?? update.error} />
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('menus.noFeatured')}
          </Text>
        ) : (
          <SortableList
            items={rows}
            labelOf={(row) => row.name}
            onReorder={(next) => update.mutate(next)}
            renderRow={(row, sortable) => (
              <Paper withBorder radius="sm" p={6}>
                <Group gap="xs" wrap="nowrap">
                  {sortable.handle}
                  <Text size="sm" className="md-row-main" truncate="end">
                    {row.name}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="sm"
                    aria-label={t('menus.unfeature', { name: row.name })}
                    onClick={() => update.mutate(ids.filter((id) => id !== row.id))}
                  >
                    <TrashIcon size={14} />
                  </ActionIcon>
                </Group>
              </Paper>
            )}
          />
        )}
      </Stack>
    </Paper>
  );
}
