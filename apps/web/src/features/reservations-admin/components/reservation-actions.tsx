import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TReservation } from '@menudelite/shared/reservations/contracts';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { DotsIcon } from '../../../components/icons';
import { useSetStatus } from '../api/reservations';
import { ACTION_STATUS, mayMoveTable, needsConfirmation, primaryAction, statusActions, type TStatusAction } from '../lib/status-actions';
import type { TOpenDialog } from './book-dialogs';

type TProps = { reservation: TReservation; now: Date; onOpen: TOpenDialog; compact?: boolean };

/** The usual next step as a button (confirm, seat, complete); no-show, cancel, the table and the guest's history in a menu. */
export function ReservationActions({ reservation, now, onOpen, compact = false }: TProps) {
  const { t } = useTranslation('reservations-admin');
  const setStatus = useSetStatus();
  const actions = statusActions(reservation, now);
  const primary = primaryAction(actions);
  const act = (action: TStatusAction) => {
    if (needsConfirmation(action)) onOpen({ kind: 'confirm', action: action as 'cancel' | 'noShow', reservation });
    else setStatus.mutate({ id: reservation.id, status: ACTION_STATUS[action] });
  };
  const others = actions.filter((action) => action !== primary);
  const hasGuest = Boolean(reservation.email || reservation.phone);
  return (
    <div>
      <Group gap="xs" wrap="nowrap" justify="flex-end">
        {primary && (
          <Button size={compact ? 'compact-sm' : 'sm'} loading={setStatus.isPending} onClick={() => act(primary)} data-testid={`action-${primary}`}>
            {t(`actions.${primary}`)}
          </Button>
        )}
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="default"
              size={compact ? 'md' : 'lg'}
              aria-label={t('actions.menu', { name: reservation.name || t('booking.walkInGuest') })}
              data-testid="reservation-menu"
            >
              <DotsIcon />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {others
              .filter((action) => action !== 'cancel')
              .map((action) => (
                <Menu.Item key={action} onClick={() => act(action)} data-testid={`action-${action}`}>
                  {t(`actions.${action}`)}
                </Menu.Item>
              ))}
            {mayMoveTable(reservation.status) && (
              <Menu.Item onClick={() => onOpen({ kind: 'move', reservation })} data-testid="action-move">
                {t('actions.moveTable')}
              </Menu.Item>
            )}
            {hasGuest && (
              <Menu.Item onClick={() => onOpen({ kind: 'history', reservation })} data-testid="action-history">
                {t('actions.history')}
              </Menu.Item>
            )}
            {others.includes('cancel') && (
              <>
                <Menu.Divider />
                <Menu.Item color="red" onClick={() => act('cancel')} data-testid="action-cancel">
                  {t('actions.cancel')}
                </Menu.Item>
              </>
            )}
          </Menu.Dropdown>
        </Menu>
      </Group>
      {setStatus.isError && <ApiErrorAlert error={setStatus.error} />}
    </div>
  );
}
