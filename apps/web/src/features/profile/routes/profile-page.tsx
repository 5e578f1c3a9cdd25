import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/navigation/use-document-title';
import { useCurrentCustomerQuery } from '../../../lib/session/current-customer';
import { useCustomerOffers } from '../api/get-customer-offers';
import { useCustomerRewards } from '../api/get-customer-rewards';
import { ProfileList } from '../components/profile-list';

/** /profile and /menudelite-plus/profile (the CustomerGate has already checked the customer). */
export function ProfilePage() {
  const { t } = useTranslation();
  const customer = useCurrentCustomerQuery().data;
  const userId = customer?.id ?? null;
  const offers = useCustomerOffers(userId);
  const rewards = useCustomerRewards(userId);
  useDocumentTitle(t('profile.title'));
  if (!customer) return null;

  return (
    <Stack gap="md" maw={880} mx="auto">
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
        <ProfileList
          title={t('profile.offers')}
          emptyText={t('profile.noOffers')}
          items={offers.data?.items}
          renderItem={(offer) => offer.title}
          testId="profile-offers"
        />
        <ProfileList
          title={t('profile.rewards')}
          emptyText={t('profile.noRewards')}
          items={rewards.data?.items}
          renderItem={(reward) => t('profile.points', { points: reward.points })}
          testId="profile-rewards"
        />
      </SimpleGrid>
    </Stack>
  );
}
