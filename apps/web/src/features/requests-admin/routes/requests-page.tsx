import '../requests-admin.css';
import { ActionIcon, Alert, Group, Stack, Tabs, Text, Title, Tooltip } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRestaurant } from '@menudelite/shared/restaurant/contracts';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { BellIcon, BellOffIcon } from '../../../components/icons';
import { venueTimeFormatter } from '../../../lib/format/venue-time';
import { useDocumentTitle } from '../../../lib/navigation/use-document-title';
import { useCurrentRestaurantQuery } from '../../../lib/session/current-restaurant';
import { useCan } from '../../../lib/session/team-me';
import { unlockAlertSound, useOrderAlerts } from '../../orders-dashboard/public';
import { AmenityCatalogue } from '../components/amenity-catalogue';
import { ChatTab } from '../components/chat-tab';
import { RequestList } from '../components/request-list';
import { useLiveRequests } from '../lib/use-live-requests';

type TTab = 'requests' | 'chat' | 'amenities';

function RequestsScreen({ venue }: { venue: TRestaurant }) {
  const { t, i18n } = useTranslation('requests-admin');
  // The orders dashboard's chime and its mute switch (one switch for the venue's sounds on this device).
  const alerts = useOrderAlerts();
  const live = useLiveRequests(alerts.announce);
  const canSetUp = useCan('venue.setup');
  const canChangeSettings = useCan('settings.change');
  const canEditCatalogue = canSetUp || canChangeSettings;
  const [tab, setTab] = useState<TTab>('requests');
  const formatTime = useMemo(() => venueTimeFormatter(i18n.language, venue.timeZone), [i18n.language, venue.timeZone]);
  const muteLabel = alerts.muted ? t('alerts.unmute') : t('alerts.mute');

  return (
    // Browsers allow sound only after the page has been clicked: the first click unlocks the chime.
    <Stack gap="md" data-testid="requests-page" onPointerDown={unlockAlertSound}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
        <div>
          <Title order={1} fz="h2">
            {t('title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('intro')}
          </Text>
        </div>
        <Tooltip label={muteLabel}>
          <ActionIcon
            size="lg"
            variant={alerts.muted ? 'light' : 'filled'}
            color={alerts.muted ? 'gray' : 'blue'}
            onClick={alerts.toggleMuted}
            aria-label={muteLabel}
            aria-pressed={alerts.muted}
            data-testid="requests-mute"
          >
            {alerts.muted ? <BellOffIcon /> : <BellIcon />}
          </ActionIcon>
        </Tooltip>
      </Group>
      {!live.connected && (
        <Alert color="yellow" variant="light" data-testid="requests-offline">
          {t('live.offline')}
        </Alert>
      )}
      <Tabs value={tab} onChange={(value) => value && setTab(value as TTab)} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="requests" data-testid="tab-requests">
            {t('tabs.requests')}
          </Tabs.Tab>
          {venue.isHotel && (
            <Tabs.Tab value="chat" data-testid="tab-chat">
              {t('tabs.chat')}
            </Tabs.Tab>
          )}
          {venue.isHotel && (
            <Tabs.Tab value="amenities" data-testid="tab-amenities">
              {t('tabs.amenities')}
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="requests" pt="md">
          <RequestList currency={venue.currency} formatTime={formatTime} connected={live.connected} />
        </Tabs.Panel>
        {venue.isHotel && (
          <Tabs.Panel value="chat" pt="md">
            <ChatTab />
          </Tabs.Panel>
        )}
        {venue.isHotel && (
          <Tabs.Panel value="amenities" pt="md">
            <AmenityCatalogue currency={venue.currency} canEdit={canEditCatalogue} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}

/** /requests: guest requests live (issue 10) and, for hotels, the chat inbox and the amenity catalogue. */
export function RequestsPage() {
  const { t } = useTranslation('requests-admin');
  const restaurant = useCurrentRestaurantQuery();
  useDocumentTitle(t('title'));
  if (!restaurant.data) return <ApiErrorAlert error={restaurant.error} />;
  return <RequestsScreen venue={restaurant.data} />;
}
