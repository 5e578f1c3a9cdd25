import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TReservation } from '@menudelite/shared/reservations/contracts';
import { STATUS_COLORS } from '../lib/status-actions';
import type { TOpenDialog } from './book-dialogs';
import { ReservationActions } from './reservation-actions';

type TProps = {
  reservation: TReservation;
  now: Date;
  formatTime: (iso: string) => string;
  isNew: boolean;
  onOpen: TOpenDialog;
  onSeen: (id: string) => void;
};

/** One booking on the list: when, who, how many, where, its status, what the guest told us, and what staff can do next. */
export function ReservationCard({ reservation, now, formatTime, isNew, onOpen, onSeen }: TProps) {
  const { t } = useTranslation('reservations-admin');
  const tables = reservation.tableLabels;
  const details = [
    reservation.occasion ? `${t('booking.occasion')}: ${t(`occasion.${reservation.occasion}`)}` : null,
    reservation.allergies ? `${t('booking.allergies')}: ${reservation.allergies}` : null,
    reservation.notes ? `${t('booking.notes')}: ${reservation.notes}` : null,
  ].filter(Boolean);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      className={isNew ? 'rb-card rb-new' : 'rb-card'}
      data-testid="reservation-card"
      data-id={reservation.id}
      data-status={reservation.status}
      data-new={isNew || undefined}
      onPointerDown={() => onSeen(reservation.id)}
    >
      <div className="rb-card-grid">
        <div className="rb-card-time">
          <Text fw={700} size="lg" className="rb-nums">
            {formatTime(reservation.startsAt)}
          </Text>
          <Text size="xs" c="dimmed" className="rb-nums">
            {formatTime(reservation.endsAt)}
          </Text>
        </div>
        <Stack gap={4} className="rb-card-body">
          <Group gap={6} wrap="wrap">
            <Text fw={600} data-testid="reservation-name">
              {reservation.name || t('booking.walkInGuest')}
            </Text>
            {isNew && (
              <Badge color="yellow" variant="filled" size="sm">
                {t('booking.new')}
              </Badge>
            )}
          </Group>
          <Group gap={6} wrap="wrap">
            <Badge variant="light" color="gray" size="sm" data-testid="reservation-party">
              {t('booking.party', { count: reservation.partySize })}
            </Badge>
            <Badge variant="light" color={STATUS_COLORS[reservation.status]} size="sm" data-testid="reservation-status">
              {t(`status.${reservation.status}`)}
            </Badge>
            <Badge variant="outline" color="gray" size="sm">
              {t(`source.${reservation.source}`)}
            </Badge>
            {reservation.guestNoShows > 0 && (
              <Badge variant="light" color="orange" size="sm" data-testid="guest-no-shows">
                {t('booking.noShows', { count: reservation.guestNoShows })}
              </Badge>
            )}
          </Group>
          <Text size="sm" c={tables.length ? undefined : 'dimmed'} data-testid="reservation-tables">
            {tables.length === 0
              ? t('booking.noTable')
              : tables.length === 1
                ? t('booking.table', { table: tables[0] })
                : t('booking.tables', { tables: tables.join(' + ') })}
          </Text>
          {details.map((line) => (
            <Text key={line} size="xs" c="dimmed" className="rb-wrap">
              {line}
            </Text>
          ))}
        </Stack>
        <div className="rb-card-actions">
          <ReservationActions reservation={reservation} now={now} onOpen={onOpen} />
        </div>
      </div>
    </Paper>
  );
}
