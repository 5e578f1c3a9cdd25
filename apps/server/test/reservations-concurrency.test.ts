import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { book, bookSlot, counts, createResvVenue, dayAhead, hold, slotsOf, type TResvVenue } from './reservations-venue.ts';

let t: TTestApp;
let v: TResvVenue;

beforeAll(async () => {
  t = await createTestApp();
  v = await createResvVenue(t, [4]);
});
afterAll(() => t.close());

describe('no double booking under concurrency', () => {
  it('50 concurrent holds for the last free table: exactly one succeeds, the others get 409 SLOT_TAKEN with fresh slots', async () => {
    const date = dayAhead(3);
    const slots = await slotsOf(t, v, date, 2);
    const startsAt = slots[50]!;
    const before = await counts(t);
    const answers = await Promise.all(Array.from({ length: 50 }, () => hold(t, v, 2, startsAt)));
    const won = answers.filter((a) => a.statusCode === 201);
    const lost = answers.filter((a) => a.statusCode === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    for (const answer of lost) {
      expect(answer.json().error.code).toBe('SLOT_TAKEN');
      expect(answer.json().availability.slots.map((s: { startsAt: string }) => s.startsAt)).not.toContain(startsAt);
    }
    const after = await counts(t);
    expect(after.reservations - before.reservations).toBe(1);
    // A 90-minute turn is 6 blocks of the one table.
    expect(after.blocks - before.blocks).toBe(6);
    const booked = await book(t, v, won[0]!.json());
    expect(booked.statusCode, booked.body).toBe(201);
  });

  it('50 concurrent holds at overlapping times on the one table: at most one per overlapping turn', async () => {
    const date = dayAhead(4);
    const slots = await slotsOf(t, v, date, 2);
    // Starts 15 minutes apart from 12:00: any two within 90 minutes overlap.
    const picks = Array.from({ length: 50 }, (_, i) => slots[48 + (i % 10)]!);
    const answers = await Promise.all(picks.map((s) => hold(t, v, 2, s)));
    const won = answers.map((a, i) => ({ a, s: picks[i]! })).filter(({ a }) => a.statusCode === 201);
    expect(won.length).toBeGreaterThanOrEqual(1);
    const starts = won.map(({ s }) => Date.parse(s)).toSorted((x, y) => x - y);
    for (let i = 1; i < starts.length; i++) expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(90 * 60_000);
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
  });

  it('pacing: concurrent holds on different tables never push a block over its covers limit', async () => {
    const paced = await createResvVenue(t, [2, 2, 2, 2, 2, 2], { pacingCoversPer15Min: 4 });
    const date = dayAhead(2);
    const [startsAt] = await slotsOf(t, paced, date, 2);
    const answers = await Promise.all(Array.from({ length: 12 }, () => hold(t, paced, 2, startsAt!)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(2);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(10);
  });
  it('10 concurrent changes of one booking: it ends at one of the times, holding exactly that turn’s blocks', async () => {
    const roomy = await createResvVenue(t, [4, 4, 4]);
    const date = dayAhead(5);
    const slots = await slotsOf(t, roomy, date, 2);
    const { reservation, manageToken } = await bookSlot(t, roomy, 2, slots[20]!);
    const targets = Array.from({ length: 10 }, (_, i) => slots[30 + i * 4]!);
    const answers = await Promise.all(
      targets.map((startsAt) =>
        t.app.inject({ method: 'PATCH', url: `/api/public/reservations/${reservation.id}?token=${manageToken}`, payload: { startsAt } }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const row = await t.db.selectFrom('reservations').select(['starts_at', 'table_ids']).where('id', '=', reservation.id).executeTakeFirstOrThrow();
    expect(targets).toContain(row.starts_at);
    const blocks = await t.db.selectFrom('reservation_table_blocks').select(['block_start', 'table_id']).where('reservation_id', '=', reservation.id).execute();
    expect(blocks).toHaveLength(6);
    expect(blocks.map((b) => b.block_start).toSorted()[0]).toBe(row.starts_at);
    expect(new Set(blocks.map((b) => b.table_id))).toEqual(new Set(JSON.parse(row.table_ids)));
  });
  it('the same Idempotency-Key twice at once: both answer the one booking', async () => {
    const roomy = await createResvVenue(t, [4, 4]);
    const [slot] = await slotsOf(t, roomy, dayAhead(6), 2);
    const h = await hold(t, roomy, 2, slot!);
    const key = `same-key-${Date.now()}`;
    const [a, b] = await Promise.all([book(t, roomy, h.json(), {}, key), book(t, roomy, h.json(), {}, key)]);
    expect([a.statusCode, b.statusCode].toSorted()).toEqual([200, 201]);
    expect(a.json().reservation.id).toBe(b.json().reservation.id);
    expect(a.json().manageToken).toBe(b.json().manageToken);
  });
});
