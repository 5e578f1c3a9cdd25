import { Anchor, Badge, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCustomerReward } from '@menudelite/shared/growth/points';
import { usePointsHistory } from '../api/get-customer-lists';
import { useCustomerRewards } from '../api/get-customer-rewards';
import { useFormatters } from '../lib/format';
import { ProfileSection } from './profile-section';

/** Membership points per venue: the balance, what it is worth, the next expiry, and the venue's history on demand. */
export function PointsSection({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const rewards = useCustomerRewards(userId);
  return (
    <ProfileSection title={t('points.title')} testId="profile-rewards" state={rewards} items={rewards.data?.items} emptyText={t('points.empty')} quietErrors>
      {(items) => (
        <Stack gap="sm">
          {items.map((reward, index) => (
            <Stack key={reward.id} gap="xs">
              {index > 0 && <Divider />}
              <VenuePoints userId={userId} reward={reward} />
            </Stack>
          ))}
        </Stack>
      )}
    </ProfileSection>
  );
}

function VenuePoints({ userId, reward }: { userId: string; reward: TCustomerReward }) {
  const { t } = useTranslation('profile');
  const f = useFormatters();
  const [open, setOpen] = useState(false);
  return (
    <Stack gap={4} data-testid="profile-points-venue">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600}>{reward.restaurantName}</Text>
        {!reward.enabled && (
          <Badge color="gray" variant="light">
            {t('points.paused')}
          </Badge>
        )}
      </Group>
      <Text size="xl" fw={700} data-testid="profile-points-balance">
        {t('points.balance', { points: f.count(reward.points) })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('points.worth', { amount: f.money(reward.value, reward.currency) })}
      </Text>
      {reward.nextExpiry && (
        <Text size="sm" c="orange.8" data-testid="profile-points-expiry">
          {t('points.expiry', { points: f.count(reward.nextExpiry.points), date: f.date(reward.nextExpiry.at) })}
        </Text>
      )}
      <Anchor
        component="button"
        type="button"
        size="sm"
        style={{ alignSelf: 'flex-start' }}
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        data-testid="profile-points-history-toggle"
      >
        {open ? t('points.hideHistory') : t('points.showHistory')}
      </Anchor>
      {open && <PointsHistory userId={userId} reward={reward} />}
    </Stack>
  );
}

function PointsHistory({ userId, reward }: { userId: string; reward: TCustomerReward }) {
  const { t } = useTranslation('profile');
  const f = useFormatters();
  const history = usePointsHistory(userId, reward.restaurantId, true);
  const entries = history.data?.pages.flatMap((page) => page.items) ?? [];
  if (history.isError)
    return (
      <Text size="sm" c="dimmed">
        {t('loadFailed')}
      </Text>
    );
  return (
    <Stack gap={6} data-testid="profile-points-history">
      {entries.map((entry) => (
        <Group key={entry.id} justify="space-between" wrap="nowrap" gap="xs">
          <Stack gap={0}>
            <Text size="sm">{t(`points.kinds.${entry.kind}`)}</Text>
            <Text size="xs" c="dimmed">
              {f.dateTime(entry.createdAt)}
            </Text>
          </Stack>
          <Text size="sm" fw={600} c={entry.points > 0 ? 'teal.8' : 'red.8'} dir="ltr">
            {entry.points > 0 ? `+${f.count(entry.points)}` : `−${f.count(-entry.points)}`}
          </Text>
        </Group>
      ))}
      {history.hasNextPage && (
        <Button variant="subtle" size="xs" onClick={() => void history.fetchNextPage()} loading={history.isFetchingNextPage}>
          {t('showMore')}
        </Button>
      )}
    </Stack>
  );
}
