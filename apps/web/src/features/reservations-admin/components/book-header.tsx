import { ActionIcon, Button, Group, Switch, Text, Title, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { useOrderAlerts } from '../../orders-dashboard/public';
import { BellIcon, BellOffIcon } from '../../../components/icons';
import { useSetAccepting } from '../api/settings';

type TProps = {
  venueName: string;
  accepting: boolean;
  alerts: ReturnType<typeof useOrderAlerts>;
  onOpenSettings: () => void;
};

/** Title, the acceptingReservations switch (SPEC section 4), the new-booking sound and the way to the booking settings. */
export function BookHeader({ venueName, accepting, alerts, onOpenSettings }: TProps) {
  const { t } = useTranslation('reservations-admin');
  const setAccepting = useSetAccepting();
  const checked = setAccepting.isPending ? Boolean(setAccepting.variables) : accepting;
  const muteLabel = alerts.muted ? t('alerts.unmute') : t('alerts.mute');
  return (
    <Group justify="space-between" align="center" gap="sm" wrap="wrap">
      <div>
        <Title order={1} fz="h2">
          {t('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {venueName}
        </Text>
      </div>
      <Group gap="sm" wrap="wrap">
        <Switch
          size="md"
          color="green"
          checked={checked}
          disabled={setAccepting.isPending}
          onChange={(event) => setAccepting.mutate(event.currentTarget.checked)}
          label={checked ? t('accepting.on') : t('accepting.off')}
          error={setAccepting.isError ? t('accepting.error') : undefined}
          data-testid="accepting-switch"
        />
        <Tooltip label={muteLabel}>
          <ActionIcon
            size="lg"
            variant={alerts.muted ? 'light' : 'filled'}
            color={alerts.muted ? 'gray' : 'blue'}
            onClick={alerts.toggleMuted}
            aria-label={muteLabel}
            aria-pressed={alerts.muted}
            data-testid="mute-toggle"
          >
            {alerts.muted ? <BellOffIcon /> : <BellIcon />}
          </ActionIcon>
        </Tooltip>
        <Button size="xs" variant="default" onClick={onOpenSettings} data-testid="open-settings">
          {t('toolbar.settings')}
        </Button>
      </Group>
    </Group>
  );
}
