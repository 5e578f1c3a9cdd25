import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useBusinessSocketConnected } from '../../../lib/socket/use-business-connection';
import { useSocketEvent } from '../../../lib/socket/use-socket-event';
import { requestsKeys } from '../api/requests';

type TAnnounce = (announcement: { title: string; body: string; tag: string }) => void;

/**
 * /requests in real time: every new request (SPEC section 7's "amenity request") and every change
 * (a staff step elsewhere, a wake-up call due or escalated, an approval expired, a check-out) reads
 * the list again; new requests, wake-up calls that need someone now and guests' chat messages
 * (SPEC section 7's "chat message") are announced: the orders dashboard's chime and notification,
 * muted with its switch. After a reconnect the list is read again.
 */
export function useLiveRequests(announce: TAnnounce) {
  const { t } = useTranslation('requests-admin');
  const queryClient = useQueryClient();
  const connected = useBusinessSocketConnected();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: requestsKeys.all });

  useSocketEvent('amenityRequest', ({ requestId, request }) => {
    refresh();
    announce({ title: t('alerts.newRequest', { room: request.roomNumber }), body: t(`types.${request.type}`), tag: `guest-request-${requestId}` });
  });
  useSocketEvent('guestRequestChanged', ({ requestId, reason, request }) => {
    refresh();
    if (reason !== 'wakeUpEscalated' && reason !== 'wakeUpDue') return;
    announce({
      title: t(reason === 'wakeUpEscalated' ? 'alerts.escalation' : 'alerts.wakeUpDue', { room: request.roomNumber }),
      body: t('types.wakeUp'),
      tag: `guest-request-${requestId}-${reason}`,
    });
  });
  // Staff events name the room, never the message's text (it is the guest's; the inbox reads it).
  useSocketEvent('chatMessage', ({ author, roomNumber, messageId }) => {
    if (author !== 'guest') return;
    announce({ title: t('alerts.chatMessage'), body: t('card.room', { room: roomNumber }), tag: `chat-${messageId}` });
  });

  // Back online: what happened meanwhile is read again.
  useEffect(() => {
    if (connected) void queryClient.invalidateQueries({ queryKey: requestsKeys.all });
  }, [connected, queryClient]);

  return { connected };
}
