import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KyselyPlugin } from 'kysely';
import { createSessionLiveness, SESSION_CHECK_CACHE_MS } from '../src/features/auth/public.ts';
import { newId } from '../src/lib/ids.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { insertLiveSession } from './helpers/sessions.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The sessions table read by a liveness cache with its own clock, counting the queries it sends. */
function measured() {
  let clock = 1_000_000;
  let queries = 0;
  const counting: KyselyPlugin = {
    transformQuery: (args) => ((queries += 1), args.node),
    transformResult: async (args) => args.result,
  };
  const liveness = createSessionLiveness(t.db.withPlugin(counting), { now: () => clock });
  return { liveness, queries: () => queries, advance: (ms: number) => (clock += ms) };
}

const liveSession = () => insertLiveSession(t.db, newId(), null);

const endInTable = (id: string) =>
  t.db.updateTable('sessions').set({ ended_at: new Date().toISOString(), end_reason: 'sign_out' }).where('id', '=', id).execute();

describe('session liveness cache', () => {
  it('answers from one read for the cache window, then reads again and sees the end', async () => {
    const m = measured();
    const id = await liveSession();
    // Concurrent checks of one session share one read.
    expect(await Promise.all([m.liveness.isLive(id), m.liveness.isLive(id), m.liveness.isLive(id)])).toEqual([true, true, true]);
    expect(m.queries()).toBe(1);
    await endInTable(id);
    m.advance(SESSION_CHECK_CACHE_MS - 1);
    expect(await m.liveness.isLive(id)).toBe(true);
    expect(m.queries()).toBe(1);
    m.advance(1);
    expect(await m.liveness.isLive(id)).toBe(false);
    expect(m.queries()).toBe(2);
    // Ended is final: remembered without further reads.
    m.advance(60_000);
    expect(await m.liveness.isLive(id)).toBe(false);
    expect(m.queries()).toBe(2);
  });

  it('trusts an end announced in this process at once, even inside the window or during a read', async () => {
    const m = measured();
    const id = await liveSession();
    expect(await m.liveness.isLive(id)).toBe(true);
    m.liveness.markEnded([id]);
    expect(await m.liveness.isLive(id)).toBe(false);

    const other = await liveSession();
    const reading = m.liveness.isLive(other);
    m.liveness.markEnded([other]);
    expect(await reading).toBe(false);
    expect(await m.liveness.isLive(other)).toBe(false);
  });

  it('treats an unknown session as ended', async () => {
    expect(await measured().liveness.isLive(newId())).toBe(false);
  });
});
