import { Button, Center, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useReservationList } from '../api/reservations';
import type { TBookScope } from '../lib/book-params';
import type { TOpenDialog } from './book-dialogs';
import { ReservationCard } from './reservation-card';

type TProps = {
  scope: TBookScope;
  date: string;
  period: string | null;
  now: Date;
  formatTime: (iso: string) => string;
  isNew: (id: string) => boolean;
  onSeen: (id: string) => void;
  onScope: (scope: TBookScope) => void;
  onOpen: TOpenDialog;
};

const EMPTY_KEY: Record<TBookScope, string> = { upcoming: 'list.emptyUpcoming', past: 'list.emptyPast', cancelled: 'list.emptyCancelled' };

/** Upcoming (slots not ended yet: SPEC section 4's future slots only), past, or cancelled bookings of the day. */
export function ReservationList({ scope, date, period, now, formatTime, isNew, onSeen, onScope, onOpen }: TProps) {
  const { t } = useTranslation('reservations-admin');
  const list = useReservationList(scope, date, period);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const covers = items.reduce((sum, reservation) => sum + reservation.partySize, 0);
  return (
    <Stack gap="sm">
      <div className="rb-scroll-row">
        <SegmentedControl
          value={scope}
          onChange={(value) => onScope(value as TBookScope)}
          data={(['upcoming', 'past', 'cancelled'] as const).map((value) => ({ value, label: t(`scope.${value}`) }))}
          data-testid="scope-switch"
        />
      </div>
      <ApiErrorAlert error={list.error} />
      {list.isPending ? (
        <Center py="lg">
          <Loader size="sm" aria-label={t('list.loading')} />
        </Center>
      ) : items.length === 0 ? (
        <Text c="dimmed" py="md" data-testid="list-empty">
          {t(EMPTY_KEY[scope])}
        </Text>
      ) : (
        <>
          {scope !== 'cancelled' && (
            <Text size="sm" c="dimmed" data-testid="list-covers">
              {t('list.covers', { covers, count: items.length })}
            </Text>
          )}
          <Stack gap="xs" data-testid="reservation-list" data-scope={scope}>
            {items.map((reservation) => (
              <ReservationCard
                key={reservation.id}
                reservation={reservation}
                now={now}
                formatTime={formatTime}
                isNew={isNew(reservation.id)}
                onOpen={onOpen}
                onSeen={onSeen}
              />
            ))}
          </Stack>
          {list.hasNextPage && (
            <Button variant="default" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} style={{ alignSelf: 'center' }}>
              {t('list.more')}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
