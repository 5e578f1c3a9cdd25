import '../offers-admin.css';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useDocumentTitle } from '../../../lib/navigation/use-document-title';
import { useCurrentRestaurantQuery } from '../../../lib/session/current-restaurant';
import { OffersList } from '../components/offers-list';

/** /offers: the venue's offers and discount codes (offers.manage). */
export function OffersPage() {
  const { t } = useTranslation('offers-admin');
  const restaurant = useCurrentRestaurantQuery();
  useDocumentTitle(t('title'));
  const venue = restaurant.data;
  if (!venue) return <ApiErrorAlert error={restaurant.error} />;
  return (
    <Stack gap="lg" maw={900} data-testid="offers-page">
      <div>
        <Title order={1} fz="h2">
          {t('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
      </div>
      <OffersList restaurantId={venue.id} currency={venue.currency} timeZone={venue.timeZone} />
    </Stack>
  );
}
