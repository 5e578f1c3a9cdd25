import '../loyalty-join.css';
import { Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatMoney } from '@menudelite/shared/money/format';
import { isCurrency } from '@menudelite/shared/money/currencies';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useDocumentTitle } from '../../../lib/navigation/use-document-title';
import { useSession } from '../../../lib/session/session-store';
import { useJoin, useLoyaltyCard } from '../api/loyalty';
import { AuthPanel } from '../components/auth-panel';
import { PassCard } from '../components/pass-card';
import { isolate } from '../lib/isolate';

/** /partners/:restaurantId/loyalty: the venue's stamp card; sign in or sign up to join, then the card with its QR code and wallet buttons. */
export function PartnerLoyaltyPage() {
  const { t } = useTranslation('loyalty-join');
  const { restaurantId = '' } = useParams();
  const { user } = useSession();
  const customerId = user?.kind === 'customer' ? user.id : null;
  const card = useLoyaltyCard(restaurantId, customerId);
  const join = useJoin(restaurantId);
  const data = card.data;
  useDocumentTitle(data ? t('title', { venue: data.restaurantName }) : t('loading'));

  if (card.isError) return <ApiErrorAlert error={card.error} />;
  if (!data) return <Text c="dimmed">{t('loading')}</Text>;
  const campaign = data.campaign;

  return (
    <Stack gap="md" maw={520} mx="auto" data-testid="loyalty-join-page">
      <Group gap="sm" wrap="nowrap">
        {data.logoUrl && <Image src={data.logoUrl} alt="" w={48} h={48} radius="md" fit="contain" />}
        <div>
          <Title order={1} fz="h2">
            <bdi>{data.restaurantName}</bdi>
          </Title>
          <Text size="sm" c="dimmed">
            {t('subtitle')}
          </Text>
        </div>
      </Group>
      {!campaign ? (
        <Card withBorder radius="md" padding="lg" data-testid="loyalty-unavailable">
          <Text>{t('unavailable')}</Text>
        </Card>
      ) : (
        <>
          <Card withBorder radius="md" padding="lg">
            <Text fw={700} size="lg">
              <bdi>{campaign.name}</bdi>
            </Text>
            <Text>{t('rule', { count: campaign.minSpendQuantity, reward: isolate(campaign.rewardDescription) })}</Text>
            <Text size="sm" c="dimmed">
              {campaign.minOrderAmount > 0 && isCurrency(data.currency)
                ? t('minOrder', { amount: formatMoney(campaign.minOrderAmount, data.currency) })
                : t('anyOrder')}
            </Text>
          </Card>
          <ApiErrorAlert error={join.error} />
          {data.pass ? (
            <PassCard pass={data.pass} />
          ) : customerId ? (
            <Button size="lg" onClick={() => join.mutate()} loading={join.isPending} data-testid="loyalty-join">
              {t('join')}
            </Button>
          ) : user ? (
            <Text c="dimmed">{t('staffAccount')}</Text>
          ) : (
            <Card withBorder radius="md" padding="lg">
              <AuthPanel onSignedIn={() => join.mutate()} />
            </Card>
          )}
        </>
      )}
    </Stack>
  );
}
