import type { TChatMessageEvent, TChatReadEvent, TChatThreadUpdatedEvent } from '@menudelite/shared/guest-chat/contracts';
import { stayRoom } from '@menudelite/shared/socket/events';
import type { TRealtime } from '../../plugins/socket.ts';

/** The guest's room (stay:<stayId>) is the one the stays feature's joinStay admits a guest socket to. */
const stayRoomOf = stayRoom;

type TEmit = (event: string, payload: unknown) => boolean;

/** A new message to the guest's room (without the staff-only thread row and offset). */
export function emitToGuest(realtime: TRealtime, event: TChatMessageEvent): void {
  const { offset: _offset, ...guestView } = event;
  (realtime.io.to(stayRoomOf(event.stayId)).emit as TEmit)('chatMessage', guestView);
}

/** A read receipt both ways: the guest's room and the venue's staff. */
export function emitRead(realtime: TRealtime, restaurantId: string, event: TChatReadEvent): void {
  (realtime.io.to(stayRoomOf(event.stayId)).emit as TEmit)('chatRead', event);
  (realtime.toRestaurant(restaurantId).emit as TEmit)('chatRead', event);
}

export function emitThreadUpdated(realtime: TRealtime, restaurantId: string, event: TChatThreadUpdatedEvent): void {
  (realtime.toRestaurant(restaurantId).emit as TEmit)('chatThreadUpdated', event);
}
