import { ActionIcon, Badge, Group, Menu, Paper, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { THotelRoom } from '@menudelite/shared/hotel/contracts';
import type { TRoom } from '@menudelite/shared/orders/rooms';
import { DotsIcon } from '../../../components/icons';
import { RoomStayBadge } from '../../requests-admin/public';
import { useSaveRoom } from '../api/rooms';

/** Issue 10: the room's occupancy (its open stay), check-in/check-out and its QR code. */
export type TRoomStayActions = { hotelRoom: THotelRoom | undefined; onCheckIn: () => void; onCheckOut: () => void; onQr: () => void };

/** A room: its number, whether a guest is in, whether it takes room-service orders, and edit/delete. */
export function RoomRow({ room, onEdit, onDelete, stay }: { room: TRoom; onEdit: () => void; onDelete: () => void; stay: TRoomStayActions }) {
  const { t } = useTranslation('rooms-admin');
  const save = useSaveRoom();
  return (
    <Paper withBorder radius="md" p="xs" data-testid="room-row" data-room={room.roomNumber}>
      <Group gap="xs" wrap="nowrap">
        <Group gap={6} className="md-room-main">
          <Text fw={600} dir="auto">
            {t('roomName', { number: room.roomNumber })}
          </Text>
          <RoomStayBadge room={stay.hotelRoom} />
          {!room.isActive && (
            <Badge size="xs" color="gray" variant="light">
              {t('inactive')}
            </Badge>
          )}
        </Group>
        <Switch
          size="sm"
          checked={room.isActive}
          aria-label={t('activeFor', { number: room.roomNumber })}
          disabled={save.isPending}
          onChange={(e) => save.mutate({ id: room.id, body: { isActive: e.currentTarget.checked } })}
        />
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={t('moreFor', { number: room.roomNumber })}>
              <DotsIcon />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {stay.hotelRoom &&
              (stay.hotelRoom.stay ? (
                <Menu.Item onClick={stay.onCheckOut} data-testid="room-check-out">
                  {t('requests-admin:stays.checkOut')}
                </Menu.Item>
              ) : (
                <Menu.Item onClick={stay.onCheckIn} disabled={!room.isActive} data-testid="room-check-in">
                  {t('requests-admin:stays.checkIn')}
                </Menu.Item>
              ))}
            {stay.hotelRoom && (
              <Menu.Item onClick={stay.onQr} data-testid="room-qr">
                {t('requests-admin:stays.qr')}
              </Menu.Item>
            )}
            <Menu.Item onClick={onEdit}>{t('edit')}</Menu.Item>
            <Menu.Divider />
            <Menu.Item color="red" onClick={onDelete}>
              {t('delete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Paper>
  );
}
