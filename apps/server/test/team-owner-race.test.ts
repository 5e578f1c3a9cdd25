import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgres } from '../src/db/dialect-sql.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { keyOf, ownerVenue, staffOf } from './helpers/team.ts';

/**
 * Two owners removing or demoting each other at the same moment: the owner rows are locked inside the
 * transaction (PostgreSQL), so exactly one change goes through and the other answers 409 lastOwner.
 * On PostgreSQL the test holds the owner rows itself until both requests wait for them, so both are past
 * their access checks and truly race; SQLite runs one writer at a time, where the later request may also
 * find its caller no longer an owner (403) or removed (401).
 */
describe('two owners changing each other at once', () => {
  let t: TTestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function twoOwners() {
    const venue = await ownerVenue(t.app);
    const first = {
      memberId: (await t.app.inject({ method: 'GET', url: '/api/team/me', headers: venue.headers })).json().memberId as string,
      headers: venue.headers,
    };
    const second = await staffOf(t, venue.venueId, 'owner', { name: 'Second Owner' });
    return { venueId: venue.venueId, first, second };
  }
  const activeOwners = (venueId: string) =>
    t.db.selectFrom('team_members').select('id').where('restaurant_id', '=', venueId).where('role', '=', 'owner').where('status', '=', 'active').execute();

  /** PostgreSQL: holds the venue's owner rows until two requests wait on a lock, then lets them go. */
  async function whileOwnersHeld<T>(venueId: string, start: () => Promise<T>): Promise<T> {
    let answers: Promise<T> | undefined;
    await t.db.transaction().execute(async (trx) => {
      await trx.selectFrom('team_members').select('id').where('restaurant_id', '=', venueId).where('role', '=', 'owner').forUpdate().execute();
      answers = start();
      for (let waited = 0; waited < 5000; waited += 50) {
        const { rows } = await sql<{
          n: string;
        }>`select count(*) as n from pg_stat_activity where wait_event_type = 'Lock' and query ilike '%team_members%'`.execute(t.db);
        if (Number(rows[0]!.n) >= 2) break;
        await new Promise((r) => setTimeout(r, 50));
      }
    });
    return answers!;
  }

  it.each([
    ['remove', (id: string) => ({ method: 'DELETE' as const, url: `/api/team/members/${id}` }), 204],
    ['demote', (id: string) => ({ method: 'PATCH' as const, url: `/api/team/members/${id}`, payload: { role: 'manager' } }), 200],
    ['suspend', (id: string) => ({ method: 'POST' as const, url: `/api/team/members/${id}/suspend` }), 200],
  ])('%s: one succeeds, the other answers 409, the venue keeps an owner', async (_name, request, okStatus) => {
    for (let round = 0; round < 3; round++) {
      const { venueId, first, second } = await twoOwners();
      const both = () =>
        Promise.all([
          t.app.inject({ ...request(second.memberId), headers: first.headers }),
          t.app.inject({ ...request(first.memberId), headers: second.headers }),
        ]);
      const answers = isPostgres(t.db) ? await whileOwnersHeld(venueId, both) : await both();
      const codes = answers.map((a) => a.statusCode);
      expect(
        codes.filter((c) => c === okStatus),
        answers.map((a) => a.body).join(' '),
      ).toHaveLength(1);
      const loser = answers.find((a) => a.statusCode !== okStatus)!;
      if (isPostgres(t.db)) {
        expect(loser.statusCode, loser.body).toBe(409);
        expect(keyOf(loser.body)).toBe('lastOwner');
      } else expect([401, 403, 409]).toContain(loser.statusCode);
      expect(await activeOwners(venueId)).toHaveLength(1);
    }
  });
});
