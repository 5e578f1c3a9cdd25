import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TReservation } from '@menudelite/shared/reservations/contracts';
import { useBusinessSocketConnected } from '../../../lib/socket/use-business-connection';
import { useSocketEvent } from '../../../lib/socket/use-socket-event';
import type { useOrderAlerts } from '../../orders-dashboard/public';
import { reservationKeys } from '../api/keys';

type TOrderAlerts = ReturnType<typeof useOrderAlerts>;

/** A new booking stays highlighted this long (or until staff act on it). */
const HIGHLIGHT_MS = 2 * 60_000;

/**
 * The book's real time: `newReservationReceived` (a guest booked online, or another member of
 * staff took one) refreshes the lists and the timeline, highlights the booking and plays the
 * dashboard's chime with a notification; muting on either screen silences both. After a
 * reconnect everything is read again, so nothing missed while away stays missing.
 */
/** Whether a list or day was already read (before the socket connected). */
function everFetched(queryClient: ReturnType<typeof useQueryClient>): boolean {
  return queryClient
    .getQueryCache()
    .findAll({ queryKey: reservationKeys.all() })
    .some((query) => query.state.dataUpdatedAt > 0);
}

export function useLiveReservations(formatTime: (iso: string) => string, alerts: TOrderAlerts) {
  const { t } = useTranslation('reservations-admin');
  const queryClient = useQueryClient();
  const connected = useBusinessSocketConnected();
  const seenOffsets = useRef(new Set<number>());
  const [highlighted, setHighlighted] = useState<ReadonlyMap<string, number>>(new Map());

  useSocketEvent('newReservationReceived', (payload) => {
    const event = payload as { offset?: number; reservationId: string; reservation?: Pick<TReservation, 'name' | 'partySize' | 'startsAt' | 'source'> };
    if (event.offset !== undefined) {
      if (seenOffsets.current.has(event.offset)) return;
      seenOffsets.current.add(event.offset);
    }
    void queryClient.invalidateQueries({ queryKey: reservationKeys.all() });
    setHighlighted((current) => new Map(current).set(event.reservationId, Date.now()));
    const reservation = event.reservation;
    // A walk-in is seated by the staff standing at the door: no chime for what they just did.
    if (reservation?.source === 'walkIn') return;
    alerts.announce({
      title: t('live.newTitle', { name: reservation?.name ?? '' }),
      body: reservation ? t('live.newBody', { count: reservation.partySize, time: formatTime(reservation.startsAt) }) : '',
      tag: `reservation-${event.reservationId}`,
    });
  });

  // Highlights fade by themselves.
  useEffect(() => {
    if (highlighted.size === 0) return;
    const timer = window.setTimeout(() => {
      const now = Date.now();
      setHighlighted((current) => new Map([...current].filter(([, at]) => now - at < HIGHLIGHT_MS)));
    }, HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [highlighted]);

  const everConnected = useRef(false);
  // Every (re)connect reads the book again: what arrived before the socket was up is not missed.
  const onConnected = useEffectEvent((isReconnect: boolean) => {
    if (isReconnect || everFetched(queryClient)) void queryClient.invalidateQueries({ queryKey: reservationKeys.all() });
  });
  useEffect(() => {
    if (!connected) return;
    onConnected(everConnected.current);
    everConnected.current = true;
  }, [connected]);

  return {
    connected,
    isHighlighted: (id: string) => highlighted.has(id),
    dismiss: (id: string) =>
      setHighlighted((current) => {
        if (!current.has(id)) return current;
        const next = new Map(current);
        next.delete(id);
        return next;
      }),
  };
}
