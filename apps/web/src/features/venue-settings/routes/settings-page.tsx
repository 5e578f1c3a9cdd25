import '../venue-settings.css';
import { Alert, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useDocumentTitle } from '../../../lib/navigation/use-document-title';
import { useCurrentRestaurantQuery } from '../../../lib/session/current-restaurant';
import { DelitePaySwitch } from '../../delitepay-admin/public';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { useBranding } from '../api/branding';
import { useDeliverySettings } from '../api/delivery-settings';
import { useOrderingSettings } from '../api/ordering-settings';
import { useOpeningHours } from '../api/opening-hours';
import { BrandingForm } from '../components/branding-form';
import { DeliveryAreasPanel } from '../components/delivery-areas-panel';
import { DeliverySettingsForm } from '../components/delivery-settings-form';
import { OrderingSettingsForm } from '../components/ordering-settings-form';
import { OpeningHoursForm } from '../components/opening-hours-form';
import { TablesPanel } from '../components/tables-panel';
import { VenueDetailsForm } from '../components/venue-details-form';

const TABS = ['venue', 'branding', 'hours', 'ordering', 'delivery', 'tables'] as const;
type TTab = (typeof TABS)[number];
const isTab = (value: string | null): value is TTab => (TABS as readonly string[]).includes(value ?? '');

/** On a phone the tab row scrolls sideways: an address such as ?tab=delivery opens with its tab in sight. */
function showOpenTab(row: HTMLDivElement | null) {
  row?.querySelector('[data-active]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

function BrandingTab({ venueName }: { venueName: string }) {
  const { t } = useTranslation('venue-settings');
  const branding = useBranding();
  if (!branding.data) return branding.error ? <ApiErrorAlert error={branding.error} /> : <Loader size="sm" aria-label={t('loading')} />;
  return <BrandingForm branding={branding.data} venueName={venueName} />;
}

function HoursTab() {
  const { t } = useTranslation('venue-settings');
  const hours = useOpeningHours();
  if (!hours.data) return hours.error ? <ApiErrorAlert error={hours.error} /> : <Loader size="sm" aria-label={t('loading')} />;
  return <OpeningHoursForm settings={hours.data} />;
}

function OrderingTab({ currency }: { currency: TCurrency }) {
  const { t } = useTranslation('venue-settings');
  const ordering = useOrderingSettings();
  if (!ordering.data) return ordering.error ? <ApiErrorAlert error={ordering.error} /> : <Loader size="sm" aria-label={t('loading')} />;
  return (
    <Stack gap="md" maw={760}>
      <OrderingSettingsForm settings={ordering.data} currency={currency} />
      <DelitePaySwitch />
    </Stack>
  );
}

function DeliveryTab({ currency, allowsDelivery }: { currency: TCurrency; allowsDelivery: boolean }) {
  const { t } = useTranslation('venue-settings');
  const delivery = useDeliverySettings();
  return (
    <Stack gap="lg" maw={760}>
      {!allowsDelivery && (
        <Alert color="yellow" variant="light" data-testid="delivery-off">
          {t('delivery.offNote')}
        </Alert>
      )}
      {delivery.data ? (
        <DeliverySettingsForm settings={delivery.data} currency={currency} />
      ) : delivery.error ? (
        <ApiErrorAlert error={delivery.error} />
      ) : (
        <Loader size="sm" aria-label={t('loading')} />
      )}
      <DeliveryAreasPanel />
    </Stack>
  );
}

/** /settings: the venue's details, branding, opening hours, ordering and payment, delivery and tables. The open tab is in the address. */
export function SettingsPage() {
  const { t } = useTranslation('venue-settings');
  const restaurantQuery = useCurrentRestaurantQuery();
  const restaurant = restaurantQuery.data;
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: TTab = isTab(tabParam) ? tabParam : 'venue';
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
      <Tabs value={tab} onChange={(value) => setParams(value && value !== 'venue' ? { tab: value } : {})} keepMounted={false}>
        <div className="md-tabs-scroll" ref={showOpenTab}>
          <Tabs.List>
            {TABS.map((value) => (
              <Tabs.Tab key={value} value={value} data-testid={`settings-tab-${value}`}>
                {t(`tabs.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </div>
        <Tabs.Panel value="venue" pt="md">
          <VenueDetailsForm restaurant={restaurant} />
        </Tabs.Panel>
        <Tabs.Panel value="branding" pt="md">
          <BrandingTab venueName={restaurant.name} />
        </Tabs.Panel>
        <Tabs.Panel value="hours" pt="md">
          <HoursTab />
        </Tabs.Panel>
        <Tabs.Panel value="ordering" pt="md">
          <OrderingTab currency={restaurant.currency} />
        </Tabs.Panel>
        <Tabs.Panel value="delivery" pt="md">
          <DeliveryTab currency={restaurant.currency} allowsDelivery={restaurant.allowsDelivery} />
        </Tabs.Panel>
        <Tabs.Panel value="tables" pt="md">
          <TablesPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
