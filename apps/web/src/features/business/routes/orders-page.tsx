import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/navigation/use-document-title';
import { useCurrentRestaurantQuery } from '../../../lib/session/current-restaurant';

/** The dashboard landing page; the orders issue replaces the card with the live order list. */
export function OrdersPage() {
  const { t } = useTranslation();
  const restaurant = useCurrentRestaurantQuery().data;
  useDocumentTitle(t('nav.orders'));
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t('nav.orders')}
      </Title>
      <Card withBorder padding="xl" data-testid="orders-landing">
        <Stack gap="xs">
          <Text c="dimmed" size="sm">
            {restaurant?.name}
          </Text>
          <Title order={2} fz="h3">
            {t('orders.emptyTitle')}
          </Title>
          <Text>{t('orders.emptyBody')}</Text>
        </Stack>
      </Card>
    </Stack>
  );
}
