import '../profile.css';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/navigation/use-document-title';
import { useCurrentCustomerQuery } from '../../../lib/session/current-customer';
import { GiftCardsSection } from '../components/gift-cards-section';
import { OffersSection } from '../components/offers-section';
import { OrdersSection } from '../components/orders-section';
import { PassesSection } from '../components/passes-section';
import { PointsSection } from '../components/points-section';
import { SubscriptionsSection } from '../components/subscriptions-section';

/**
 * /profile and /menudelite-plus/profile (the CustomerGate has already checked the customer): points
 * per venue, offers, loyalty passes, gift cards bought, club subscriptions and past orders.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const customer = useCurrentCustomerQuery().data;
  useDocumentTitle(t('profile.title'));
  if (!customer) return null;
  const userId = customer.id;

  return (
    <Stack gap="md" maw={960} mx="auto">
      <Title order={1} fz="h2">
        {t('profile.title')}
      </Title>
      <Card withBorder padding="lg" data-testid="profile-details">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t('fields.fullName')}
          </Text>
          <Text fw={600} data-testid="profile-name">
            {customer.fullName}
          </Text>
          <Text size="sm" c="dimmed" mt="xs">
            {t('fields.email')}
          </Text>
          <Text fw={600} data-testid="profile-email" style={{ overflowWrap: 'anywhere' }}>
            {customer.email}
          </Text>
        </Stack>
      </Card>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <PointsSection userId={userId} />
        <OffersSection userId={userId} />
        <PassesSection userId={userId} />
        <GiftCardsSection userId={userId} />
        <SubscriptionsSection userId={userId} />
      </SimpleGrid>
      <OrdersSection userId={userId} />
    </Stack>
  );
}
