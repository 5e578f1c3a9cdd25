import '../menu-admin.css';
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useDocumentTitle } from '../../../lib/navigation/use-document-title';
import { useCurrentRestaurantQuery } from '../../../lib/session/current-restaurant';
import { AllergensTab } from '../components/allergens-tab';
import { ItemsTab } from '../components/items-tab';
import { MenusTab } from '../components/menus-tab';
import { ModifierGroupsTab } from '../components/modifier-groups-tab';
import { TagsTab } from '../components/tags-tab';

const TABS = ['items', 'groups', 'tags', 'allergens', 'menus'] as const;
type TTab = (typeof TABS)[number];
const isTab = (value: string | null): value is TTab => (TABS as readonly string[]).includes(value ?? '');

/** /menu: the staff menu builder. The open tab is in the address so a reload (or a shared link) keeps it. */
export function MenuPage() {
  const { t } = useTranslation('menu-admin');
  const restaurantQuery = useCurrentRestaurantQuery();
  const restaurant = restaurantQuery.data;
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: TTab = isTab(tabParam) ? tabParam : 'items';
  useDocumentTitle(t('title'));
  if (!restaurant) return <ApiErrorAlert error={restaurantQuery.error} />;

  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz="h2">
          {t('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
      </div>
      <Tabs value={tab} onChange={(value) => setParams(value && value !== 'items' ? { tab: value } : {})} keepMounted={false}>
        <div className="md-tabs-scroll">
          <Tabs.List>
            {TABS.map((value) => (
              <Tabs.Tab key={value} value={value} data-testid={`menu-tab-${value}`}>
                {t(`tabs.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </div>
        <Tabs.Panel value="items" pt="md">
          <ItemsTab restaurant={restaurant} />
        </Tabs.Panel>
        <Tabs.Panel value="groups" pt="md">
          <ModifierGroupsTab restaurant={restaurant} />
        </Tabs.Panel>
        <Tabs.Panel value="tags" pt="md">
          <TagsTab defaultLanguage={restaurant.defaultLanguage} />
        </Tabs.Panel>
        <Tabs.Panel value="allergens" pt="md">
          <AllergensTab />
        </Tabs.Panel>
        <Tabs.Panel value="menus" pt="md">
          <MenusTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
