import type { TAvailability, TDepositQuote, TReservationSettings } from '@menudelite/shared/reservations/contracts';
import {
  BLOCK_MS,
  localTime,
  planSlots,
  serviceDateOf,
  serviceWindows,
  shiftDate,
  type TOccupancy,
  type TSlotCombination,
  type TSlotPlan,
} from '@menudelite/shared/reservations/slots';
import type { TDb } from '../../db/database.ts';
import { closedDatesBetween, listBlocksBetween, listCombinations, listPacingBetween } from './repository.ts';
import { readSettings } from './settings.ts';
import { loadTables, type TReservationVenue, type TVenueTable } from './venue.ts';

const DAY_MS = 86_400_000;
export const isoBlock = (at: number): string => new Date(Math.floor(at / BLOCK_MS) * BLOCK_MS).toISOString();

export type TPlanContext = {
  venue: TReservationVenue;
  settings: TReservationSettings;
  tables: TVenueTable[];
  combinations: TSlotCombination[];
};

export async function loadPlanContext(db: TDb, venue: TReservationVenue): Promise<TPlanContext> {
  const [settings, tables, combos] = await Promise.all([readSettings(db, venue.id), loadTables(db, venue.id), listCombinations(db, venue.id)]);
  return { venue, settings, tables, combinations: combos.map((c) => ({ id: c.id, tableIds: JSON.parse(c.table_ids) as string[] })) };
}

/** Taken blocks and pacing covers of a venue between two instants (as the booking transaction sees them). */
export async function loadOccupancy(db: TDb, restaurantId: string, from: number, to: number): Promise<TOccupancy> {
  const fromIso = new Date(Math.floor(from / BLOCK_MS) * BLOCK_MS).toISOString();
  const toIso = new Date(to).toISOString();
  const [blocks, pacing] = await Promise.all([listBlocksBetween(db, restaurantId, fromIso, toIso), listPacingBetween(db, restaurantId, fromIso, toIso)]);
  const taken = new Map<string, Set<number>>();
  for (const block of blocks) {
    let set = taken.get(block.table_id);
    if (!set) taken.set(block.table_id, (set = new Set()));
    set.add(Date.parse(block.block_start));
  }
  const covers = new Map<number, number>();
  for (const row of pacing) covers.set(Date.parse(row.block_start), Number(row.covers));
  return { taken, covers };
}

const maxTurn = (settings: TReservationSettings) => Math.max(...settings.turnTimes.map((t) => t.minutes));

/** The day's plan: every rule of the slot engine with the venue's occupancy read on `db` (a transaction when booking). */
export async function planDay(
  db: TDb,
  ctx: TPlanContext,
  date: string,
  partySize: number,
  now: number,
  options: { staff?: boolean; ignoreOccupancy?: boolean } = {},
): Promise<TSlotPlan> {
  const { venue, settings } = ctx;
  const windows = serviceWindows(venue.openingHours, venue.timeZone, date);
  const from = windows.length > 0 ? Math.min(...windows.map((w) => w.opensAt)) : Date.parse(`${date}T00:00:00Z`) - DAY_MS;
  const to = windows.length > 0 ? Math.max(...windows.map((w) => w.closesAt)) + maxTurn(settings) * 60_000 : from + 2 * DAY_MS;
  const [closed, occupancy] = await Promise.all([
    closedDatesBetween(db, venue.id, date, date),
    options.ignoreOccupancy ? Promise.resolve({ taken: new Map(), covers: new Map() }) : loadOccupancy(db, venue.id, from, to),
  ]);
  return planSlots({
    settings,
    openingHours: venue.openingHours,
    timeZone: venue.timeZone,
    closedDates: new Set(closed),
    tables: ctx.tables,
    combinations: ctx.combinations,
    occupancy,
    date,
    partySize,
    now,
    ...(options.staff ? { staff: true } : {}),
  });
}

/**
 * The venue's rules, tables and the day's occupancy read in one wave of queries (the availability
 * read: its range runs to 12 hours after the last close, the longest turn allowed).
 */
export async function loadDay(db: TDb, venue: TReservationVenue, date: string): Promise<{ ctx: TPlanContext; closed: string[]; occupancy: TOccupancy }> {
  const windows = serviceWindows(venue.openingHours, venue.timeZone, date);
  const from = windows.length > 0 ? Math.min(...windows.map((w) => w.opensAt)) : Date.parse(`${date}T00:00:00Z`) - DAY_MS;
  const to = windows.length > 0 ? Math.max(...windows.map((w) => w.closesAt)) + 12 * 3_600_000 : from + 2 * DAY_MS;
  const [ctx, closed, occupancy] = await Promise.all([
    loadPlanContext(db, venue),
    closedDatesBetween(db, venue.id, date, date),
    loadOccupancy(db, venue.id, from, to),
  ]);
  return { ctx, closed, occupancy };
}

export function planLoadedDay(day: { ctx: TPlanContext; closed: string[]; occupancy: TOccupancy }, date: string, partySize: number, now: number): TSlotPlan {
  const { venue, settings } = day.ctx;
  return planSlots({
    settings,
    openingHours: venue.openingHours,
    timeZone: venue.timeZone,
    closedDates: new Set(day.closed),
    tables: day.ctx.tables,
    combinations: day.ctx.combinations,
    occupancy: day.occupancy,
    date,
    partySize,
    now,
  });
}

export function depositQuote(ctx: TPlanContext, partySize: number): TDepositQuote | null {
  const rule = ctx.settings.deposit;
  if (rule.mode === 'none' || partySize < rule.minPartySize || rule.amountPerPerson <= 0) return null;
  return { mode: rule.mode, amount: rule.amountPerPerson * partySize, currency: ctx.venue.currency };
}

export function toAvailability(ctx: TPlanContext, date: string, partySize: number, plan: TSlotPlan, now: number): TAvailability {
  const tz = ctx.venue.timeZone;
  return {
    restaurantId: ctx.venue.id,
    date,
    partySize,
    timeZone: tz,
    turnMinutes: plan.turnMinutes,
    slots: plan.slots.map((s) => ({
      startsAt: new Date(s.startsAt).toISOString(),
      endsAt: new Date(s.endsAt).toISOString(),
      localTime: localTime(s.startsAt, tz),
    })),
    noSlotReason: plan.noSlotReason,
    deposit: depositQuote(ctx, partySize),
    maxPartySize: ctx.settings.maxPartySize,
    maxDaysAhead: ctx.settings.maxDaysAhead,
    // The service date running now: after midnight in a service that runs past it, that is yesterday's.
    today: serviceDateOf(now, ctx.venue.openingHours, tz),
  };
}

export { shiftDate };
