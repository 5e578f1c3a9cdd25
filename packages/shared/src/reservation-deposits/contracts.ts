import { z } from 'zod';

/** Deposit and card-hold statuses (docs/api/reservations.md "E-mails, reminders and deposits"). */
export const DEPOSIT_STATUSES = [
  'pending',
  'charged',
  'failed',
  'refundPending',
  'refunded',
  'kept',
  'released',
  'saved',
  'feePending',
  'feeCharged',
  'feeFailed',
] as const;
export type TDepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** A booking's deposit (charged at booking) or card hold (charged only as a no-show fee), as staff see it. */
export const ZReservationDepositSchema = z.object({
  id: z.string(),
  reservationId: z.string().nullable(),
  mode: z.enum(['deposit', 'cardHold']),
  status: z.enum(DEPOSIT_STATUSES),
  /** Minor units: the deposit, or the no-show fee the held card may be charged. */
  amount: z.number().int(),
  currency: z.string(),
  cardLast4: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TReservationDeposit = z.infer<typeof ZReservationDepositSchema>;

/** GET /api/reservations/:reservationId/deposit */
export const ZReservationDepositAnswerSchema = z.object({ deposit: ZReservationDepositSchema.nullable() });

export const ZReservationIdParamsSchema = z.object({ reservationId: z.string().min(1).max(64) });
