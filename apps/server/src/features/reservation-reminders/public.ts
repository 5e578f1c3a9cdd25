/** Booking e-mails, reminder jobs, deposits and card holds: features/reservations calls these through its TReservationHooks port. */
export { createReservationExtras, type TReservationExtras } from './hooks.ts';
export { reservationDepositRoutes } from './routes.ts';
export { RESERVATION_EMAIL_JOB, RESERVATION_REMIND_JOB } from './mail.ts';
export { DEPOSIT_REFUND_JOB, FREE_CANCEL_MS } from './deposits.ts';
export type { TReservationChange, TReservationHooks, TReservationSource, TReservationView, TDepositSettings } from './ports.ts';
