import { Anchor, Badge, Box, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCustomerPass } from '@menudelite/shared/growth/loyalty';
import { usePassQr } from '../api/loyalty';
import { isolate } from '../lib/isolate';

/** The customer's card: stamps toward the reward, rewards redeemed, wallet buttons (only those the server issues) and the QR for staff. */
export function PassCard({ pass }: { pass: TCustomerPass }) {
  const { t } = useTranslation('loyalty-join');
  const qr = usePassQr(pass.passIdentifier);
  const shown = Math.min(pass.minSpendQuantity, 20);
  const filled = Math.min(pass.loyaltyPassRedemptionsCount, shown);
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="loyalty-pass">
      <Stack gap="md" align="center">
        <Text fw={700} size="lg" ta="center">
          <bdi>{pass.campaignName}</bdi>
        </Text>
        <Group gap={8} justify="center" aria-label={t('stamps', { count: pass.loyaltyPassRedemptionsCount, needed: pass.minSpendQuantity })}>
          {Array.from({ length: shown }, (_, i) => (
            <span key={i} className={i < filled ? 'loyalty-join-stamp loyalty-join-stamp--on' : 'loyalty-join-stamp'} aria-hidden />
          ))}
        </Group>
        <Text fw={700} fz={28} data-testid="loyalty-stamps">
          {pass.loyaltyPassRedemptionsCount}/{pass.minSpendQuantity}
        </Text>
        {pass.rewardsReady > 0 ? (
          <Badge color="green" size="lg" data-testid="loyalty-ready">
            {t('ready', { reward: isolate(pass.rewardDescription) })}
          </Badge>
        ) : (
          <Text size="sm" c="dimmed" ta="center">
            {t('toGo', { count: pass.minSpendQuantity - (pass.loyaltyPassRedemptionsCount % pass.minSpendQuantity), reward: isolate(pass.rewardDescription) })}
          </Text>
        )}
        <Text size="sm">{t('gifts', { count: pass.loyaltyPassGiftsCount })}</Text>
        <Box
          className="loyalty-join-qr"
          data-testid="loyalty-qr"
          aria-label={t('qrLabel')}
          role="img"
          dangerouslySetInnerHTML={qr.data ? { __html: qr.data } : undefined}
        />
        <Text ff="monospace" fw={600} size="sm" data-testid="loyalty-code" dir="ltr">
          {pass.passIdentifier}
        </Text>
        <Text size="xs" c="dimmed" ta="center">
          {t('showStaff')}
        </Text>
        {(pass.appleWalletUrl || pass.googleWalletUrl) && (
          <Group justify="center">
            {pass.appleWalletUrl && (
              <Button component="a" href={pass.appleWalletUrl} color="dark" data-testid="apple-wallet">
                {t('appleWallet')}
              </Button>
            )}
            {pass.googleWalletUrl && (
              <Button component="a" href={pass.googleWalletUrl} target="_blank" rel="noopener" variant="outline" data-testid="google-wallet">
                {t('googleWallet')}
              </Button>
            )}
          </Group>
        )}
        <Anchor href="/profile" size="sm">
          {t('profile')}
        </Anchor>
      </Stack>
    </Card>
  );
}
