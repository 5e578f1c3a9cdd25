import '../loyalty-admin.css';
import { Anchor, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { venueTimeFormatter } from '../../../lib/format/venue-time';
import { useDocumentTitle } from '../../../lib/navigation/use-document-title';
import { useCurrentRestaurantQuery } from '../../../lib/session/current-restaurant';
import { usePass, useRedeem } from '../api/loyalty-admin';
import { StampRow } from '../components/stamp-row';
import { passIdentifierFrom } from '../lib/pass-input';
import { isolate } from '../lib/isolate';

/**
 * /loyalty/redeem/:passIdentifier (only with loyaltyEnabled): the customer's card at the counter.
 * Redeem takes minSpendQuantity stamps for one reward; "Give a full card" (redeem free) adds
 * minSpendQuantity stamps. The server decides: too few stamps, or a colleague first, answers 409.
 */
export function RedeemPage() {
  const { t, i18n } = useTranslation('loyalty-admin');
  useDocumentTitle(t('redeem.title'));
  const params = useParams();
  const passIdentifier = passIdentifierFrom(params.passIdentifier ?? '') ?? '';
  const venue = useCurrentRestaurantQuery().data;
  const restaurantId = venue?.id ?? '';
  const pass = usePass(restaurantId, passIdentifier);
  const redeem = useRedeem(restaurantId, passIdentifier);
  const [confirmFree, setConfirmFree] = useState(false);
  const [done, setDone] = useState<'redeem' | 'redeem-free' | null>(null);
  // One key per intent: the same until the server answers, so a double tap redeems once.
  const keys = useRef<Record<'redeem' | 'redeem-free', string>>({ redeem: crypto.randomUUID(), 'redeem-free': crypto.randomUUID() });
  const when = venueTimeFormatter(i18n.language, venue?.timeZone ?? 'UTC');

  const act = (kind: 'redeem' | 'redeem-free') => {
    setDone(null);
    redeem.mutate(
      { kind, key: keys.current[kind] },
      {
        onSettled: () => {
          keys.current = { ...keys.current, [kind]: crypto.randomUUID() };
        },
        onSuccess: () => {
          setDone(kind);
          setConfirmFree(false);
        },
      },
    );
  };
  const data = pass.data;
  const enough = data ? data.loyaltyPassRedemptionsCount >= data.minSpendQuantity : false;

  return (
    <Stack gap="md" maw={720} data-testid="redeem-page">
      <Anchor component={Link} to="/loyalty" size="sm">
        {t('redeem.back')}
      </Anchor>
      <Title order={1} fz="h2">
        {t('redeem.title')}
      </Title>
      <ApiErrorAlert error={pass.error} />
      {data && (
        <Card withBorder radius="md" padding="lg" data-testid="redeem-card">
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap">
              <div>
                <Text fw={700} size="lg" data-testid="redeem-customer">
                  <bdi>{data.customerName}</bdi>
                </Text>
                <Text size="sm" c="dimmed">
                  <bdi>{data.campaignName}</bdi> · <bdi>{data.passIdentifier}</bdi>
                </Text>
              </div>
              {!data.campaignActive && <Badge color="gray">{t('campaigns.off')}</Badge>}
            </Group>
            <Text size="sm">{t('campaigns.rule', { count: data.minSpendQuantity, reward: isolate(data.rewardDescription) })}</Text>
            <StampRow count={data.loyaltyPassRedemptionsCount} needed={data.minSpendQuantity} />
            <Text size="sm" data-testid="redeem-gifts">
              {t('gifts', { count: data.loyaltyPassGiftsCount })}
            </Text>
            {done && (
              <Text c="green" fw={600} role="status" data-testid="redeem-done">
                {done === 'redeem' ? t('redeem.redeemed', { reward: isolate(data.rewardDescription) }) : t('redeem.granted', { count: data.minSpendQuantity })}
              </Text>
            )}
            <ApiErrorAlert error={confirmFree ? null : redeem.error} />
            <Group>
              <Button
                color="green"
                size="md"
                onClick={() => act('redeem')}
                loading={redeem.isPending && !confirmFree}
                disabled={!enough}
                data-testid="redeem-button"
              >
                {t('redeem.redeem', { reward: isolate(data.rewardDescription) })}
              </Button>
              <Button variant="default" onClick={() => setConfirmFree(true)} disabled={!data.campaignActive} data-testid="redeem-free-button">
                {t('redeem.free')}
              </Button>
            </Group>
            {!enough && (
              <Text size="sm" c="dimmed">
                {t('redeem.needMore', { count: data.minSpendQuantity - data.loyaltyPassRedemptionsCount })}
              </Text>
            )}
          </Stack>
        </Card>
      )}
      {data && data.history.length > 0 && (
        <Card withBorder radius="md" padding="md">
          <Text fw={600} mb="xs">
            {t('redeem.history')}
          </Text>
          <List spacing={4} size="sm" listStyleType="none">
            {data.history.map((entry) => (
              <List.Item key={entry.id}>
                {when(entry.createdAt, true)} · {t(`history.${entry.kind}`, { stamps: Math.abs(entry.stamps), order: entry.orderNumber ?? '' })}
                {entry.memberName ? ` · ${isolate(entry.memberName)}` : ''}
              </List.Item>
            ))}
          </List>
        </Card>
      )}
      {confirmFree && data && (
        <ConfirmDialog
          title={t('redeem.freeTitle')}
          message={t('redeem.freeMessage', { count: data.minSpendQuantity, name: isolate(data.customerName) })}
          confirmLabel={t('redeem.free')}
          cancelLabel={t('form.cancel')}
          closeLabel={t('close')}
          color="green"
          pending={redeem.isPending}
          error={redeem.error}
          onConfirm={() => act('redeem-free')}
          onClose={() => setConfirmFree(false)}
        />
      )}
    </Stack>
  );
}
