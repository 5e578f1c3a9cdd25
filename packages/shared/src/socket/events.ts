/**
 * The Socket.IO event map (SPEC section 7). Server and web import the same names.
 * Payloads that belong to later issues are typed loosely until those issues land.
 */
import type { TCallWaiterEvent, TNewOrderEvent, TOrderStatusEvent, TOrderUpdatedEvent } from '../orders/staff-events.ts';
import type { TBill, TBillSummary, TJoinBillAck, TNewPaymentForPayLaterOrderEvent } from '../bills/contracts.ts';
import type { TTabChargeFailedEvent } from '../tabs/contracts.ts';
import type { TNewReservationEvent } from '../reservations/contracts.ts';
import type { TChatMessageEvent, TChatReadEvent, TChatThreadUpdatedEvent } from '../guest-chat/contracts.ts';
import type {
  TAmenityRequestEvent,
  TGuestRequestChangedEvent,
  TGuestRequestUpdatedEvent,
  TJoinStayAck,
  TStayClosedEvent,
  TWakeUpCallEvent,
} from '../hotel/contracts.ts';

export const SOCKET_PATH = '/socket.io';

export type TServerToClientEvents = {
  newAccessToken: (payload: { accessToken: string; accessTokenExpiry: number }) => void;
  /** Staff events (orders/staff-events.ts) carry an offset; GET /api/staff-events?after= replays them. */
  newOrderReceived: (payload: TNewOrderEvent) => void;
  /** To the venue's room (with offset) and to the diner's order room (without). */
  orderStatusChanged: (payload: TOrderStatusEvent) => void;
  orderUpdated: (payload: TOrderUpdatedEvent) => void;
  /** Staff event (stored, with offset): a booking arrived (docs/api/reservations.md). */
  newReservationReceived: (payload: TNewReservationEvent) => void;
  callWaiterReceived: (payload: TCallWaiterEvent) => void;
  newPayLaterPayment: (payload: { orderId: string }) => void;
  deliveryStatusUpdate: (payload: { orderId: string; status: string }) => void;
  /** Staff event (stored, with offset): every new hotel guest request, amenity, wake-up call or service (docs/api/hotel.md). */
  amenityRequest: (payload: TAmenityRequestEvent) => void;
  /** Staff event (stored, with offset): a guest request changed (status, wake-up due or escalated, approval expired, check-out). */
  guestRequestChanged: (payload: TGuestRequestChangedEvent) => void;
  /** To the guest's room stay:<stayId>: one of the stay's requests as it is now. */
  guestRequestUpdated: (payload: TGuestRequestUpdatedEvent) => void;
  /** To the guest's room stay:<stayId>: a wake-up call is due now. */
  wakeUpCall: (payload: TWakeUpCallEvent) => void;
  /** To the guest's room stay:<stayId>: the stay was checked out, the guest token no longer works. */
  stayClosed: (payload: TStayClosedEvent) => void;
  /** Guest chat (docs/api/guest-chat.md): to the venue's staff (stored, with offset and thread) and to the guest's room stay:<stayId>. */
  chatMessage: (payload: TChatMessageEvent) => void;
  /** Guest chat read receipts both ways: to the guest's room and the venue's staff (not stored). */
  chatRead: (payload: TChatReadEvent) => void;
  /** Guest chat: a thread's assignment or counts changed (to the venue's staff, not stored). */
  chatThreadUpdated: (payload: TChatThreadUpdatedEvent) => void;
  /** Staff event (stored, with offset): a payment on a table's bill of pay-later orders (docs/api/bills.md). */
  newPaymentForPayLaterOrder: (payload: TNewPaymentForPayLaterOrderEvent) => void;
  /** To everyone viewing the bill (billRoom): the whole bill as it is now. */
  billUpdated: (payload: TBill) => void;
  /** To the venue's staff (not stored): a table's bill figures changed. */
  staffBillUpdated: (payload: TBillSummary) => void;
  /** Staff event (stored, with offset): a tab's closing charge was declined; the bill stays open (docs/api/tabs.md). */
  tabChargeFailed: (payload: TTabChargeFailedEvent) => void;
};

export type TClientToServerEvents = {
  ping: (ack: (payload: { at: number }) => void) => void;
  /** A diner's status page follows one order: the orderToken from checkout proves it is theirs. */
  joinOrder: (payload: { orderId: string; token: string }, ack: (result: TJoinOrderAck) => void) => void;
  /** Diners at a table follow its bill: the bill token proves they may (docs/api/bills.md). */
  joinBill: (payload: { token: string }, ack: (result: TJoinBillAck) => void) => void;
  /** A hotel guest's app follows its stay: the guest token (X-Guest-Token) admits it to stay:<stayId> (docs/api/hotel.md). */
  joinStay: (payload: { token: string }, ack: (result: TJoinStayAck) => void) => void;
};

export type TJoinOrderAck = { ok: true } | { ok: false; error: 'NOT_FOUND' };

/** SPEC section 7: the web client's exact Socket.IO options. */
export const SOCKET_CLIENT_OPTIONS = {
  transports: ['websocket'] as string[],
  reconnection: true,
  reconnectionAttempts: Infinity,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20000,
};
export const SOCKET_PING_INTERVAL_MS = 5000;
export const SOCKET_RETRY_AFTER_MS = 3000;

export function restaurantRoom(restaurantId: string): string {
  return `restaurant:${restaurantId}`;
}
export function userRoom(userId: string): string {
  return `user:${userId}`;
}
/** One order's diner status page. */
export function orderRoom(orderId: string): string {
  return `order:${orderId}`;
}
/** One signed-in session (a refresh-token family): refreshed access tokens are pushed here only. */
export function sessionRoom(sessionId: string): string {
  return `session:${sessionId}`;
}
/** One table bill's viewers (diners with its token). */
export function billRoom(billId: string): string {
  return `bill:${billId}`;
}
/** One hotel stay's guest app (guest requests, wake-up calls, chat): joined with the guest token. */
export function stayRoom(stayId: string): string {
  return `stay:${stayId}`;
}
