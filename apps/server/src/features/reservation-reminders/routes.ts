import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DEPOSIT_STATUSES,
  ZReservationDepositAnswerSchema,
  ZReservationDepositSchema,
  ZReservationIdParamsSchema,
  type TDepositStatus,
  type TReservationDeposit,
} from '@menudelite/shared/reservation-deposits/contracts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireVenuePermission } from '../../lib/venue-actor.ts';
import type { TReservationExtras } from './hooks.ts';
import { findDepositOfReservation, type TDepositRow } from './repository.ts';

const STAFF_DOCS = { tags: ['reservations'], security: [{ bearer: [] }] };

export function toDeposit(row: TDepositRow): TReservationDeposit {
  return {
    id: row.id,
    reservationId: row.reservation_id,
    mode: row.mode === 'cardHold' ? 'cardHold' : 'deposit',
    status: (DEPOSIT_STATUSES as readonly string[]).includes(row.status) ? (row.status as TDepositStatus) : 'failed',
    amount: Number(row.amount),
    currency: row.currency,
    cardLast4: row.card_last4,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * Staff endpoints of deposits and card holds. Reading one needs reservations.manage; charging a held
 * card the no-show fee moves the guest's money, so it needs money.refund (managers and owners, as
 * refunds; docs/decisions.md "Reservation deposits and card holds").
 */
export async function reservationDepositRoutes(app: FastifyInstance, { deps, extras }: { deps: TDeps; extras: TReservationExtras }) {
  await app.register(async (scope) => {
    const s = scope.withTypeProvider<ZodTypeProvider>();
    s.addHook('onRequest', app.authenticate);
    s.get(
      '/api/reservations/:reservationId/deposit',
      {
        schema: { ...STAFF_DOCS, params: ZReservationIdParamsSchema, response: { 200: ZReservationDepositAnswerSchema } },
        config: { permission: 'reservations.manage' },
      },
      async (request) => {
        const restaurantId = requireVenuePermission(request.actor, 'reservations.manage');
        const row = await findDepositOfReservation(deps.db, request.params.reservationId);
        if (row && row.restaurant_id !== restaurantId) throw new AppError('NOT_FOUND', 'Reservation not found');
        return { deposit: row ? toDeposit(row) : null };
      },
    );
    s.post(
      '/api/reservations/:reservationId/no-show-fee',
      { schema: { ...STAFF_DOCS, params: ZReservationIdParamsSchema, response: { 200: ZReservationDepositSchema } }, config: { permission: 'money.refund' } },
      async (request) => {
        const restaurantId = requireVenuePermission(request.actor, 'money.refund');
        return toDeposit(await extras.deposits.chargeNoShowFee(restaurantId, request.params.reservationId));
      },
    );
  });
}
