import '../loyalty-admin.css';
import { Alert, Group, Stack, Switch, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useDocumentTitle } from '../../../lib/navigation/use-document-title';
import { useCurrentRestaurantQuery } from '../../../lib/session/current-restaurant';
import { useCan } from '../../../lib/session/team-me';
import { PointsRulesPanel } from '../../points-admin/public';
import { useLoyaltySettings, useSetLoyaltyEnabled } from '../api/loyalty-admin';
import { CampaignsPanel } from '../components/campaigns-panel';
import { ImagesPanel } from '../components/images-panel';
import { MembersPanel } from '../components/members-panel';
import { ScanEntry } from '../components/scan-entry';

/** /loyalty: the venue's loyalty switch, "Scan / enter pass", stamp campaigns, members, the five images and the points rules. */
export function LoyaltyPage() {
  const { t } = useTranslation('loyalty-admin');
  useDocumentTitle(t('title'));
  const restaurant = useCurrentRestaurantQuery();
  const venue = restaurant.data;
  const canManage = useCan('offers.manage');
  const canRedeem = useCan('loyalty.redeem');
  const settings = useLoyaltySettings(venue?.id ?? '');
  const setEnabled = useSetLoyaltyEnabled(venue?.id ?? '');
  if (!venue) return <ApiErrorAlert error={restaurant.error} />;

  return (
    <Stack gap="md" maw={1000} data-testid="loyalty-page">
      <div>
        <Title order={1} fz="h2">
          {t('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
      </div>
      {canManage && (
        <Group>
          <Switch
            size="md"
            label={t('enabled')}
            description={t('enabledHelp')}
            checked={settings.data?.loyaltyEnabled ?? venue.loyaltyEnabled}
            disabled={!settings.data || setEnabled.isPending}
            onChange={(e) => setEnabled.mutate(e.currentTarget.checked)}
            data-testid="loyalty-enabled"
          />
        </Group>
      )}
      <ApiErrorAlert error={setEnabled.error} />
      {canRedeem && venue.loyaltyEnabled && <ScanEntry />}
      {!venue.loyaltyEnabled && (
        <Alert color="yellow" variant="light">
          {t('offNotice')}
        </Alert>
      )}
      {canManage ? (
        <Tabs defaultValue="campaigns" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="campaigns">{t('tabs.campaigns')}</Tabs.Tab>
            <Tabs.Tab value="members">{t('tabs.members')}</Tabs.Tab>
            <Tabs.Tab value="images">{t('tabs.images')}</Tabs.Tab>
            <Tabs.Tab value="points">{t('tabs.points')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="campaigns" pt="md">
            <CampaignsPanel restaurantId={venue.id} currency={venue.currency as TCurrency} />
          </Tabs.Panel>
          <Tabs.Panel value="members" pt="md">
            <MembersPanel restaurantId={venue.id} />
          </Tabs.Panel>
          <Tabs.Panel value="images" pt="md">
            <ApiErrorAlert error={settings.error} />
            {settings.data && <ImagesPanel restaurantId={venue.id} settings={settings.data} />}
          </Tabs.Panel>
          <Tabs.Panel value="points" pt="md">
            <PointsRulesPanel />
          </Tabs.Panel>
        </Tabs>
      ) : (
        !canRedeem && <Text c="dimmed">{t('noAccess')}</Text>
      )}
    </Stack>
  );
}
