import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@menudelite/shared/money/format';
import type { TStaffTab } from '@menudelite/shared/tabs/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { venueTimeFormatter } from '../../../lib/format/venue-time';
import { useCloseTab } from '../api/staff-tabs';

const STATUS_COLOR: Record<string, string> = { open: 'teal', closing: 'blue', failed: 'red', closed: 'gray', pending_card: 'gray' };

/** One open tab: the table, whose card, what the bill still asks for, when it closes by itself, and "Close now" for a role that may charge it. */
export function TabCard({ tab, canClose }: { tab: TStaffTab; canClose: boolean }) {
  const { t, i18n } = useTranslation('open-tabs');
  const closeTab = useCloseTab();
  const [asking, setAsking] = useState(false);
  const time = venueTimeFormatter(i18n.language, tab.timeZone);
  const tip = tab.defaultTipPercent ? t('tipPercent', { percent: tab.defaultTipPercent }) : t('noTip');
  return (
    <Card withBorder padding="md" radius="md" data-testid="tab-card" data-tab-id={tab.id} data-status={tab.status}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <div>
            <Text fw={700} size="lg">
              {t('table', { table: tab.tableDisplayId })}
            </Text>
            <Text size="sm" c="dimmed">
              {tab.payerName ? `${tab.payerName} · ` : ''}
              {t('card', { last4: tab.cardLast4 ?? '····' })}
            </Text>
          </div>
          <Badge color={STATUS_COLOR[tab.status] ?? 'gray'} variant="light" data-testid="tab-status">
            {t(`status.${tab.status}`)}
          </Badge>
        </Group>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm">
            {t('remaining')}{' '}
            <Text span fw={700} data-testid="tab-remaining">
              <bdi>{formatMoney(tab.amountRemaining, tab.currency)}</bdi>
            </Text>
          </Text>
          <Text size="sm" c="dimmed">
            {tip}
          </Text>
        </Group>
        {tab.status === 'open' && tab.closesAt && (
          <Text size="sm" data-testid="tab-deadline">
            {t(`closesAt.${tab.closesBecause ?? 'idle'}`, { time: time(tab.closesAt) })}
          </Text>
        )}
        {tab.status === 'failed' && (
          <Text size="sm" c="red.8" fw={600} data-testid="tab-failure">
            {t('failed', { amount: formatMoney(tab.amountRemaining, tab.currency) })}
          </Text>
        )}
        {tab.status === 'open' && canClose && (
          <Group justify="flex-end">
            <Button size="xs" variant="light" onClick={() => setAsking(true)} data-testid="tab-close-now">
              {t('closeNow')}
            </Button>
          </Group>
        )}
      </Stack>
      {asking && (
        <ConfirmDialog
          title={t('confirm.title', { table: tab.tableDisplayId })}
          message={t(tab.defaultTipPercent ? 'confirm.messageTip' : 'confirm.messageNoTip', {
            amount: formatMoney(tab.amountRemaining, tab.currency),
            percent: tab.defaultTipPercent,
            last4: tab.cardLast4 ?? '····',
          })}
          confirmLabel={t('confirm.yes')}
          cancelLabel={t('confirm.no')}
          closeLabel={t('confirm.close')}
          color="teal"
          pending={closeTab.isPending}
          error={closeTab.error}
          onConfirm={() => closeTab.mutate(tab.id, { onSuccess: () => setAsking(false) })}
          onClose={() => {
            closeTab.reset();
            setAsking(false);
          }}
        />
      )}
    </Card>
  );
}
