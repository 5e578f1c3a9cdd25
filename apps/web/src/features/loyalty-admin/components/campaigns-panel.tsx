import { Badge, Button, Card, Group, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLoyaltyCampaign } from '@menudelite/shared/growth/loyalty';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { formatMoney } from '@menudelite/shared/money/format';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useCampaigns, useDeleteCampaign, useSaveCampaign } from '../api/loyalty-admin';
import { CampaignFormModal } from './campaign-form-modal';
import { isolate } from '../lib/isolate';

/** The venue's stamp campaigns, newest first, a page at a time; one runs at a time (switching one on switches the others off). */
export function CampaignsPanel({ restaurantId, currency }: { restaurantId: string; currency: TCurrency }) {
  const { t } = useTranslation('loyalty-admin');
  const campaigns = useCampaigns(restaurantId);
  const toggle = useSaveCampaign(restaurantId);
  const remove = useDeleteCampaign(restaurantId);
  const [editing, setEditing] = useState<TLoyaltyCampaign | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TLoyaltyCampaign | null>(null);
  const items = campaigns.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed" maw={560}>
          {t('campaigns.intro')}
        </Text>
        <Button onClick={() => setEditing('new')} data-testid="campaign-new">
          {t('campaigns.new')}
        </Button>
      </Group>
      <ApiErrorAlert error={campaigns.error ?? toggle.error} />
      {campaigns.isSuccess && items.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {t('campaigns.empty')}
        </Text>
      )}
      {items.map((campaign) => (
        <Card key={campaign.id} withBorder radius="md" padding="md" data-testid="campaign-card">
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
            <Stack gap={4} flex={1} miw={220}>
              <Group gap="xs">
                <Text fw={700}>
                  <bdi>{campaign.name}</bdi>
                </Text>
                <Badge color={campaign.isActive ? 'green' : 'gray'} variant="light">
                  {campaign.isActive ? t('campaigns.running') : t('campaigns.off')}
                </Badge>
              </Group>
              <Text size="sm">{t('campaigns.rule', { count: campaign.minSpendQuantity, reward: isolate(campaign.rewardDescription) })}</Text>
              <Text size="sm" c="dimmed">
                {campaign.minOrderAmount > 0 ? t('campaigns.minOrder', { amount: formatMoney(campaign.minOrderAmount, currency) }) : t('campaigns.anyOrder')}
                {' · '}
                {t('campaigns.members', { count: campaign.membersCount })}
              </Text>
            </Stack>
            <Group gap="xs">
              <Switch
                label={t('campaigns.active')}
                checked={campaign.isActive}
                disabled={toggle.isPending}
                onChange={(e) => toggle.mutate({ id: campaign.id, body: { isActive: e.currentTarget.checked } })}
              />
              <Button variant="default" size="xs" onClick={() => setEditing(campaign)}>
                {t('campaigns.edit')}
              </Button>
              <Button variant="subtle" color="red" size="xs" onClick={() => setDeleting(campaign)}>
                {t('campaigns.delete')}
              </Button>
            </Group>
          </Group>
        </Card>
      ))}
      {campaigns.hasNextPage && (
        <Button variant="default" onClick={() => void campaigns.fetchNextPage()} loading={campaigns.isFetchingNextPage}>
          {t('more')}
        </Button>
      )}
      {editing && (
        <CampaignFormModal
          key={editing === 'new' ? 'new' : editing.id}
          restaurantId={restaurantId}
          currency={currency}
          campaign={editing === 'new' ? null : editing}
          opened
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('campaigns.deleteTitle')}
          message={t('campaigns.deleteMessage', { name: isolate(deleting.name) })}
          confirmLabel={t('campaigns.delete')}
          cancelLabel={t('form.cancel')}
          closeLabel={t('close')}
          pending={remove.isPending}
          error={remove.error}
          onConfirm={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
          onClose={() => setDeleting(null)}
        />
      )}
    </Stack>
  );
}
