import { Anchor, Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePasses } from '../api/get-customer-lists';
import { stampProgress } from '../lib/format';
import { ProfileSection } from './profile-section';

/** Loyalty passes: stamps towards the next reward, rewards ready, wallet links when the server offers them. */
export function PassesSection({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const passes = usePasses(userId);
  return (
    <ProfileSection title={t('passes.title')} testId="profile-passes" state={passes} items={passes.data?.items} emptyText={t('passes.empty')}>
      {(items) => (
        <Stack gap="md">
          {items.map((pass) => {
            const progress = stampProgress(pass.loyaltyPassRedemptionsCount, pass.minSpendQuantity);
            return (
              <Stack key={pass.id} gap={4} data-testid="profile-pass">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Text fw={600}>{pass.campaignName}</Text>
                  {pass.rewardsReady > 0 && (
                    <Badge color="teal" variant="filled">
                      {t('passes.ready', { ready: pass.rewardsReady })}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed">
                  {pass.restaurantName} · {pass.rewardDescription}
                </Text>
                <Progress value={progress.percent} aria-label={t('passes.stamps', { stamps: progress.onCard, needed: pass.minSpendQuantity })} />
                <Text size="sm">{t('passes.stamps', { stamps: progress.onCard, needed: pass.minSpendQuantity })}</Text>
                {(pass.appleWalletUrl || pass.googleWalletUrl) && (
                  <Group gap="md">
                    {pass.appleWalletUrl && (
                      <Anchor href={pass.appleWalletUrl} size="sm">
                        {t('passes.appleWallet')}
                      </Anchor>
                    )}
                    {pass.googleWalletUrl && (
                      <Anchor href={pass.googleWalletUrl} size="sm" target="_blank" rel="noreferrer">
                        {t('passes.googleWallet')}
                      </Anchor>
                    )}
                  </Group>
                )}
              </Stack>
            );
          })}
        </Stack>
      )}
    </ProfileSection>
  );
}
