import type { TReservation, TReservationDay } from '@menudelite/shared/reservations/contracts';
import { blockLayout, serviceWindow, stackLanes, type TBlock, type TWindow } from './timeline';

/** Bookings that hold a table on the timeline (a cancellation or no-show frees it). */
const ON_TIMELINE = new Set<TReservation['status']>(['booked', 'confirmed', 'seated', 'completed']);

export type TTimelineBlock = { reservation: TReservation; block: TBlock; lane: number };
export type TTimelineRow = { id: string; label: string | null; occupancy: number | null; lanes: number; blocks: TTimelineBlock[] };

const span = (reservation: TReservation) => ({ id: reservation.id, start: Date.parse(reservation.startsAt), end: Date.parse(reservation.endsAt) });

/**
 * The timeline's window for the day and service period: the period(s) from the settings, else
 * the venue's opening hours that day, else its whole day; stretched to every booking in it.
 */
export function dayWindow(day: TReservationDay, period: string | null): TWindow {
  const bookings = day.reservations.filter((reservation) => ON_TIMELINE.has(reservation.status)).map(span);
  const periods = day.servicePeriods.map((p) => ({ key: p.name, start: p.starts, end: p.ends }));
  const chosen = period ? periods.filter((p) => p.key === period) : periods;
  if (chosen.length === 0 && day.openWindows.length > 0) {
    const open = {
      start: Math.min(...day.openWindows.map((w) => Date.parse(w.opensAt))),
      end: Math.max(...day.openWindows.map((w) => Date.parse(w.closesAt))),
    };
    return bookings.reduce(
      (window, booking) =>
        booking.end <= window.start || booking.start >= window.end
          ? window
          : { start: Math.min(window.start, booking.start), end: Math.max(window.end, booking.end) },
      open,
    );
  }
  return serviceWindow(day.date, chosen, null, day.timeZone, bookings);
}

/**
 * One row per table (active ones, and inactive ones that still hold a booking), plus a row for
 * bookings without a table; a booking on joined tables shows on each of them. Overlapping
 * bookings on one table stack in lanes.
 */
export function timelineRows(day: TReservationDay, window: TWindow): TTimelineRow[] {
  const bookings = day.reservations.filter((reservation) => ON_TIMELINE.has(reservation.status));
  const placed = (list: TReservation[]) => {
    const lanes = stackLanes(list.map(span));
    const blocks = list.flatMap((reservation) => {
      const block = blockLayout(span(reservation), window);
      return block ? [{ reservation, block, lane: lanes.get(reservation.id) ?? 0 }] : [];
    });
    return { blocks, lanes: Math.max(1, ...blocks.map((b) => b.lane + 1)) };
  };
  const rows: TTimelineRow[] = day.tables
    .map((table) => ({ table, list: bookings.filter((reservation) => reservation.tableIds.includes(table.id)) }))
    .filter(({ table, list }) => table.isActive || list.length > 0)
    .map(({ table, list }) => ({ id: table.id, label: table.label, occupancy: table.occupancy, ...placed(list) }));
  const known = new Set(day.tables.map((table) => table.id));
  const unassigned = bookings.filter((reservation) => reservation.tableIds.every((id) => !known.has(id)));
  if (unassigned.length > 0) rows.push({ id: 'unassigned', label: null, occupancy: null, ...placed(unassigned) });
  return rows;
}
