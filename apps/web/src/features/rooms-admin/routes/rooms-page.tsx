import '../rooms-admin.css';
import { Button, Group, Loader, Pagination, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRoom } from '@menudelite/shared/orders/rooms';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDocumentTitle } from '../../../lib/navigation/use-document-title';
import { useDeleteRoom, useRooms } from '../api/rooms';
import { RoomFormModal } from '../components/room-form-modal';
import { RoomRangeModal } from '../components/room-range-modal';
import { RoomRow } from '../components/room-row';
import { filterRooms, pageOf } from '../lib/room-list';
import type { THotelRoom } from '@menudelite/shared/hotel/contracts';
import { useCurrentRestaurantQuery } from '../../../lib/session/current-restaurant';
import { CheckInModal, CheckOutDialog, PrintRoomQrButton, RoomQrModal, useHotelRooms } from '../../requests-admin/public';

type TDialog =
  | { kind: 'form'; room: TRoom | null }
  | { kind: 'range' }
  | { kind: 'delete'; room: TRoom }
  // Issue 10: stays and the room's QR code.
  | { kind: 'checkIn' | 'checkOut' | 'qr'; room: THotelRoom }
  | null;

/** /rooms (hotels): the room numbers room-service orders are checked against. */
export function RoomsPage() {
  const { t } = useTranslation('rooms-admin');
  const rooms = useRooms();
  const remove = useDeleteRoom();
  const venue = useCurrentRestaurantQuery().data;
  const hotelRooms = useHotelRooms();
  const hotelRoomById = new Map((hotelRooms.data ?? []).map((room) => [room.id, room]));
  const [dialog, setDialog] = useState<TDialog>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  useDocumentTitle(t('title'));
  const all = rooms.data?.items ?? [];
  const shown = pageOf(filterRooms(all, search), page);
  const close = () => {
    setDialog(null);
    remove.reset();
  };

  return (
    <Stack gap="md" maw={960}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz="h2">
            {t('title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('intro')}
          </Text>
        </div>
        <Group gap="xs">
          <PrintRoomQrButton />
          <Button variant="default" onClick={() => setDialog({ kind: 'range' })} data-testid="add-room-range">
            {t('range.open')}
          </Button>
          <Button onClick={() => setDialog({ kind: 'form', room: null })} data-testid="add-room">
            {t('add')}
          </Button>
        </Group>
      </Group>
      <ApiErrorAlert error={rooms.error} />
      {rooms.isPending && <Loader size="sm" aria-label={t('loading')} />}
      {rooms.data && all.length === 0 && (
        <Text c="dimmed" data-testid="no-rooms">
          {t('empty')}
        </Text>
      )}
      {all.length > 0 && (
        <Group justify="space-between" gap="sm" align="flex-end">
          <TextInput
            label={t('search')}
            type="search"
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            w={{ base: '100%', xs: 260 }}
            data-testid="room-search"
          />
          <Text size="sm" c="dimmed" data-testid="room-count">
            {t('count', { total: all.length, active: all.filter((room) => room.isActive).length })}
          </Text>
        </Group>
      )}
      <div className="md-room-grid">
        {shown.items.map((room) => (
          <RoomRow
            key={room.id}
            room={room}
            onEdit={() => setDialog({ kind: 'form', room })}
            onDelete={() => setDialog({ kind: 'delete', room })}
            stay={{
              hotelRoom: hotelRoomById.get(room.id),
              onCheckIn: () => setDialog({ kind: 'checkIn', room: hotelRoomById.get(room.id)! }),
              onCheckOut: () => setDialog({ kind: 'checkOut', room: hotelRoomById.get(room.id)! }),
              onQr: () => setDialog({ kind: 'qr', room: hotelRoomById.get(room.id)! }),
            }}
          />
        ))}
      </div>
      {all.length > 0 && shown.items.length === 0 && <Text c="dimmed">{t('noMatch')}</Text>}
      {shown.pages > 1 && (
        <Pagination
          value={shown.page}
          onChange={setPage}
          total={shown.pages}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
          getItemProps={(n) => ({ 'aria-label': t('pagination.page', { page: n }) })}
          data-testid="room-pages"
        />
      )}
      {dialog?.kind === 'form' && <RoomFormModal room={dialog.room} onClose={close} />}
      {dialog?.kind === 'range' && <RoomRangeModal onClose={close} />}
      {dialog?.kind === 'checkIn' && venue && (
        <CheckInModal room={dialog.room} timeZone={venue.timeZone} defaultLanguage={venue.defaultLanguage} onClose={close} />
      )}
      {dialog?.kind === 'checkOut' && <CheckOutDialog room={dialog.room} onClose={close} />}
      {dialog?.kind === 'qr' && venue && <RoomQrModal room={dialog.room} restaurantId={venue.id} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          cancelLabel={t('cancel')}
          closeLabel={t('close')}
          title={t('deleteTitle')}
          message={t('deleteMessage', { number: dialog.room.roomNumber })}
          confirmLabel={t('delete')}
          pending={remove.isPending}
          error={remove.error}
          onConfirm={() => remove.mutate(dialog.room.id, { onSuccess: close })}
          onClose={close}
        />
      )}
    </Stack>
  );
}
