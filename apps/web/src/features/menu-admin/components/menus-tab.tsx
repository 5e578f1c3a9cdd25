import { Loader, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useAllItems } from '../api/get-items';
import { useTags } from '../api/get-tags';
import { useMenuSettings } from '../api/menu-settings';
import { FeaturedItemsPanel } from './featured-items-panel';
import { MenuSelectorPanel } from './menu-selector-panel';

/** How the menu is offered: the pickup/delivery menu selector, and the featured items that open it. */
export function MenusTab() {
  const { t } = useTranslation('menu-admin');
  const settings = useMenuSettings();
  const tags = useTags();
  const items = useAllItems();
  if (settings.error || tags.error) return <ApiErrorAlert error={settings.error ?? tags.error} />;
  if (!settings.data || !tags.data) return <Loader size="sm" aria-label={t('loading')} />;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" maw={1100}>
      <MenuSelectorPanel settings={settings.data} tags={tags.data} />
      <FeaturedItemsPanel items={items.data ?? []} />
    </SimpleGrid>
  );
}
