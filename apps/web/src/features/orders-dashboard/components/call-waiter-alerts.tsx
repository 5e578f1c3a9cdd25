import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCallWaiterEvent } from '@menudelite/shared/orders/staff-events';
import { BellIcon } from '../../../components/icons';

/** "Table 2 is calling a waiter", newest first, until someone dismisses it. */
export function CallWaiterAlerts({
  calls,
  formatTime,
  onDismiss,
}: {
  calls: TCallWaiterEvent[];
  formatTime: (iso: string) => string;
  onDismiss: (offset: number) => void;
}) {
  const { t } = useTranslation('orders-dashboard');
  if (calls.length === 0) return null;
  return (
    <Stack gap="xs" aria-live="polite">
      {calls.map((call) => (
        <Alert
          key={call.offset}
          color="grape"
          variant="light"
          icon={<BellIcon />}
          title={t('callWaiter.title', { table: call.tableDisplayId })}
          withCloseButton
          closeButtonLabel={t('callWaiter.dismiss')}
          onClose={() => onDismiss(call.offset)}
          data-testid="call-waiter-alert"
        >
          {t('callWaiter.at', { time: formatTime(call.createdAt) })}
        </Alert>
      ))}
    </Stack>
  );
}
