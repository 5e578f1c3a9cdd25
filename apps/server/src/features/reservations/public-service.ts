import { createHash } from 'node:crypto';
import {
  RESERVATION_HOLD_MINUTES,
  checkReservationGuest,
  type TAvailability,
  type TAvailabilityQuery,
  type TBookRequest,
  type TBookResponse,
  type TGuestChangeRequest,
  type THoldRequest,
  type THoldResponse,
  type TPublicReservation,
} from '@menudelite/shared/reservations/contracts';
import { serviceDateOf, turnMinutesFor } from '@menudelite/shared/reservations/slots';
import type { TDb } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/dialect-sql.ts';
import { AppError, invalidField, keyedError, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { TRateLimiter } from '../../lib/rate-limiter.ts';
import type { TRealtime } from '../../plugins/socket.ts';
import type { TRecordedStaffEvent } from '../staff-events/public.ts';
import {
  SlotConflictError,
  SlotTakenError,
  emitAfterCommit,
  notifyChange,
  purgeExpiredHolds,
  recordNewReservation,
  releaseSeats,
  reservationClosed,
  takeSeats,
  withRaceRetry,
} from './booking.ts';
import { depositQuote, loadDay, loadPlanContext, planDay, planLoadedDay, toAvailability, type TPlanContext } from './engine.ts';
import type { TReservationHooks } from './hooks.ts';
import { guestMayChange, phoneDigits, tableIdsOf, toPublicReservation } from './mapper.ts';
import { findByIdempotencyKey, findReservation, insertReservation, updateReservation, type TReservationRow } from './repository.ts';
import { matchesHash, newHoldToken, sha256, type TReservationTokens } from './tokens.ts';
import { loadVenue, type TReservationVenue } from './venue.ts';

export type TPublicDeps = {
  db: TDb;
  tokens: TReservationTokens;
  hooks: TReservationHooks;
  rateLimiter: TRateLimiter;
  /** New holds per client address a minute. */
  holdsPerIpPerMinute: number;
  realtime?: TRealtime;
  now: () => Date;
};

const iso = (at: number) => new Date(at).toISOString();

/** The venue, 404 for a hotel, 409 when it does not take reservations now. */
async function acceptingVenue(db: TDb, restaurantId: string): Promise<TReservationVenue> {
  const venue = await loadVenue(db, restaurantId);
  if (!venue.acceptingReservations) throw keyedError('NOT_ACCEPTING_RESERVATIONS', 'notAcceptingReservations');
  return venue;
}

function checkParty(ctx: TPlanContext, partySize: number, path: string): void {
  if (partySize > ctx.settings.maxPartySize) throw invalidField(path, 'partyTooLarge', { max: ctx.settings.maxPartySize });
}

/**
 * Inside the transaction: the plan with fresh occupancy must offer `startsAt`; else SLOT_TAKEN when
 * only occupancy or pacing refuse it, 400 slotUnavailable when the rules do (past, notice, window, hours).
 */
async function seatingFor(trx: TDb, ctx: TPlanContext, date: string, startsAt: number, partySize: number, now: number) {
  const plan = await planDay(trx, ctx, date, partySize, now);
  const slot = plan.slots.find((s) => s.startsAt === startsAt);
  if (slot) return { slot, turnMinutes: plan.turnMinutes };
  const free = await planDay(trx, ctx, date, partySize, now, { ignoreOccupancy: true });
  if (free.slots.some((s) => s.startsAt === startsAt)) throw new SlotTakenError(false);
  throw invalidField('body.startsAt', 'slotUnavailable');
}

const tableLabelsOf = (ctx: TPlanContext) => new Map(ctx.tables.map((t) => [t.id, t.label]));

/**
 * The guest's side (no account): availability, a 5-minute hold on a slot, the booking from the hold,
 * and the confirmation/manage page by the reservation's token: change party size or time, cancel, confirm.
 */
export function createPublicReservations(d: TPublicDeps) {
  const holdRule = { name: 'reservation-hold-ip', limit: d.holdsPerIpPerMinute, windowMs: 60_000 };

  async function freshAvailability(ctx: TPlanContext, date: string, partySize: number): Promise<TAvailability> {
    const now = d.now().getTime();
    return toAvailability(ctx, date, partySize, await planDay(d.db, ctx, date, partySize, now), now);
  }

  /** A lost race or a taken slot comes back with the day's slots as they are now. */
  async function withFreshSlots<T>(ctx: TPlanContext, date: string, partySize: number, work: () => Promise<T>): Promise<T> {
    try {
      return await withRaceRetry(work);
    } catch (error) {
      if (error instanceof SlotTakenError) throw new SlotConflictError(error, await freshAvailability(ctx, date, partySize));
      throw error;
    }
  }

  async function ownReservation(id: string, token: string): Promise<{ row: TReservationRow; venue: TReservationVenue }> {
    const row = await findReservation(d.db, id);
    if (!row || row.status === 'held' || row.status === 'expired' || !matchesHash(token, row.manage_token_hash)) throw notFound('Reservation');
    return { row, venue: await loadVenue(d.db, row.restaurant_id) };
  }

  return {
    async availability(restaurantId: string, query: TAvailabilityQuery): Promise<TAvailability> {
      const venue = await acceptingVenue(d.db, restaurantId);
      const day = await loadDay(d.db, venue, query.date);
      checkParty(day.ctx, query.partySize, 'query.partySize');
      const now = d.now().getTime();
      return toAvailability(day.ctx, query.date, query.partySize, planLoadedDay(day, query.date, query.partySize, now), now);
    },

    async hold(restaurantId: string, body: THoldRequest, ip: string): Promise<THoldResponse> {
      const venue = await acceptingVenue(d.db, restaurantId);
      const ctx = await loadPlanContext(d.db, venue);
      checkParty(ctx, body.partySize, 'body.partySize');
      const startsAt = Date.parse(body.startsAt);
      const date = serviceDateOf(startsAt, venue.openingHours, venue.timeZone);
      const token = newHoldToken();
      const id = newId();
      const result = await withFreshSlots(ctx, date, body.partySize, () =>
        d.db.transaction().execute(async (trx) => {
          const now = d.now();
          await d.rateLimiter.consume(holdRule, [ip], trx);
          await purgeExpiredHolds(trx, restaurantId, now.toISOString());
          const { slot, turnMinutes } = await seatingFor(trx, ctx, date, startsAt, body.partySize, now.getTime());
          const expiresAt = iso(now.getTime() + RESERVATION_HOLD_MINUTES * 60_000);
          await insertReservation(trx, {
            id,
            restaurant_id: restaurantId,
            status: 'held',
            source: 'online',
            starts_at: iso(slot.startsAt),
            ends_at: iso(slot.endsAt),
            service_date: date,
            party_size: body.partySize,
            table_ids: JSON.stringify(slot.option.tableIds),
            name: null,
            email: null,
            phone: null,
            phone_digits: null,
            notes: null,
            occasion: null,
            allergies: null,
            language: 'en',
            hold_token_hash: sha256(token),
            manage_token_hash: null,
            expires_at: expiresAt,
            idempotency_key: null,
            request_hash: null,
            created_at: now.toISOString(),
            updated_at: now.toISOString(),
          });
          await takeSeats(trx, {
            restaurantId,
            reservationId: id,
            startsAt: slot.startsAt,
            turnMinutes,
            partySize: body.partySize,
            tableIds: slot.option.tableIds,
            pacingLimit: ctx.settings.pacingCoversPer15Min,
          });
          return { expiresAt, slot };
        }),
      );
      return {
        holdId: id,
        token,
        expiresAt: result.expiresAt,
        startsAt: iso(result.slot.startsAt),
        endsAt: iso(result.slot.endsAt),
        partySize: body.partySize,
        deposit: depositQuote(ctx, body.partySize),
      };
    },

    /** POST .../reservations with Idempotency-Key: the hold becomes a booking (the same id). A retry with the same key answers the same booking. */
    async book(restaurantId: string, idempotencyKey: string, body: TBookRequest): Promise<{ kind: 'created' | 'replayed'; response: TBookResponse }> {
      const problems = checkReservationGuest(body);
      if (problems.length > 0) {
        throw new AppError(
          'VALIDATION_FAILED',
          problems.map((p) => `${p.path}: ${p.message}`).join('; '),
          problems.map((p) => ({ path: `body.${p.path}`, key: p.key })),
        );
      }
      const requestHash = createHash('sha256')
        .update(JSON.stringify({ ...body, card: undefined }))
        .digest('base64url');
      const venue = await loadVenue(d.db, restaurantId);
      /** The booking this key already made (same body), or 422 for another body under the same key. */
      const replayOf = async (): Promise<{ kind: 'replayed'; response: TBookResponse } | null> => {
        const replay = await findByIdempotencyKey(d.db, restaurantId, idempotencyKey);
        if (!replay) return null;
        if (replay.request_hash !== requestHash) throw new AppError('IDEMPOTENCY_MISMATCH', 'This Idempotency-Key was already used for a different booking.');
        return { kind: 'replayed', response: { reservation: toPublicReservation(replay, venue), manageToken: d.tokens.issue(replay.id) } };
      };
      const replay = await replayOf();
      if (replay) return replay;
      if (!venue.acceptingReservations) throw keyedError('NOT_ACCEPTING_RESERVATIONS', 'notAcceptingReservations');
      const hold = await findReservation(d.db, body.holdId);
      if (!hold || hold.restaurant_id !== restaurantId || !matchesHash(body.token, hold.hold_token_hash)) throw notFound('Hold');
      if (hold.status !== 'held' && hold.status !== 'expired') throw new AppError('CONFLICT', 'This hold was already booked.');
      const ctx = await loadPlanContext(d.db, venue);

      let secured: { ref: string } | null = null;
      const quote = depositQuote(ctx, hold.party_size);
      if (quote && d.hooks.secure) {
        secured = await d.hooks.secure({ restaurantId, partySize: hold.party_size, card: body.card ?? null, idempotencyKey });
      }
      let event: TRecordedStaffEvent | null = null;
      try {
        const booking = await withFreshSlots(ctx, hold.service_date, hold.party_size, () =>
          d.db.transaction().execute(async (trx) => {
            const now = d.now();
            const nowIso = now.toISOString();
            await purgeExpiredHolds(trx, restaurantId, nowIso);
            // Lock the hold's row before reading it: a purge elsewhere cannot expire it (and give its table away) between the read and the write.
            if (!(await updateReservation(trx, hold.id, ['held', 'expired'], { updated_at: nowIso })))
              throw new AppError('CONFLICT', 'This hold was already booked.');
            const current = (await findReservation(trx, hold.id))!;
            if (current.status === 'expired') {
              // The hold lapsed: it is still good if its table is free; else 410.
              try {
                await takeSeats(trx, {
                  restaurantId,
                  reservationId: hold.id,
                  startsAt: Date.parse(hold.starts_at),
                  turnMinutes: turnMinutesFor(ctx.settings, hold.party_size),
                  partySize: hold.party_size,
                  tableIds: tableIdsOf(hold),
                  pacingLimit: ctx.settings.pacingCoversPer15Min,
                });
              } catch (error) {
                if (error instanceof SlotTakenError) throw keyedError('HOLD_EXPIRED', 'holdExpired');
                throw error;
              }
            }
            const booked = await updateReservation(trx, hold.id, [current.status], {
              status: 'booked',
              name: body.name.trim(),
              email: body.email.trim().toLowerCase(),
              phone: body.phone.trim(),
              phone_digits: phoneDigits(body.phone),
              notes: body.notes || null,
              occasion: body.occasion ?? null,
              allergies: body.allergies || null,
              language: body.language,
              hold_token_hash: null,
              manage_token_hash: sha256(d.tokens.issue(hold.id)),
              expires_at: null,
              idempotency_key: idempotencyKey,
              request_hash: requestHash,
              updated_at: nowIso,
            });
            if (!booked) throw new AppError('CONFLICT', 'This hold was already booked.');
            const row = (await findReservation(trx, hold.id))!;
            if (secured && d.hooks.attachSecured) await d.hooks.attachSecured(secured.ref, row.id, trx);
            const labels = tableLabelsOf(ctx);
            await notifyChange(d, trx, 'created', row, null, 'guest', labels);
            event = await recordNewReservation(trx, row, { timeZone: venue.timeZone, periods: ctx.settings.servicePeriods, tableLabels: labels });
            return row;
          }),
        );
        emitAfterCommit(d.realtime, event);
        return { kind: 'created', response: { reservation: toPublicReservation(booking, venue), manageToken: d.tokens.issue(booking.id) } };
      } catch (error) {
        // The same key in flight twice (a double tap, a retried timeout): the other request booked it; answer that booking
        // (its deposit, made under the same key, stays with it).
        if ((error instanceof AppError && error.code === 'CONFLICT') || isUniqueViolation(error)) {
          const again = await replayOf();
          if (again) return again;
        }
        if (secured && d.hooks.releaseSecured) await d.hooks.releaseSecured(secured.ref);
        throw error;
      }
    },

    async read(id: string, token: string): Promise<TPublicReservation> {
      const { row, venue } = await ownReservation(id, token);
      return toPublicReservation(row, venue);
    },

    /** A new time and/or party size, re-checked atomically: the old blocks are freed and the new ones taken in one transaction. */
    async change(id: string, token: string, body: TGuestChangeRequest): Promise<TPublicReservation> {
      const { row, venue } = await ownReservation(id, token);
      if (!guestMayChange(row, d.now().getTime())) throw reservationClosed();
      if (!venue.acceptingReservations) throw keyedError('NOT_ACCEPTING_RESERVATIONS', 'notAcceptingReservations');
      const ctx = await loadPlanContext(d.db, venue);
      const partySize = body.partySize ?? row.party_size;
      checkParty(ctx, partySize, 'body.partySize');
      // A deposit (or card hold) is taken when booking: a party grown past the rule (or to a larger amount) must book again.
      const needed = depositQuote(ctx, partySize);
      const taken = depositQuote(ctx, row.party_size);
      if (needed && (!taken || needed.amount > taken.amount)) throw keyedError('CONFLICT', 'depositRequired', { path: 'body.partySize' });
      const startsAt = body.startsAt ? Date.parse(body.startsAt) : Date.parse(row.starts_at);
      const date = serviceDateOf(startsAt, venue.openingHours, venue.timeZone);
      const updated = await withFreshSlots(ctx, date, partySize, () =>
        d.db.transaction().execute(async (trx) => {
          const now = d.now();
          await purgeExpiredHolds(trx, row.restaurant_id, now.toISOString());
          // Take the row first (a no-op conditional write locks it): two changes of one booking run one after the other.
          if (!(await updateReservation(trx, id, ['booked', 'confirmed'], { updated_at: now.toISOString() }))) throw reservationClosed();
          const before = (await findReservation(trx, id))!;
          await releaseSeats(trx, before, { covers: true });
          const { slot, turnMinutes } = await seatingFor(trx, ctx, date, startsAt, partySize, now.getTime());
          const changed = await updateReservation(trx, id, ['booked', 'confirmed'], {
            starts_at: iso(slot.startsAt),
            ends_at: iso(slot.endsAt),
            service_date: date,
            party_size: partySize,
            table_ids: JSON.stringify(slot.option.tableIds),
            updated_at: now.toISOString(),
          });
          if (!changed) throw reservationClosed();
          await takeSeats(trx, {
            restaurantId: row.restaurant_id,
            reservationId: id,
            startsAt: slot.startsAt,
            turnMinutes,
            partySize,
            tableIds: slot.option.tableIds,
            pacingLimit: ctx.settings.pacingCoversPer15Min,
          });
          const after = (await findReservation(trx, id))!;
          await notifyChange(d, trx, 'changed', after, before, 'guest', tableLabelsOf(ctx));
          return after;
        }),
      );
      return toPublicReservation(updated, venue);
    },

    async cancel(id: string, token: string): Promise<TPublicReservation> {
      const { row, venue } = await ownReservation(id, token);
      // After its time a booking is the staff's to seat or mark a no-show: a late cancel would dodge the no-show rules.
      if (!guestMayChange(row, d.now().getTime())) throw reservationClosed();
      const tables = (await loadPlanContext(d.db, venue)).tables;
      const updated = await d.db.transaction().execute(async (trx) => {
        const now = d.now().toISOString();
        if (!(await updateReservation(trx, id, ['booked', 'confirmed'], { status: 'cancelled', cancelled_at: now, updated_at: now })))
          throw reservationClosed();
        // The row as it is now (a change may have committed just before): its time and party are what to free.
        const after = (await findReservation(trx, id))!;
        await releaseSeats(trx, after, { covers: true });
        await notifyChange(d, trx, 'cancelled', after, row, 'guest', new Map(tables.map((t) => [t.id, t.label])));
        return after;
      });
      return toPublicReservation(updated, venue);
    },

    /** The reminder's confirm link: booked → confirmed; already confirmed answers the same. */
    async confirm(id: string, token: string): Promise<TPublicReservation> {
      const { row, venue } = await ownReservation(id, token);
      if (row.status === 'confirmed') return toPublicReservation(row, venue);
      if (!guestMayChange(row, d.now().getTime())) throw reservationClosed();
      const tables = (await loadPlanContext(d.db, venue)).tables;
      const updated = await d.db.transaction().execute(async (trx) => {
        const now = d.now().toISOString();
        if (!(await updateReservation(trx, id, ['booked'], { status: 'confirmed', updated_at: now }))) throw reservationClosed();
        const after = (await findReservation(trx, id))!;
        await notifyChange(d, trx, 'status', after, row, 'guest', new Map(tables.map((t) => [t.id, t.label])));
        return after;
      });
      return toPublicReservation(updated, venue);
    },
  };
}
