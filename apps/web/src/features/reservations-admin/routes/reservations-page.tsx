import '../reservations-admin.css';
import { Alert, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TRestaurant } from '@menudelite/shared/restaurant/contracts';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDocumentTitle } from '../../../lib/navigation/use-document-title';
import { useCurrentRestaurantQuery } from '../../../lib/session/current-restaurant';
import { OfflineBanner, unlockAlertSound, useOfflineBanner, useOrderAlerts } from '../../orders-dashboard/public';
import { useReservationSettings } from '../api/settings';
import { useSetStatus } from '../api/reservations';
import { BookHeader } from '../components/book-header';
import type { TBookDialog } from '../components/book-dialogs';
import { BookToolbar } from '../components/book-toolbar';
import { GuestHistoryDrawer } from '../components/guest-history-drawer';
import { MoveTableModal } from '../components/move-table-modal';
import { PhoneBookingModal } from '../components/phone-booking-modal';
import { ReservationList } from '../components/reservation-list';
import { SettingsDrawer } from '../components/settings-drawer';
import { TimelineView } from '../components/timeline-view';
import { useLiveReservations } from '../components/use-live-reservations';
import { useNow } from '../components/use-now';
import { WalkInModal } from '../components/walk-in-modal';
import { bookParamsFrom, withBookChange, type TBookParams } from '../lib/book-params';
import { timeFormatter, venueToday } from '../lib/format';
import { ACTION_STATUS } from '../lib/status-actions';

function Book({ venue }: { venue: TRestaurant }) {
  const { t, i18n } = useTranslation('reservations-admin');
  const now = useNow();
  const today = venueToday(now, venue.timeZone);
  const [searchParams, setSearchParams] = useSearchParams();
  // The address last asked for, so two quick changes before a render both stay (as on /orders).
  const latest = useRef(searchParams);
  useEffect(() => {
    latest.current = searchParams;
  }, [searchParams]);
  const params = bookParamsFrom(searchParams, today);
  const change = (next: Partial<TBookParams>) => {
    const updated = withBookChange(latest.current, today, next);
    latest.current = updated;
    setSearchParams(updated, { replace: true });
  };

  const settings = useReservationSettings();
  const accepting = settings.data?.acceptingReservations ?? venue.acceptingReservations;
  const periods = settings.data?.settings.servicePeriods ?? [];
  const formatTime = useMemo(() => timeFormatter(i18n.language, venue.timeZone), [i18n.language, venue.timeZone]);
  // The dashboard's chime and its mute (one switch for new orders and new bookings on this device).
  const alerts = useOrderAlerts();
  const live = useLiveReservations(formatTime, alerts);
  const offline = useOfflineBanner(live.connected);
  const [dialog, setDialog] = useState<TBookDialog>(null);
  const close = () => setDialog(null);
  const list = { now, formatTime, isNew: live.isHighlighted, onSeen: live.dismiss, onOpen: setDialog };

  return (
    <Stack gap="md" data-testid="reservations-page" data-live={live.connected} onPointerDown={unlockAlertSound}>
      <BookHeader venueName={venue.name} accepting={accepting} alerts={alerts} onOpenSettings={() => setDialog({ kind: 'settings' })} />
      {offline && <OfflineBanner />}
      {!accepting && (
        <Alert color="yellow" variant="light" data-testid="not-accepting-note">
          {t('accepting.offNote')}
        </Alert>
      )}
      <BookToolbar
        params={params}
        today={today}
        periods={periods}
        onChange={change}
        onWalkIn={() => setDialog({ kind: 'walkIn' })}
        onPhoneBooking={() => setDialog({ kind: 'phone' })}
      />
      {params.date !== today && (
        <Text size="sm" c="dimmed" data-testid="book-day-title">
          {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${params.date}T12:00:00Z`))}
        </Text>
      )}
      {params.view === 'timeline' ? (
        <TimelineView date={params.date} period={params.period} {...list} />
      ) : (
        <ReservationList scope={params.scope} date={params.date} period={params.period} onScope={(scope) => change({ scope })} {...list} />
      )}
      <Dialogs dialog={dialog} venue={venue} today={today} date={params.date} onClose={close} />
    </Stack>
  );
}

function Dialogs({ dialog, venue, today, date, onClose }: { dialog: TBookDialog; venue: TRestaurant; today: string; date: string; onClose: () => void }) {
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'confirm':
      return <ConfirmStatus dialog={dialog} timeZone={venue.timeZone} onClose={onClose} />;
    case 'move':
      return <MoveTableModal reservation={dialog.reservation} onClose={onClose} />;
    case 'history':
      return <GuestHistoryDrawer reservation={dialog.reservation} timeZone={venue.timeZone} onClose={onClose} />;
    case 'walkIn':
      return <WalkInModal today={today} onClose={onClose} />;
    case 'phone':
      return <PhoneBookingModal restaurantId={venue.id} timeZone={venue.timeZone} date={date < today ? today : date} onClose={onClose} />;
    case 'settings':
      return <SettingsDrawer today={today} onClose={onClose} />;
  }
}

/** Cancel or no-show, asked first: neither can be taken back. */
function ConfirmStatus({ dialog, timeZone, onClose }: { dialog: Extract<TBookDialog, { kind: 'confirm' }>; timeZone: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('reservations-admin');
  const setStatus = useSetStatus();
  const { reservation, action } = dialog;
  const values = {
    name: reservation.name || t('booking.walkInGuest'),
    count: reservation.partySize,
    time: timeFormatter(i18n.language, timeZone)(reservation.startsAt),
  };
  return (
    <ConfirmDialog
      title={t(`confirmDialog.${action}Title`)}
      message={t(`confirmDialog.${action}Message`, values)}
      confirmLabel={t(`confirmDialog.${action}Confirm`)}
      cancelLabel={t('confirmDialog.back')}
      closeLabel={t('confirmDialog.close')}
      color={action === 'cancel' ? 'red' : 'orange'}
      pending={setStatus.isPending}
      error={setStatus.error}
      onConfirm={() => setStatus.mutate({ id: reservation.id, status: ACTION_STATUS[action] }, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}

/** /reservations: the staff reservation book (issue 10 section 1). Not for hotels (the route's guard). */
export function ReservationsPage() {
  const { t } = useTranslation('reservations-admin');
  const restaurant = useCurrentRestaurantQuery();
  useDocumentTitle(t('title'));
  if (!restaurant.data) return <ApiErrorAlert error={restaurant.error} />;
  return <Book venue={restaurant.data} />;
}
