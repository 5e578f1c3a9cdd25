import type { TReservation } from '@menudelite/shared/reservations/contracts';

/** The one dialog or drawer open over the book. */
export type TBookDialog =
  | { kind: 'confirm'; action: 'cancel' | 'noShow'; reservation: TReservation }
  | { kind: 'move'; reservation: TReservation }
  | { kind: 'history'; reservation: TReservation }
  | { kind: 'walkIn' }
  | { kind: 'phone' }
  | { kind: 'settings' }
  | null;

export type TOpenDialog = (dialog: TBookDialog) => void;
