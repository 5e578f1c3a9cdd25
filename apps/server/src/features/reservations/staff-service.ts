import {
  RESERVATION_TRANSITIONS,
  type TClosedDate,
  type TGuestHistory,
  type TReservation,
  type TReservationDay,
  type TReservationListQuery,
  type TReservationSettings,
  type TReservationSettingsView,
  type TReservationStatus,
  type TStaffCreateRequest,
  type TStaffSettableStatus,
  type TTableCombination,
  checkReservationGuest,
} from '@menudelite/shared/reservations/contracts';
import { localDate, serviceDateOf, serviceWindows, turnMinutesFor, seatingOptions, isFree, blocksOf, BLOCK_MS } from '@menudelite/shared/reservations/slots';
import type { TPage } from '@menudelite/shared/lib/pagination';
import type { TDb } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/dialect-sql.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { AppError, invalidField, keyedError, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { TRealtime } from '../../plugins/socket.ts';
import { requireVenuePermission } from '../../lib/venue-actor.ts';
import { updateVenueSettings } from '../restaurant/public.ts';
import type { TRecordedStaffEvent } from '../staff-events/public.ts';
import { recordAudit } from '../team/public.ts';
import {
  SlotConflictError,
  SlotTakenError,
  emitAfterCommit,
  guestRecords,
  notifyChange,
  purgeExpiredHolds,
  recordNewReservation,
  releaseSeats,
  reservationClosed,
  takeSeats,
  withRaceRetry,
} from './booking.ts';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor.ts';
import { loadOccupancy, loadPlanContext, planDay, toAvailability, type TPlanContext } from './engine.ts';
import type { TReservationHooks } from './hooks.ts';
import { phoneDigits, toStaffReservation } from './mapper.ts';
import * as repo from './repository.ts';
import type { TReservationRow } from './repository.ts';
import { sha256, type TReservationTokens } from './tokens.ts';
import { loadVenue } from './venue.ts';

const PERMISSION = 'reservations.manage';
const DAY_LIMIT = 500;
const iso = (at: number) => new Date(at).toISOString();

export type TStaffDeps = { db: TDb; tokens: TReservationTokens; hooks: TReservationHooks; realtime?: TRealtime; now: () => Date };

const labelsOf = (ctx: TPlanContext) => new Map(ctx.tables.map((t) => [t.id, t.label]));

/** The tables staff picked: this venue's, active, and seating the party. */
function checkTables(ctx: TPlanContext, tableIds: readonly string[], partySize: number): string[] {
  const unique = [...new Set(tableIds)];
  const byId = new Map(ctx.tables.map((t) => [t.id, t]));
  if (unique.some((id) => !byId.get(id)?.isActive)) throw invalidField('body.tableIds', 'notThisVenues');
  const seats = unique.reduce((sum, id) => sum + byId.get(id)!.occupancy, 0);
  if (seats < partySize) throw invalidField('body.tableIds', 'tableTooSmall', { seats, party: partySize });
  return unique.toSorted();
}

/** Front of house's reservation book: lists, the day's timeline, phone bookings and walk-ins, statuses, tables, guests, and the venue's rules. */
export function createStaffReservations(d: TStaffDeps) {
  async function context(actor: TActor | null): Promise<TPlanContext> {
    const restaurantId = requireVenuePermission(actor, PERMISSION);
    return loadPlanContext(d.db, await loadVenue(d.db, restaurantId));
  }

  async function present(ctx: TPlanContext, rows: TReservationRow[]): Promise<TReservation[]> {
    const record = await guestRecords(d.db, ctx.venue.id, rows);
    const map = { timeZone: ctx.venue.timeZone, periods: ctx.settings.servicePeriods, tableLabels: labelsOf(ctx) };
    return rows.map((row) => toStaffReservation(row, map, record(row)));
  }

  async function own(ctx: TPlanContext, id: string): Promise<TReservationRow> {
    const row = await repo.findVenueReservation(d.db, ctx.venue.id, id);
    if (!row || row.status === 'held' || row.status === 'expired') throw notFound('Reservation');
    return row;
  }

  async function withSlots<T>(ctx: TPlanContext, date: string, partySize: number, work: () => Promise<T>): Promise<T> {
    try {
      return await withRaceRetry(work);
    } catch (error) {
      if (error instanceof SlotTakenError) {
        const now = d.now().getTime();
        throw new SlotConflictError(error, toAvailability(ctx, date, partySize, await planDay(d.db, ctx, date, partySize, now), now));
      }
      throw error;
    }
  }

  return {
    async list(actor: TActor | null, query: TReservationListQuery): Promise<TPage<TReservation>> {
      const ctx = await context(actor);
      let after = query.cursor ? decodeCursor(query.cursor) : null;
      const items: TReservation[] = [];
      // The period is the start's wall clock against the venue's named windows (settings that may change, so not stored):
      // pages are read until `limit` bookings of the period are found (at most 10 pages a request; nextCursor goes on from there).
      for (let round = 0; round < (query.period ? 10 : 1); round++) {
        const rows = await repo.listReservations(d.db, {
          restaurantId: ctx.venue.id,
          scope: query.scope,
          now: d.now().toISOString(),
          date: query.date,
          status: query.status,
          limit: query.limit + 1,
          after,
        });
        const page = rows.slice(0, query.limit);
        const presented = await present(ctx, page);
        for (const [i, item] of presented.entries()) {
          if (query.period && item.period !== query.period) continue;
          items.push(item);
          if (items.length === query.limit) {
            const more = i < page.length - 1 || rows.length > query.limit;
            return { items, nextCursor: more ? encodeCursor(page[i]!.starts_at, page[i]!.id) : null };
          }
        }
        const last = page.at(-1);
        if (rows.length <= query.limit || !last) return { items, nextCursor: null };
        after = { at: last.starts_at, id: last.id };
      }
      return { items, nextCursor: after ? encodeCursor(after.at, after.id) : null };
    },

    async day(actor: TActor | null, date: string): Promise<TReservationDay> {
      const ctx = await context(actor);
      const rows = await repo.listDay(d.db, ctx.venue.id, date, DAY_LIMIT);
      return {
        date,
        timeZone: ctx.venue.timeZone,
        servicePeriods: ctx.settings.servicePeriods,
        openWindows: serviceWindows(ctx.venue.openingHours, ctx.venue.timeZone, date).map((w) => ({ opensAt: iso(w.opensAt), closesAt: iso(w.closesAt) })),
        tables: ctx.tables,
        reservations: await present(ctx, rows),
      };
    },

    async get(actor: TActor | null, id: string): Promise<TReservation> {
      const ctx = await context(actor);
      return (await present(ctx, [await own(ctx, id)]))[0]!;
    },

    /** A phone booking at a time, or a walk-in seated now. Staff skip the notice, window and pacing, never a taken table. */
    async create(actor: TActor | null, body: TStaffCreateRequest): Promise<TReservation> {
      const ctx = await context(actor);
      // A walk-in may stay nameless; a name given still follows SPEC section 5.
      const nameless = body.kind === 'walkIn' && body.name.trim() === '';
      const problems = checkReservationGuest(nameless ? { ...body, name: 'Walk-in' } : body, { requireEmail: false, requirePhone: false });
      if (problems.length > 0) {
        throw new AppError(
          'VALIDATION_FAILED',
          problems.map((p) => `${p.path}: ${p.message}`).join('; '),
          problems.map((p) => ({ path: `body.${p.path}`, key: p.key })),
        );
      }
      if (body.partySize > ctx.settings.maxPartySize && !body.tableIds)
        throw invalidField('body.partySize', 'partyTooLarge', { max: ctx.settings.maxPartySize });
      const walkIn = body.kind === 'walkIn';
      const nowMs = d.now().getTime();
      if (!walkIn && !body.startsAt) throw invalidField('body.startsAt', 'required');
      const startsAt = walkIn ? nowMs : Date.parse(body.startsAt!);
      if (!walkIn && startsAt < nowMs - BLOCK_MS) throw invalidField('body.startsAt', 'mustBeFuture');
      const chosen = body.tableIds ? checkTables(ctx, body.tableIds, body.partySize) : null;
      const turnMinutes = turnMinutesFor(ctx.settings, body.partySize);
      const date = serviceDateOf(startsAt, ctx.venue.openingHours, ctx.venue.timeZone);
      const id = newId();
      let event: TRecordedStaffEvent | null = null;
      const row = await withSlots(ctx, date, body.partySize, () =>
        d.db.transaction().execute(async (trx) => {
          const now = d.now().toISOString();
          // A guest's abandoned hold must not keep a table from the host.
          await purgeExpiredHolds(trx, ctx.venue.id, now);
          let tableIds = chosen;
          if (!tableIds) {
            const occupancy = await loadOccupancy(trx, ctx.venue.id, startsAt, startsAt + turnMinutes * 60_000);
            const blocks = blocksOf(startsAt, turnMinutes).filter((b) => !walkIn || b >= Math.floor(startsAt / BLOCK_MS) * BLOCK_MS);
            const option = seatingOptions(ctx.tables, ctx.combinations, body.partySize).find((o) => isFree(o, blocks, occupancy.taken));
            if (!option) throw new SlotTakenError(false);
            tableIds = option.tableIds;
          }
          await repo.insertReservation(trx, {
            id,
            restaurant_id: ctx.venue.id,
            status: walkIn ? 'seated' : 'booked',
            source: walkIn ? 'walkIn' : 'phone',
            starts_at: iso(startsAt),
            ends_at: iso(startsAt + turnMinutes * 60_000),
            service_date: date,
            party_size: body.partySize,
            table_ids: JSON.stringify(tableIds),
            name: body.name.trim() || null,
            email: body.email?.trim().toLowerCase() || null,
            phone: body.phone?.trim() || null,
            phone_digits: phoneDigits(body.phone),
            notes: body.notes || null,
            occasion: body.occasion ?? null,
            allergies: body.allergies || null,
            language: body.language ?? 'en',
            hold_token_hash: null,
            manage_token_hash: sha256(d.tokens.issue(id)),
            expires_at: null,
            idempotency_key: null,
            request_hash: null,
            seated_at: walkIn ? now : null,
            created_at: now,
            updated_at: now,
          });
          await takeSeats(trx, {
            restaurantId: ctx.venue.id,
            reservationId: id,
            startsAt,
            turnMinutes,
            partySize: body.partySize,
            tableIds,
            pacingLimit: null,
          });
          const created = (await repo.findReservation(trx, id))!;
          const labels = labelsOf(ctx);
          await notifyChange(d, trx, 'created', created, null, 'staff', labels);
          event = await recordNewReservation(trx, created, { timeZone: ctx.venue.timeZone, periods: ctx.settings.servicePeriods, tableLabels: labels });
          return created;
        }),
      );
      emitAfterCommit(d.realtime, event);
      return (await present(ctx, [row]))[0]!;
    },

    async setStatus(actor: TActor | null, id: string, status: TStaffSettableStatus): Promise<TReservation> {
      const ctx = await context(actor);
      const before = await own(ctx, id);
      const from = before.status as TReservationStatus;
      if (from === status) return (await present(ctx, [before]))[0]!;
      if (['completed', 'cancelled', 'noShow'].includes(from)) throw reservationClosed();
      if (!RESERVATION_TRANSITIONS[from].includes(status)) throw keyedError('CONFLICT', 'transitionNotAllowed', { path: 'body.status' });
      // A no-show keeps a deposit and allows a no-show fee: never before the booking's time.
      if (status === 'noShow' && d.now().getTime() < Date.parse(before.starts_at))
        throw keyedError('CONFLICT', 'transitionNotAllowed', { path: 'body.status' });
      const row = await d.db.transaction().execute(async (trx) => {
        const now = d.now();
        const nowIso = now.toISOString();
        const stamps =
          status === 'seated'
            ? { seated_at: nowIso }
            : status === 'completed'
              ? { completed_at: nowIso }
              : status === 'cancelled'
                ? { cancelled_at: nowIso }
                : {};
        if (!(await repo.updateReservation(trx, id, [from], { status, updated_at: nowIso, ...stamps })))
          throw new AppError('CONFLICT', 'The reservation changed meanwhile.');
        const after = (await repo.findReservation(trx, id))!;
        // Cancelled and no-show give the table back; a completed party frees it from the next block on.
        if (status === 'cancelled' || status === 'noShow') await releaseSeats(trx, after, { covers: true });
        if (status === 'completed') await releaseSeats(trx, after, { covers: false, fromBlock: iso(Math.ceil(now.getTime() / BLOCK_MS) * BLOCK_MS) });
        await notifyChange(d, trx, status === 'cancelled' ? 'cancelled' : 'status', after, before, 'staff', labelsOf(ctx));
        return after;
      });
      return (await present(ctx, [row]))[0]!;
    },

    /** Assign or move to other table(s): the old blocks freed and the new taken in one transaction (409 SLOT_TAKEN if taken). */
    async setTables(actor: TActor | null, id: string, tableIdsIn: string[]): Promise<TReservation> {
      const ctx = await context(actor);
      const before = await own(ctx, id);
      if (!['booked', 'confirmed', 'seated'].includes(before.status)) throw reservationClosed();
      const tableIds = checkTables(ctx, tableIdsIn, before.party_size);
      const row = await withSlots(ctx, before.service_date, before.party_size, () =>
        d.db.transaction().execute(async (trx) => {
          const now = d.now();
          await purgeExpiredHolds(trx, ctx.venue.id, now.toISOString());
          // Take the row first (a no-op conditional write locks it): two moves of one booking run one after the other.
          if (!(await repo.updateReservation(trx, id, [before.status], { updated_at: now.toISOString() })))
            throw new AppError('CONFLICT', 'The reservation changed meanwhile.');
          const current = (await repo.findReservation(trx, id))!;
          await releaseSeats(trx, current, { covers: false });
          const startsAt = Date.parse(current.starts_at);
          const turnMinutes = Math.round((Date.parse(current.ends_at) - startsAt) / 60_000);
          await takeSeats(trx, {
            restaurantId: ctx.venue.id,
            reservationId: id,
            startsAt,
            turnMinutes,
            partySize: current.party_size,
            tableIds,
            pacingLimit: null,
            countCovers: false,
            ...(current.status === 'seated' ? { from: Math.max(startsAt, now.getTime()) } : {}),
          });
          await repo.updateReservation(trx, id, [current.status], { table_ids: JSON.stringify(tableIds), updated_at: now.toISOString() });
          const after = (await repo.findReservation(trx, id))!;
          await notifyChange(d, trx, 'changed', after, current, 'staff', labelsOf(ctx));
          return after;
        }),
      );
      return (await present(ctx, [row]))[0]!;
    },

    async guestHistory(
      actor: TActor | null,
      query: { email?: string | undefined; phone?: string | undefined; limit: number; cursor?: string | undefined },
    ): Promise<TGuestHistory> {
      const ctx = await context(actor);
      const guest = { email: query.email ?? null, phoneDigits: phoneDigits(query.phone) };
      if (!guest.email && !guest.phoneDigits) throw invalidField('query.email', 'fieldsRequired');
      const statuses = await repo.listGuestStatuses(d.db, ctx.venue.id, guest.email ? [guest.email] : [], guest.phoneDigits ? [guest.phoneDigits] : []);
      const rows = await repo.listGuestReservations(d.db, ctx.venue.id, guest, query.limit + 1, query.cursor ? decodeCursor(query.cursor) : null);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        visits: statuses.filter((s) => s.status === 'completed' || s.status === 'seated').length,
        noShows: statuses.filter((s) => s.status === 'noShow').length,
        cancellations: statuses.filter((s) => s.status === 'cancelled').length,
        items: await present(ctx, page),
        nextCursor: rows.length > query.limit && last ? encodeCursor(last.starts_at, last.id) : null,
      };
    },

    async getSettings(actor: TActor | null): Promise<TReservationSettingsView> {
      const ctx = await context(actor);
      return { settings: ctx.settings, acceptingReservations: ctx.venue.acceptingReservations, timeZone: ctx.venue.timeZone, currency: ctx.venue.currency };
    },

    async putSettings(actor: TActor | null, settings: TReservationSettings): Promise<TReservationSettingsView> {
      const ctx = await context(actor);
      await d.db.transaction().execute(async (trx) => {
        await repo.saveSettingsJson(trx, ctx.venue.id, JSON.stringify(settings), d.now().toISOString());
        await recordAudit(trx, actor!, ctx.venue.id, {
          action: 'settings.changed',
          targetType: 'restaurant',
          targetId: ctx.venue.id,
          details: { ...settings },
        });
      });
      return { settings, acceptingReservations: ctx.venue.acceptingReservations, timeZone: ctx.venue.timeZone, currency: ctx.venue.currency };
    },

    async setAccepting(actor: TActor | null, accepting: boolean): Promise<{ accepting: boolean }> {
      const ctx = await context(actor);
      await d.db.transaction().execute(async (trx) => {
        await updateVenueSettings(trx, ctx.venue.id, { accepting_reservations: accepting });
        await recordAudit(trx, actor!, ctx.venue.id, {
          action: 'settings.changed',
          targetType: 'restaurant',
          targetId: ctx.venue.id,
          details: { accepting_reservations: accepting },
        });
      });
      return { accepting };
    },

    async listClosedDates(actor: TActor | null, query: { from?: string | undefined; limit: number; cursor?: string | undefined }): Promise<TPage<TClosedDate>> {
      const ctx = await context(actor);
      const from = query.from ?? localDate(d.now().getTime(), ctx.venue.timeZone);
      const after = query.cursor ? decodeCursor(query.cursor).at : null;
      const rows = await repo.listClosedDates(d.db, ctx.venue.id, from, query.limit + 1, after);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return { items: page, nextCursor: rows.length > query.limit && last ? encodeCursor(last.date, last.id) : null };
    },

    async addClosedDate(actor: TActor | null, body: { date: string; reason?: string | undefined }): Promise<TClosedDate> {
      const ctx = await context(actor);
      const row = { id: newId(), date: body.date, reason: body.reason || null };
      try {
        await repo.insertClosedDate(d.db, { ...row, restaurantId: ctx.venue.id, now: d.now().toISOString() });
      } catch (error) {
        if (isUniqueViolation(error)) throw keyedError('CONFLICT', 'alreadyExists', { path: 'body.date' });
        throw error;
      }
      return row;
    },

    async deleteClosedDate(actor: TActor | null, id: string): Promise<void> {
      const ctx = await context(actor);
      if (!(await repo.deleteClosedDate(d.db, ctx.venue.id, id))) throw notFound('Closed date');
    },

    async listCombinations(actor: TActor | null, query: { limit: number; cursor?: string | undefined }): Promise<TPage<TTableCombination>> {
      const ctx = await context(actor);
      const rows = await repo.listCombinations(d.db, ctx.venue.id, query.limit + 1, query.cursor ? decodeCursor(query.cursor) : null);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      const tables = new Map(ctx.tables.map((t) => [t.id, t]));
      return {
        items: page.map((c) => {
          const ids = JSON.parse(c.table_ids) as string[];
          return {
            id: c.id,
            name: c.name,
            tableIds: ids,
            tableLabels: ids.map((t) => tables.get(t)?.label ?? '?'),
            totalOccupancy: ids.reduce((sum, t) => sum + (tables.get(t)?.occupancy ?? 0), 0),
          };
        }),
        nextCursor: rows.length > query.limit && last ? encodeCursor(last.created_at, last.id) : null,
      };
    },

    async addCombination(actor: TActor | null, body: { tableIds: string[]; name?: string | undefined }): Promise<TTableCombination> {
      const ctx = await context(actor);
      const ids = [...new Set(body.tableIds)].toSorted();
      const tables = new Map(ctx.tables.map((t) => [t.id, t]));
      if (ids.length < 2 || ids.some((id) => !tables.get(id)?.isActive)) throw invalidField('body.tableIds', 'tableCombinationInvalid');
      const id = newId();
      await repo.insertCombination(d.db, { id, restaurantId: ctx.venue.id, name: body.name || null, tableIds: ids, now: d.now().toISOString() });
      return {
        id,
        name: body.name || null,
        tableIds: ids,
        tableLabels: ids.map((t) => tables.get(t)!.label),
        totalOccupancy: ids.reduce((sum, t) => sum + tables.get(t)!.occupancy, 0),
      };
    },

    async deleteCombination(actor: TActor | null, id: string): Promise<void> {
      const ctx = await context(actor);
      if (!(await repo.deleteCombination(d.db, ctx.venue.id, id))) throw notFound('Table combination');
    },
  };
}
