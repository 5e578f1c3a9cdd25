import { Button, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TRestaurant } from '@menudelite/shared/restaurant/contracts';
import { AlertControls } from './alert-controls';
import { OnlineSwitch } from './online-switch';
import { UsersIcon } from '../../../components/icons';
import { useCan } from '../../../lib/session/team-me';
import type { TOrderAlerts } from './use-order-alerts';

/** Title, the venue's online switch, sound and notifications, and the way to the employees screen. */
export function DashboardHeader({ venue, alerts }: { venue: TRestaurant; alerts: TOrderAlerts }) {
  const { t } = useTranslation('orders-dashboard');
  // Issue 8: the online switch and the employees screen only for roles that may use them.
  const canChangeSettings = useCan('settings.change');
  const canManageUsers = useCan('users.manage');
  const canTakeOrders = useCan('orders.take');
  return (
    <Group justify="space-between" align="center" gap="sm" wrap="wrap">
      <div>
        <Title order={1} fz="h2">
          {t('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {venue.name}
        </Text>
      </div>
      <Group gap="sm" wrap="wrap">
        {canChangeSettings && <OnlineSwitch isOnline={venue.isOnline} />}
        <AlertControls alerts={alerts} />
        {canTakeOrders && (
          <Button component={Link} to="/orders/tabs" size="xs" variant="default" data-testid="open-tabs-link">
            {t('link', { ns: 'open-tabs' })}
          </Button>
        )}
        {canManageUsers && (
          <Button component={Link} to="/orders/employees" size="xs" variant="default" leftSection={<UsersIcon size={14} />} data-testid="employees-link">
            {t('employees')}
          </Button>
        )}
      </Group>
    </Group>
  );
}
