import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/db/seed/demo.ts';
import { BLOG_PUBLISH_JOB } from '../src/features/blog/public.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';

/** The demo blog: published posts with covers, a draft and a post scheduled a week ahead, by the demo admin. Times are days from now, so it holds at any hour. */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The seed writes pictures where the server reads them (DATA_DIR), here the test's own folder.
  process.env.DATA_DIR = t.deps.config.DATA_DIR;
});
afterAll(() => t.close());

describe('blog demo seed', () => {
  it('seeds once: four published posts (one Arabic) newest first with covers, a hidden draft, a scheduled post with its job', async () => {
    await seedDemo(t.db);
    await seedDemo(t.db);
    const list = (await t.app.inject({ method: 'GET', url: '/api/blog/posts' })).json();
    expect(list.items.map((p: any) => p.slug).toSorted()).toEqual(
      ['five-menu-photos-that-sell', 'five-menu-photos-that-sell-ar', 'split-the-bill-without-the-maths', 'the-virtual-table'].toSorted(),
    );
    expect(list.items.at(-1).slug).toBe('the-virtual-table');
    for (const post of list.items) {
      expect(post.authorName).toBeTruthy();
      expect(post.coverImage).not.toBeNull();
      expect((await t.app.inject({ method: 'GET', url: post.coverImage.md })).statusCode).toBe(200);
    }
    const photos = (await t.app.inject({ method: 'GET', url: '/api/blog/posts/five-menu-photos-that-sell' })).json();
    expect(photos.html).toContain('<h2>What to photograph first</h2>');
    expect(photos.html).toContain('<ol><li>');
    expect(photos.html).toContain('<a href="/pricing">');
    expect(photos.html).toContain('<img src="/media/');
    expect((await t.app.inject({ method: 'GET', url: '/api/blog/posts?language=ar' })).json().items).toHaveLength(1);

    for (const hidden of ['loyalty-cards-that-guests-keep', 'reservations-without-no-shows'])
      expect((await t.app.inject({ method: 'GET', url: `/api/blog/posts/${hidden}` })).statusCode).toBe(404);
    const scheduled = await t.db.selectFrom('blog_posts').selectAll().where('slug', '=', 'reservations-without-no-shows').executeTakeFirstOrThrow();
    expect(scheduled.status).toBe('scheduled');
    const days = (Date.parse(scheduled.published_at!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    const jobs = await t.db.selectFrom('jobs').select(['run_at', 'status']).where('kind', '=', BLOG_PUBLISH_JOB).execute();
    expect(jobs).toEqual([{ run_at: scheduled.published_at, status: 'queued' }]);
    expect(await t.db.selectFrom('blog_posts').select('id').execute()).toHaveLength(6);
  });
});
