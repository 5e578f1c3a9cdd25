import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TOrderAlerts } from './use-order-alerts';
import { BellIcon, BellOffIcon } from '../../../components/icons';

/** Sound and notification on/off (remembered on this device), and the one-click notification permission. */
export function AlertControls({ alerts }: { alerts: TOrderAlerts }) {
  const { t } = useTranslation('orders-dashboard');
  const label = alerts.muted ? t('alerts.unmute') : t('alerts.mute');
  return (
    <>
      {alerts.permission === 'default' && !alerts.muted && (
        <Button size="xs" variant="light" onClick={() => void alerts.enableNotifications()} data-testid="enable-notifications">
          {t('alerts.enableNotifications')}
        </Button>
      )}
      <Tooltip label={label}>
        <ActionIcon
          size="lg"
          variant={alerts.muted ? 'light' : 'filled'}
          color={alerts.muted ? 'gray' : 'blue'}
          onClick={alerts.toggleMuted}
          aria-label={label}
          aria-pressed={alerts.muted}
          data-testid="mute-toggle"
        >
          {alerts.muted ? <BellOffIcon /> : <BellIcon />}
        </ActionIcon>
      </Tooltip>
    </>
  );
}
