import type { TCardDetails } from '../payments/public.ts';
import type { TDb } from '../../db/database.ts';

/**
 * The booking as features/reservations hands it over (its public.ts exports the same shapes, agreed
 * in the team notes; TypeScript checks them structurally where features/index.ts wires the two).
 */
export type TReservationView = {
  id: string;
  restaurantId: string;
  status: 'held' | 'expired' | 'booked' | 'confirmed' | 'seated' | 'completed' | 'noShow' | 'cancelled';
  startsAt: string;
  endsAt: string;
  partySize: number;
  guestName: string;
  guestEmail: string | null;
  guestPhone: string | null;
  language: string;
  /** e.g. /restaurants/<rid>/bookingConfirmation/<id>?token=<t> */
  manageUrlPath: string;
  /** A walk-in gets no booking e-mails. */
  source?: 'online' | 'phone' | 'walkIn';
};

export type TReservationChange = {
  kind: 'created' | 'changed' | 'cancelled' | 'status';
  reservation: TReservationView;
  previous: TReservationView | null;
  by: 'guest' | 'staff';
};

export type TSecureInput = { restaurantId: string; partySize: number; card: TCardDetails | null; idempotencyKey: string };

/** What features/reservations calls: inside its write transaction, and around an online booking (deposit / card hold). */
export type TReservationHooks = {
  onReservationChanged: (change: TReservationChange, trx: TDb) => Promise<void>;
  secure: (input: TSecureInput) => Promise<{ ref: string } | null>;
  attachSecured: (ref: string, reservationId: string, trx: TDb) => Promise<void>;
  releaseSecured: (ref: string) => Promise<void>;
};

export type TDepositSettings = { mode: 'none' | 'deposit' | 'cardHold'; minPartySize: number; amountPerPerson: number; currency: string };

/** What this module reads of features/reservations (its public.ts): the booking now, and the venue's deposit rule. */
export type TReservationSource = {
  findReservationView: (db: TDb, id: string) => Promise<TReservationView | undefined>;
  findDepositSettings: (db: TDb, restaurantId: string) => Promise<TDepositSettings>;
};
