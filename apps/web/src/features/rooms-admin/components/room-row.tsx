import { ActionIcon, Badge, Group, Menu, Paper, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TRoom } from '@menudelite/shared/orders/rooms';
import { DotsIcon } from '../../../components/icons';
import { useSaveRoom } from '../api/rooms';

/** A room: its number, whether it takes room-service orders, and edit/delete. */
export function RoomRow({ room, onEdit, onDelete }: { room: TRoom; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('rooms-admin');
  const save = useSaveRoom();
  return (
    <Paper withBorder radius="md" p="xs" data-testid="room-row" data-room={room.roomNumber}>
      <Group gap="xs" wrap="nowrap">
        <Group gap={6} className="md-room-main">
          <Text fw={600} dir="auto">
            {t('roomName', { number: room.roomNumber })}
          </Text>
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
