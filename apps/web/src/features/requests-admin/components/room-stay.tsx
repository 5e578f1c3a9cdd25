import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { THotelRoom } from '@menudelite/shared/hotel/contracts';

/** Occupied (with the guest's name) or vacant, for a room on the rooms screen. */
export function RoomStayBadge({ room }: { room: THotelRoom | undefined }) {
  const { t } = useTranslation('requests-admin');
  if (!room) return null;
  const stay = room.stay;
  return stay ? (
    <Badge size="sm" color="teal" variant="light" tt="none" data-testid="room-occupied" style={{ maxWidth: '100%' }}>
      <bdi>{[stay.guestFirstName, stay.guestLastName].filter(Boolean).join(' ')}</bdi>
    </Badge>
  ) : (
    <Badge size="sm" color="gray" variant="outline" data-testid="room-vacant">
      {t('stays.vacant')}
    </Badge>
  );
}
