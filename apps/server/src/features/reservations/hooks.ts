import type { TLanguage } from '@menudelite/shared/i18n/languages';
import type { TReservationOccasion, TReservationSource, TReservationStatus } from '@menudelite/shared/reservations/contracts';
import type { TDb } from '../../db/database.ts';

/** A booking as the e-mail, reminder and deposit module (resv-mail) reads it. */
export type TReservationView = {
  id: string;
  restaurantId: string;
  status: TReservationStatus;
  source: TReservationSource;
  /** UTC ISO. */
  startsAt: string;
  endsAt: string;
  partySize: number;
  tableLabels: string[];
  guestName: string;
  guestEmail: string | null;
  guestPhone: string | null;
  notes: string | null;
  occasion: TReservationOccasion | null;
  allergies: string | null;
  language: TLanguage;
  /** /restaurants/<restaurantId>/bookingConfirmation/<id>?token=<manage token>: the confirmation and manage page. */
  manageUrlPath: string;
};

export type TReservationChange = {
  /** changed: time, party size or table; status: confirmed, seated, completed, no-show. */
  kind: 'created' | 'changed' | 'cancelled' | 'status';
  reservation: TReservationView;
  previous: TReservationView | null;
  by: 'guest' | 'staff';
};

export type TSecureInput = {
  restaurantId: string;
  partySize: number;
  card: { number: string; expiry: string; cvc: string } | null;
  idempotencyKey: string;
};

export type TReservationHooks = {
  /** Runs INSIDE the transaction that writes the change, after its conditional writes succeeded; throwing rolls the change back. */
  onReservationChanged: (change: TReservationChange, trx: TDb) => Promise<void>;
  /** Before an online booking's transaction when the venue asks a deposit or card hold of this party: null when nothing is asked. */
  secure?: (input: TSecureInput) => Promise<{ ref: string } | null>;
  /** Inside the booking transaction: ties what `secure` made to the reservation. */
  attachSecured?: (ref: string, reservationId: string, trx: TDb) => Promise<void>;
  /** After a booking failed (rolled back) once `secure` had succeeded. */
  releaseSecured?: (ref: string) => Promise<void>;
};

export const NO_HOOKS: TReservationHooks = { onReservationChanged: async () => {} };
