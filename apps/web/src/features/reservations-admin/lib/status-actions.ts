import { RESERVATION_TRANSITIONS, type TReservationStatus, type TStaffSettableStatus } from '@menudelite/shared/reservations/contracts';

/**
 * What staff may do with a booking, by its status (issue 10: booked → confirmed → seated →
 * completed, plus no-show and cancelled). The server decides (RESERVATION_TRANSITIONS); this only
 * chooses the buttons, forward moves only, the usual next step first.
 */
export type TStatusAction = 'confirm' | 'seat' | 'complete' | 'noShow' | 'cancel';

/** The status each action sets. */
export const ACTION_STATUS: Record<TStatusAction, TStaffSettableStatus> = {
  confirm: 'confirmed',
  seat: 'seated',
  complete: 'completed',
  noShow: 'noShow',
  cancel: 'cancelled',
};

const ORDER: readonly TStatusAction[] = ['confirm', 'seat', 'complete', 'noShow', 'cancel'];
/** Forward moves only: the server also lets staff step back (unseat, unconfirm), which the book does not offer. */
const FROM: Record<TStatusAction, readonly TReservationStatus[]> = {
  confirm: ['booked'],
  seat: ['booked', 'confirmed'],
  complete: ['seated'],
  noShow: ['booked', 'confirmed'],
  cancel: ['booked', 'confirmed'],
};

/**
 * The actions offered, in the order shown. A booking that ended (completed, no-show, cancelled)
 * offers none. No-show only once its slot has started: until then the guest may still come.
 */
export function statusActions(booking: { status: TReservationStatus; startsAt: string }, now: Date): TStatusAction[] {
  const allowed = RESERVATION_TRANSITIONS[booking.status];
  const started = now.getTime() >= Date.parse(booking.startsAt);
  return ORDER.filter((action) => FROM[action].includes(booking.status) && allowed.includes(ACTION_STATUS[action]) && (action !== 'noShow' || started));
}

/** The main button: the usual next step (confirm, seat, complete); the rest go in the menu. */
export function primaryAction(actions: readonly TStatusAction[]): TStatusAction | null {
  return actions.find((action) => action !== 'cancel' && action !== 'noShow') ?? null;
}

/** Cancelling and no-show cannot be taken back: they ask first. */
export function needsConfirmation(action: TStatusAction): boolean {
  return action === 'cancel' || action === 'noShow';
}

/** A table can be assigned or moved while the booking is still to come or seated. */
export function mayMoveTable(status: TReservationStatus): boolean {
  return status === 'booked' || status === 'confirmed' || status === 'seated';
}

/** Badge colours by status. */
export const STATUS_COLORS: Record<TReservationStatus, string> = {
  held: 'gray',
  expired: 'gray',
  booked: 'blue',
  confirmed: 'teal',
  seated: 'grape',
  completed: 'green',
  noShow: 'orange',
  cancelled: 'red',
};
