import { Anchor, Button, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useDocumentTitle } from '../../../lib/navigation/use-document-title';
import { useCan, useTeamMeQuery } from '../../../lib/session/team-me';
import { useOpenTabs, useTabSettings } from '../api/staff-tabs';
import { TabCard } from '../components/tab-card';
import { TabRulesForm } from '../components/tab-rules-form';
import { useDuration } from '../components/use-duration';
import { mayCloseTabs } from '../lib/may-close';

/** /orders/tabs: the tables with a card on their bill, each closing by itself, and "close now" for a table that is leaving. */
export function OpenTabsPage() {
  const { t } = useTranslation('open-tabs');
  const tabs = useOpenTabs();
  const settings = useTabSettings();
  const canSetRules = useCan('settings.change');
  const canClose = mayCloseTabs(useTeamMeQuery());
  const duration = useDuration(settings.data?.idleMinutes ?? 0);
  useDocumentTitle(t('title'));
  const items = tabs.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack gap="md" maw={960}>
      <Anchor component={Link} to="/orders" size="sm" data-testid="back-to-orders">
        {t('backToOrders')}
      </Anchor>
      <div>
        <Title order={1} fz="h2">
          {t('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {settings.data ? t('intro', { duration }) : ''}
        </Text>
      </div>
      <ApiErrorAlert error={tabs.error} />
      {tabs.isPending && <Loader size="sm" aria-label={t('loading')} />}
      {tabs.isSuccess && items.length === 0 && (
        <Text c="dimmed" data-testid="no-tabs">
          {t('empty')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" data-testid="tab-list">
        {items.map((tab) => (
          <TabCard key={tab.id} tab={tab} canClose={canClose} />
        ))}
      </SimpleGrid>
      {tabs.hasNextPage && (
        <Button variant="default" onClick={() => void tabs.fetchNextPage()} loading={tabs.isFetchingNextPage} data-testid="tabs-more">
          {t('more')}
        </Button>
      )}
      {canSetRules && settings.data && <TabRulesForm settings={settings.data} />}
    </Stack>
  );
}
