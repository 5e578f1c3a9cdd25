import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useDocumentTitle } from '../../../lib/navigation/use-document-title';
import { useCurrentRestaurantQuery } from '../../../lib/session/current-restaurant';
import { CardLookup } from '../components/card-lookup';
import { ProductsList } from '../components/products-list';

/** /offers/gift-cards: what the venue sells (offers.manage), and looking a card up (loyalty.redeem) to see and adjust it (giftCards.adjust). */
export function GiftCardsPage() {
  const { t } = useTranslation('gift-cards-admin');
  const restaurant = useCurrentRestaurantQuery();
  useDocumentTitle(t('title'));
  const venue = restaurant.data;
  if (!venue) return <ApiErrorAlert error={restaurant.error} />;
  return (
    <Stack gap="lg" maw={900} data-testid="gift-cards-admin-page">
      <div>
        <Title order={1} fz="h2">
          {t('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('intro')}{' '}
          <Anchor component={Link} to={`/restaurants/${venue.id}/gift-cards`}>
            {t('shopLink')}
          </Anchor>
        </Text>
      </div>
      <CardLookup currency={venue.currency} timeZone={venue.timeZone} />
      <ProductsList currency={venue.currency} />
    </Stack>
  );
}
