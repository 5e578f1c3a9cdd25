import type { TAvailability } from '@menudelite/shared/reservations/contracts';
import { blocksOf } from '@menudelite/shared/reservations/slots';
import type { TDb } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/dialect-sql.ts';
import { AppError, keyedError } from '../../lib/app-error.ts';
import type { TRealtime } from '../../plugins/socket.ts';
import { emitStaffEvent, lockStaffEvents, recordStaffEvent, type TRecordedStaffEvent } from '../staff-events/public.ts';
import { isoBlock } from './engine.ts';
import type { TReservationChange, TReservationHooks } from './hooks.ts';
import { tableIdsOf, toStaffReservation, toView, type TGuestRecord } from './mapper.ts';
import {
  addCovers,
  deleteBlocksOf,
  insertBlocks,
  listExpiredHolds,
  listGuestStatuses,
  removeCovers,
  updateReservation,
  type TReservationRow,
} from './repository.ts';
import type { TReservationTokens } from './tokens.ts';
import type { TReservation, TReservationSummary, TServicePeriod } from '@menudelite/shared/reservations/contracts';

/** Statuses whose booking still holds its table blocks. */
export const SEATED_STATUSES = ['held', 'booked', 'confirmed', 'seated'] as const;
export const CLOSED_STATUSES = ['completed', 'cancelled', 'noShow', 'expired'];

/** 409 SLOT_TAKEN. `race`: a concurrent booking won the unique index (worth one more look at the fresh occupancy). */
export class SlotTakenError extends AppError {
  readonly race: boolean;
  constructor(race: boolean) {
    super('SLOT_TAKEN', 'This time was just taken. Please choose another time.', [{ path: '', key: 'slotTaken' }]);
    this.race = race;
  }
}

/** SLOT_TAKEN with the day's slots as they are now: the route answers both. */
export class SlotConflictError extends AppError {
  readonly availability: TAvailability;
  constructor(error: AppError, availability: TAvailability) {
    super(error.code, error.message, error.details);
    this.availability = availability;
  }
}

export const reservationClosed = () => keyedError('RESERVATION_CLOSED', 'reservationClosed');

const RACE_RETRIES = 3;

/** Runs a booking transaction again when it lost a race on the blocks' unique index: the next try reads the winner's blocks. */
export async function withRaceRetry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (error instanceof SlotTakenError && error.race && attempt < RACE_RETRIES) continue;
      // PostgreSQL chose this transaction as a deadlock's victim: nothing was written, try again.
      if ((error as { code?: unknown } | null)?.code === '40P01' && attempt < RACE_RETRIES) continue;
      throw error;
    }
  }
}

export type TSeats = {
  restaurantId: string;
  reservationId: string;
  startsAt: number;
  turnMinutes: number;
  partySize: number;
  tableIds: readonly string[];
  /** null: count the covers without a limit (staff bookings, or no pacing). */
  pacingLimit: number | null;
  /** Blocks before this instant are not taken (a walk-in seated now, a move of a seated party). */
  from?: number;
  /** false: the covers were counted already (a table move). */
  countCovers?: boolean;
};

/**
 * The conditional write of a booking: one row per table and 15-minute block of the turn (the unique
 * key refuses any block another booking holds) and the block's pacing counter raised only while it
 * stays within the limit. Either refusal throws SLOT_TAKEN and the caller's transaction rolls back.
 */
export async function takeSeats(trx: TDb, seats: TSeats): Promise<void> {
  const all = blocksOf(seats.startsAt, seats.turnMinutes);
  const from = seats.from === undefined ? -Infinity : Math.floor(seats.from / 900_000) * 900_000;
  const blocks = all.filter((at) => at >= from).map((at) => new Date(at).toISOString());
  try {
    await insertBlocks(trx, seats.restaurantId, seats.reservationId, seats.tableIds, blocks);
  } catch (error) {
    if (isUniqueViolation(error)) throw new SlotTakenError(true);
    throw error;
  }
  if (seats.countCovers === false) return;
  if (!(await addCovers(trx, seats.restaurantId, isoBlock(seats.startsAt), seats.partySize, seats.pacingLimit))) throw new SlotTakenError(false);
}

/** Frees a booking's blocks (from a block on, or all) and, unless told otherwise, its covers. */
export async function releaseSeats(trx: TDb, row: TReservationRow, options: { covers: boolean; fromBlock?: string }): Promise<void> {
  await deleteBlocksOf(trx, row.id, options.fromBlock);
  if (options.covers) await removeCovers(trx, row.restaurant_id, isoBlock(Date.parse(row.starts_at)), row.party_size);
}

/** Lapsed holds give their tables back: inside every booking transaction of the venue (lazily) and from the purge job. */
export async function purgeExpiredHolds(trx: TDb, restaurantId: string | null, now: string): Promise<number> {
  let purged = 0;
  for (const hold of await listExpiredHolds(trx, restaurantId, now)) {
    if (await updateReservation(trx, hold.id, ['held'], { status: 'expired', updated_at: now })) {
      await releaseSeats(trx, hold, { covers: true });
      purged += 1;
    }
  }
  return purged;
}

export type TNotifyDeps = { hooks: TReservationHooks; tokens: TReservationTokens };

/** Tells the e-mail module (hooks) about a committed-to-be change, inside the transaction. */
export async function notifyChange(
  d: TNotifyDeps,
  trx: TDb,
  kind: TReservationChange['kind'],
  row: TReservationRow,
  previous: TReservationRow | null,
  by: TReservationChange['by'],
  tableLabels: ReadonlyMap<string, string>,
): Promise<void> {
  const token = d.tokens.issue(row.id);
  await d.hooks.onReservationChanged(
    { kind, by, reservation: toView(row, tableLabels, token), previous: previous ? toView(previous, tableLabels, token) : null },
    trx,
  );
}

/** A guest's record at the venue from their earlier bookings (same e-mail or phone digits). */
export async function guestRecords(db: TDb, restaurantId: string, rows: readonly TReservationRow[]): Promise<(row: TReservationRow) => TGuestRecord> {
  const emails = [...new Set(rows.map((r) => r.email).filter((e): e is string => !!e))];
  const phones = [...new Set(rows.map((r) => r.phone_digits).filter((p): p is string => !!p))];
  const statuses = await listGuestStatuses(db, restaurantId, emails, phones);
  return (row) => {
    const mine = statuses.filter((s) => (row.email && s.email === row.email) || (row.phone_digits && s.phone_digits === row.phone_digits));
    return { visits: mine.filter((s) => s.status === 'completed' || s.status === 'seated').length, noShows: mine.filter((s) => s.status === 'noShow').length };
  };
}

const summaryOf = (r: TReservation): TReservationSummary => ({
  id: r.id,
  status: r.status,
  source: r.source,
  startsAt: r.startsAt,
  endsAt: r.endsAt,
  date: r.date,
  localTime: r.localTime,
  period: r.period,
  partySize: r.partySize,
  tableLabels: r.tableLabels,
  name: r.name,
});

/** Stores newReservationReceived in the booking's transaction (a summary without contact details); emit it after the commit. */
export async function recordNewReservation(
  trx: TDb,
  row: TReservationRow,
  ctx: { timeZone: string; periods: readonly TServicePeriod[]; tableLabels: ReadonlyMap<string, string> },
): Promise<TRecordedStaffEvent> {
  const record = await guestRecords(trx, row.restaurant_id, [row]);
  await lockStaffEvents(trx, row.restaurant_id);
  return recordStaffEvent(
    trx,
    row.restaurant_id,
    'newReservationReceived',
    { reservationId: row.id, reservation: summaryOf(toStaffReservation(row, ctx, record(row))) },
    row.updated_at,
  );
}

export function emitAfterCommit(realtime: TRealtime | undefined, event: TRecordedStaffEvent | null): void {
  if (realtime && event) emitStaffEvent(realtime, event);
}

export { tableIdsOf };
