import { useEffect, useEffectEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TAmenityRequestEvent, TGuestRequestChangedEvent } from '@menudelite/shared/hotel/contracts';
import { onBusinessEvent } from '../../../lib/socket/business-socket';
import { useBusinessSocketConnected } from '../../../lib/socket/use-business-connection';
import { requestsKeys } from '../api/requests';

type TAnnounce = (announcement: { title: string; body: string; tag: string }) => void;

/** Staff events of guest services (docs/api/hotel.md), by name: the map in socket/events.ts may type them more loosely. */
function onHotelEvent<P>(event: 'amenityRequest' | 'guestRequestChanged', handler: (payload: P) => void): () => void {
  return onBusinessEvent(event as 'amenityRequest', handler as never);
}

/**
 * /requests in real time: every new request (SPEC section 7's "amenity request") and every change
 * (a staff step elsewhere, a wake-up call due or escalated, an approval expired, a check-out) reads
 * the list again; new requests and wake-up calls that need someone now are announced (sound and
 * notification, muted with the orders dashboard's switch). After a reconnect the list is read again.
 */
export function useLiveRequests(announce: TAnnounce) {
  const { t } = useTranslation('requests-admin');
  const queryClient = useQueryClient();
  const connected = useBusinessSocketConnected();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: requestsKeys.all });

  const onNew = useEffectEvent((event: Partial<TAmenityRequestEvent>) => {
    refresh();
    const request = event.request;
    announce({
      title: t('alerts.newRequest', { room: request?.roomNumber ?? '' }),
      body: request ? t(`types.${request.type}`) : '',
      tag: `guest-request-${event.requestId ?? ''}`,
    });
  });
  const onChanged = useEffectEvent((event: TGuestRequestChangedEvent) => {
    refresh();
    if (event.reason === 'wakeUpEscalated' || event.reason === 'wakeUpDue') {
      announce({
        title: t(event.reason === 'wakeUpEscalated' ? 'alerts.escalation' : 'alerts.wakeUpDue', { room: event.request.roomNumber }),
        body: t('types.wakeUp'),
        tag: `guest-request-${event.requestId}-${event.reason}`,
      });
    }
  });

  useEffect(() => {
    const stops = [
      onHotelEvent<Partial<TAmenityRequestEvent>>('amenityRequest', (event) => onNew(event)),
      onHotelEvent<TGuestRequestChangedEvent>('guestRequestChanged', (event) => onChanged(event)),
    ];
    return () => stops.forEach((stop) => stop());
  }, []);

  // Back online: what happened meanwhile is read again.
  useEffect(() => {
    if (connected) void queryClient.invalidateQueries({ queryKey: requestsKeys.all });
  }, [connected, queryClient]);

  return { connected };
}
