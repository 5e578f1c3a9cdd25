import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCustomerOffers } from '../api/get-customer-offers';
import { useFormatters } from '../lib/format';
import { ProfileSection } from './profile-section';

/** Offers the customer can use, with their venue, minimum spend and last day. */
export function OffersSection({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const f = useFormatters();
  const offers = useCustomerOffers(userId);
  return (
    <ProfileSection title={t('offers.title')} testId="profile-offers" state={offers} items={offers.data?.items} emptyText={t('offers.empty')} quietErrors>
      {(items) => (
        <Stack gap="sm">
          {items.map((offer) => (
            <Stack key={`${offer.restaurantId}-${offer.id}`} gap={2} data-testid="profile-offer">
              <Group gap="xs" wrap="wrap">
                <Text fw={600}>{offer.title || offer.name}</Text>
                {offer.membersOnly && (
                  <Badge size="sm" variant="light">
                    {t('offers.membersOnly')}
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed">
                {offer.restaurantName}
              </Text>
              {offer.description && <Text size="sm">{offer.description}</Text>}
              {offer.endsAt && (
                <Text size="xs" c="dimmed">
                  {t('offers.until', { date: f.day(offer.endsAt) })}
                </Text>
              )}
            </Stack>
          ))}
        </Stack>
      )}
    </ProfileSection>
  );
}
