import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TClubSubscription } from '@menudelite/shared/growth/club';
import { useSubscriptions } from '../api/get-customer-lists';
import { useFormatters } from '../lib/format';
import { ProfileSection } from './profile-section';

const STATUS_COLOR: Record<TClubSubscription['status'], string> = {
  incomplete: 'gray',
  active: 'teal',
  past_due: 'orange',
  pending_cancellation: 'yellow',
  cancelled: 'gray',
  failed: 'red',
};

/** DeliteClub subscriptions: plan, venue, status (SPEC section 4), price, and when it renews or ends; managed on the venue's club page. */
export function SubscriptionsSection({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const f = useFormatters();
  const subscriptions = useSubscriptions(userId);
  return (
    <ProfileSection
      title={t('subscriptions.title')}
      testId="profile-subscriptions"
      state={subscriptions}
      items={subscriptions.data?.items}
      emptyText={t('subscriptions.empty')}
    >
      {(items) => (
        <Stack gap="sm">
          {items.map((s) => (
            <Stack key={s.id} gap={2} data-testid="profile-subscription">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text fw={600}>{s.planName}</Text>
                <Badge color={STATUS_COLOR[s.status]} variant="light">
                  {t(`subscriptions.status.${s.status}`)}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {s.restaurantName} · {t('subscriptions.price', { price: f.money(s.price, s.currency) })}
              </Text>
              {s.currentPeriodEnd && (s.status === 'active' || s.status === 'pending_cancellation') && (
                <Text size="sm">{t(s.status === 'active' ? 'subscriptions.renews' : 'subscriptions.ends', { date: f.date(s.currentPeriodEnd) })}</Text>
              )}
              <Anchor component={Link} to={`/restaurants/${encodeURIComponent(s.restaurantId)}/club`} size="sm">
                {t('subscriptions.manage')}
              </Anchor>
            </Stack>
          ))}
        </Stack>
      )}
    </ProfileSection>
  );
}
