import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZUploadedImageSchema } from '@menudelite/shared/menu/images';
import { newId } from '../src/lib/ids.ts';
import { PURGE_JOB } from '../src/features/jobs/purges.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { signUp } from './helpers/accounts.ts';
import { pngOf } from './helpers/menu-venue.ts';
import { createOrderingVenue, type TOrderingVenue } from './helpers/ordering-venue.ts';

let t: TTestApp;
let v: TOrderingVenue;
beforeAll(async () => {
  t = await createTestApp();
  v = await createOrderingVenue(t);
});
afterAll(() => t.close());

const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

async function upload(): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/media/images',
    headers: { ...v.headers, 'content-type': 'image/png' },
    payload: await pngOf(64, 64),
  });
  expect(res.statusCode, res.body).toBe(201);
  return ZUploadedImageSchema.parse(res.json()).id;
}
const fileOf = (id: string) => join(t.deps.config.DATA_DIR, 'uploads', v.restaurantId, `${id}-md.webp`);
const imageIds = async () =>
  (await t.db.selectFrom('media_images').select('id').where('restaurant_id', '=', v.restaurantId).execute()).map((r) => r.id).toSorted();

/** A finished job row, last touched at updatedAt. */
const job = (status: 'succeeded' | 'failed', updatedAt: string) => ({
  id: newId(),
  kind: 'test.done',
  payload: '{}',
  status,
  run_at: updatedAt,
  attempts: 1,
  max_attempts: 1,
  backoff_ms: 1000,
  unique_key: null,
  locked_by: null,
  locked_until: null,
  last_error: null,
  created_at: updatedAt,
  updated_at: updatedAt,
});

describe('the daily purge job', () => {
  it('drops expired refresh tokens, old rate-limit rows, week-old staff events, old finished jobs and unreferenced old uploads, and keeps the rest', async () => {
    // Uploads: shown by a menu item, shown as the cover, shown in a banner, unused, and unused but fresh.
    const [onItem, onCover, onBanner, unused, fresh] = [await upload(), await upload(), await upload(), await upload(), await upload()];
    await t.db
      .updateTable('media_images')
      .set({ created_at: ago(2 * DAY) })
      .where('id', 'in', [onItem!, onCover!, onBanner!, unused!])
      .execute();
    await t.db
      .updateTable('menu_items')
      .set({ image_ids: JSON.stringify([onItem]) })
      .where('id', '=', v.items.burger)
      .execute();
    await t.db
      .updateTable('restaurants')
      .set({
        cover_image_url: `/media/${v.restaurantId}/${onCover}-lg.webp`,
        promo_banners: JSON.stringify([{ imageUrl: `/media/${v.restaurantId}/${onBanner}-md.webp`, title: 'Brunch', link: '' }]),
      })
      .where('id', '=', v.restaurantId)
      .execute();

    const { email } = await signUp(t.app, { accountType: 'customer' });
    const user = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const live = await t.db.selectFrom('refresh_tokens').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    const expiredId = newId();
    await t.db
      .insertInto('refresh_tokens')
      .values({ ...live, id: expiredId, token_hash: `expired-${expiredId}`, expires_at: ago(DAY), created_at: ago(31 * DAY) })
      .execute();

    await t.db
      .insertInto('rate_limits')
      .values([
        { key: 'purge-test:old', window_start: Date.now() - 2 * DAY, hits: 3 },
        { key: 'purge-test:new', window_start: Date.now(), hits: 1 },
      ])
      .execute();
    await t.db
      .insertInto('staff_events')
      .values([
        { restaurant_id: v.restaurantId, type: 'purgeTest', payload: '{}', created_at: ago(8 * DAY) },
        { restaurant_id: v.restaurantId, type: 'purgeTest', payload: '{}', created_at: ago(DAY) },
      ])
      .execute();
    const oldSucceeded = job('succeeded', ago(8 * DAY));
    const newSucceeded = job('succeeded', ago(DAY));
    const oldFailed = job('failed', ago(31 * DAY));
    const weekFailed = job('failed', ago(8 * DAY));
    await t.db.insertInto('jobs').values([oldSucceeded, newSucceeded, oldFailed, weekFailed]).execute();

    const { id } = await t.deps.jobs.enqueue(PURGE_JOB, {});
    await t.deps.jobs.runDueJobs();
    expect((await t.db.selectFrom('jobs').select(['status', 'last_error']).where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('succeeded');

    expect(await imageIds()).toEqual([onItem, onCover, onBanner, fresh].toSorted());
    expect(existsSync(fileOf(unused!))).toBe(false);
    expect(existsSync(fileOf(onItem!))).toBe(true);
    expect(existsSync(fileOf(fresh!))).toBe(true);

    const tokens = await t.db.selectFrom('refresh_tokens').select('id').where('user_id', '=', user.id).execute();
    expect(tokens.map((row) => row.id)).toEqual([live.id]);
    const limits = await t.db.selectFrom('rate_limits').select('key').where('key', 'like', 'purge-test:%').execute();
    expect(limits.map((row) => row.key)).toEqual(['purge-test:new']);
    const events = await t.db.selectFrom('staff_events').select('created_at').where('type', '=', 'purgeTest').execute();
    expect(events).toHaveLength(1);
    const jobs = await t.db.selectFrom('jobs').select('id').where('kind', '=', 'test.done').execute();
    expect(jobs.map((row) => row.id).toSorted()).toEqual([newSucceeded.id, weekFailed.id].toSorted());
  });

  it('is scheduled every day at 03:30 UTC, once per occurrence', async () => {
    await t.deps.jobs.scheduleRecurring();
    await t.deps.jobs.scheduleRecurring();
    const scheduled = await t.db.selectFrom('jobs').select(['run_at', 'unique_key']).where('kind', '=', PURGE_JOB).where('status', '=', 'queued').execute();
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]!.run_at).toMatch(/T03:30:00\.000Z$/);
    expect(scheduled[0]!.unique_key).toBe(`cron:purge:platform:${scheduled[0]!.run_at}`);
    expect(Date.parse(scheduled[0]!.run_at) - Date.now()).toBeLessThanOrEqual(DAY);
  });
});
