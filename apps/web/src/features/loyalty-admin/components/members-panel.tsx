import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { usePasses } from '../api/loyalty-admin';
import { StampRow } from './stamp-row';

/** Customers who joined, with their passes' stamps and gifts, newest first, a page at a time. */
export function MembersPanel({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('loyalty-admin');
  const passes = usePasses(restaurantId);
  const items = passes.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack gap="sm">
      <ApiErrorAlert error={passes.error} />
      {passes.isSuccess && items.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {t('members.empty')}
        </Text>
      )}
      {items.map((pass) => (
        <Card key={pass.id} withBorder radius="md" padding="sm" data-testid="member-card">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2} miw={200}>
              <Text fw={600}>
                <bdi>{pass.customerName}</bdi>
              </Text>
              <Text size="xs" c="dimmed">
                <bdi>{pass.customerEmail}</bdi> · <bdi>{pass.campaignName}</bdi>
              </Text>
            </Stack>
            <StampRow count={pass.loyaltyPassRedemptionsCount} needed={pass.minSpendQuantity} />
            <Text size="sm">{t('gifts', { count: pass.loyaltyPassGiftsCount })}</Text>
            <Anchor component={Link} to={`/loyalty/redeem/${pass.passIdentifier}`} size="sm">
              {t('members.open')}
            </Anchor>
          </Group>
        </Card>
      ))}
      {passes.hasNextPage && (
        <Button variant="default" onClick={() => void passes.fetchNextPage()} loading={passes.isFetchingNextPage}>
          {t('more')}
        </Button>
      )}
    </Stack>
  );
}
