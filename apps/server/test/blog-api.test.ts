import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { BLOG_PUBLISH_JOB } from '../src/features/blog/public.ts';
import { purgeOnce } from '../src/features/jobs/public.ts';
import { PLATFORM_MEDIA_OWNER_ID } from '../src/features/media/public.ts';
import { bearer, signUp } from './helpers/accounts.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { adminHeaders, blogState, pngBytes, postBody } from './blog-helpers.ts';

let t: TTestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminHeaders(t);
});
afterAll(() => t.close());

const create = (payload: object, headers = admin) => t.app.inject({ method: 'POST', url: '/api/admin/blog/posts', headers, payload });
const publish = (id: string, payload: object = {}, headers = admin) =>
  t.app.inject({ method: 'POST', url: `/api/admin/blog/posts/${id}/publish`, headers, payload });
const upload = (body: Buffer, type = 'image/png', headers = admin) =>
  t.app.inject({ method: 'POST', url: '/api/admin/blog/images', headers: { ...headers, 'content-type': type }, payload: body });

async function refusedUnchanged(run: () => Promise<any>, status: number, code: string) {
  const before = await blogState(t);
  const res = await run();
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error.code).toBe(code);
  expect(await blogState(t)).toEqual(before);
  return res;
}

const doc = (...content: object[]) => ({ type: 'doc', content });
const para = (node: object) => ({ type: 'paragraph', content: [node] });
const linked = (href: string) => para({ type: 'text', text: 'click', marks: [{ type: 'link', attrs: { href } }] });
const publicList = (query = '') => t.app.inject({ method: 'GET', url: `/api/blog/posts${query}` });
const publicGet = (idOrSlug: string) => t.app.inject({ method: 'GET', url: `/api/blog/posts/${idOrSlug}` });

describe('admin CRUD', () => {
  it('creates a draft (201), reads, lists, updates and deletes it', async () => {
    const res = await create(postBody({ title: 'First steps' }));
    expect(res.statusCode, res.body).toBe(201);
    const post = res.json();
    expect(post).toMatchObject({ title: 'First steps', status: 'draft', publishedAt: null, authorName: 'Ada Admin', language: 'en' });
    expect(post.html).toBe(
      '<h2>Hello</h2><p>Read <a href="https://example.com/docs" target="_blank" rel="noopener noreferrer nofollow">the docs</a></p><ul><li><p>one</p></li></ul>',
    );
    expect(post.excerpt).toBe('Hello Read the docs one');

    const got = await t.app.inject({ method: 'GET', url: `/api/admin/blog/posts/${post.id}`, headers: admin });
    expect(got.json().content).toEqual(postBody().content);
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/blog/posts?status=draft', headers: admin });
    expect(list.json().items.map((p: any) => p.id)).toContain(post.id);

    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/blog/posts/${post.id}`,
      headers: admin,
      payload: postBody({ title: 'Renamed', slug: post.slug }),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().title).toBe('Renamed');

    const del = await t.app.inject({ method: 'DELETE', url: `/api/admin/blog/posts/${post.id}`, headers: admin });
    expect(del.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/blog/posts/${post.id}`, headers: admin })).statusCode).toBe(404);
    // A deleted post frees its slug.
    expect((await create(postBody({ slug: post.slug }))).statusCode).toBe(201);
  });

  it('uploads an image to the platform folder and uses it as cover and in the body', async () => {
    const res = await upload(await pngBytes(800, 450));
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json();
    expect(image.urls.lg).toBe(`/media/${PLATFORM_MEDIA_OWNER_ID}/${image.id}-lg.webp`);
    const file = await t.app.inject({ method: 'GET', url: image.urls.md });
    expect(file.statusCode).toBe(200);
    const body = postBody({
      coverImageId: image.id,
      content: { type: 'doc', content: [{ type: 'image', attrs: { src: image.urls.md, alt: 'A <red> square', title: null } }] },
    });
    const created = await create(body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().coverImage.lg).toBe(image.urls.lg);
    expect(created.json().html).toBe(`<img src="${image.urls.md}" alt="A &lt;red&gt; square" loading="lazy" />`);
  });
});

describe('access', () => {
  it('401 without a token, 403 for a customer and for a venue user, on every admin route', async () => {
    const customer = bearer((await signUp(t.app, { accountType: 'customer' })).session);
    const venue = bearer((await signUp(t.app, { accountType: 'venue' })).session);
    const id = (await create(postBody())).json().id;
    const routes: [string, string, object?][] = [
      ['GET', '/api/admin/blog/posts'],
      ['POST', '/api/admin/blog/posts', postBody()],
      ['GET', `/api/admin/blog/posts/${id}`],
      ['PUT', `/api/admin/blog/posts/${id}`, postBody()],
      ['DELETE', `/api/admin/blog/posts/${id}`],
      ['POST', `/api/admin/blog/posts/${id}/publish`, {}],
      ['POST', `/api/admin/blog/posts/${id}/unpublish`],
    ];
    for (const [method, url, payload] of routes) {
      for (const [headers, status, code] of [
        [{}, 401, 'UNAUTHENTICATED'],
        [customer, 403, 'FORBIDDEN'],
        [venue, 403, 'FORBIDDEN'],
      ] as const) {
        await refusedUnchanged(() => t.app.inject({ method: method as any, url, headers, ...(payload ? { payload } : {}) }), status, code);
      }
    }
    await refusedUnchanged(async () => upload(await pngBytes(), 'image/png', customer), 403, 'FORBIDDEN');
  });
});

describe('bad input: refused, nothing written', () => {
  it('409 on a duplicate slug (create and update)', async () => {
    const first = (await create(postBody())).json();
    await refusedUnchanged(() => create(postBody({ slug: first.slug })), 409, 'CONFLICT');
    const second = (await create(postBody())).json();
    await refusedUnchanged(
      () => t.app.inject({ method: 'PUT', url: `/api/admin/blog/posts/${second.id}`, headers: admin, payload: postBody({ slug: first.slug }) }),
      409,
      'CONFLICT',
    );
  });

  it('400 on a title of 201 characters', async () => {
    await refusedUnchanged(() => create(postBody({ title: 'x'.repeat(201) })), 400, 'VALIDATION_FAILED');
    expect((await create(postBody({ title: 'x'.repeat(200) }))).statusCode).toBe(201);
  });

  const bad: [string, object][] = [
    ['a script node', doc({ type: 'script', content: [{ type: 'text', text: 'alert(1)' }] })],
    ['a raw html node', doc({ type: 'html', attrs: { html: '<script>alert(1)</script>' } })],
    ['a javascript: link', doc(linked('javascript:alert(1)'))],
    ['a JavaScript: link with a tab', doc(linked('java\tscript:alert(1)'))],
    ['a data: link', doc(linked('data:text/html,<script>alert(1)</script>'))],
    ['a protocol-relative link', doc(linked('//evil.example/x'))],
    [
      'an onerror attribute on an image',
      doc({ type: 'image', attrs: { src: `/media/${PLATFORM_MEDIA_OWNER_ID}/${PLATFORM_MEDIA_OWNER_ID}-md.webp`, onerror: 'alert(1)' } }),
    ],
    ['an onclick attribute on a paragraph', doc({ type: 'paragraph', attrs: { onclick: 'alert(1)' } })],
    ['an image from another host', doc({ type: 'image', attrs: { src: 'https://evil.example/x.png' } })],
    ['an unknown node nested deep', doc({ type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'iframe', attrs: { src: 'https://x' } }] }] })],
    ['an unknown mark', doc(para({ type: 'text', text: 'x', marks: [{ type: 'textStyle', attrs: { style: 'x' } }] }))],
    ['a heading of level 1', doc({ type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'x' }] })],
    ['a code block language with markup', doc({ type: 'codeBlock', attrs: { language: '"><script>' } })],
    [
      'an image of another venue',
      doc({ type: 'image', attrs: { src: `/media/${'1'.repeat(8)}-1111-7111-8111-${'1'.repeat(12)}/${PLATFORM_MEDIA_OWNER_ID}-md.webp` } }),
    ],
    ['a media image nobody uploaded', doc({ type: 'image', attrs: { src: `/media/${PLATFORM_MEDIA_OWNER_ID}/0190b8a0-1111-7111-8111-111111111111-md.webp` } })],
  ];
  for (const [name, content] of bad) {
    it(`400 on ${name}`, async () => {
      await refusedUnchanged(() => create(postBody({ content: content as any })), 400, 'VALIDATION_FAILED');
    });
  }

  it('"<script>" typed as text is kept and rendered escaped', async () => {
    const res = await create(postBody({ content: doc(para({ type: 'text', text: '<script>alert("x")</script> & <img src=x onerror=alert(1)>' })) as any }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().html).toBe('<p>&lt;script&gt;alert("x")&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;</p>');
  });

  it('415 on an upload that is not an image', async () => {
    await refusedUnchanged(() => upload(Buffer.from('just some text, not a picture'), 'application/octet-stream'), 415, 'UNSUPPORTED_MEDIA_TYPE');
    await refusedUnchanged(() => upload(Buffer.from('GIF89a but not really'), 'image/gif'), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('404 on editing, publishing, unpublishing or deleting a deleted post, and on another id', async () => {
    const post = (await create(postBody())).json();
    await t.app.inject({ method: 'DELETE', url: `/api/admin/blog/posts/${post.id}`, headers: admin });
    for (const id of [post.id, '0190b8a0-0000-7000-8000-000000000000']) {
      await refusedUnchanged(() => t.app.inject({ method: 'PUT', url: `/api/admin/blog/posts/${id}`, headers: admin, payload: postBody() }), 404, 'NOT_FOUND');
      await refusedUnchanged(() => publish(id), 404, 'NOT_FOUND');
      await refusedUnchanged(() => t.app.inject({ method: 'POST', url: `/api/admin/blog/posts/${id}/unpublish`, headers: admin }), 404, 'NOT_FOUND');
      await refusedUnchanged(() => t.app.inject({ method: 'DELETE', url: `/api/admin/blog/posts/${id}`, headers: admin }), 404, 'NOT_FOUND');
    }
  });
});

describe('publishing', () => {
  it('publish now shows it to readers by id and slug; unpublish hides it again', async () => {
    const post = (await create(postBody())).json();
    expect((await publicGet(post.slug)).statusCode).toBe(404);
    // No body at all is "now" too.
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/blog/posts/${post.id}/publish`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'published', publishedAt: expect.any(String) });
    expect((await publicGet(post.slug)).json().id).toBe(post.id);
    expect((await publicGet(post.id)).json().slug).toBe(post.slug);
    expect((await publicList()).json().items.map((p: any) => p.id)).toContain(post.id);

    const un = await t.app.inject({ method: 'POST', url: `/api/admin/blog/posts/${post.id}/unpublish`, headers: admin });
    expect(un.json().status).toBe('draft');
    expect((await publicGet(post.slug)).statusCode).toBe(404);
    expect((await publicList()).json().items.map((p: any) => p.id)).not.toContain(post.id);
  });

  it('a future time schedules it; the job publishes it when due; a re-schedule leaves the old job a no-op', async () => {
    const post = (await create(postBody())).json();
    const soon = new Date(Date.now() + 60 * 60_000).toISOString();
    const scheduled = (await publish(post.id, { at: soon })).json();
    expect(scheduled).toMatchObject({ status: 'scheduled', publishedAt: soon });
    expect((await publicGet(post.id)).statusCode).toBe(404);
    const first = await t.db.selectFrom('jobs').selectAll().where('kind', '=', BLOG_PUBLISH_JOB).where('payload', 'like', `%${post.id}%`).execute();
    expect(first).toHaveLength(1);

    // Re-scheduled a day later: the first job is due now (moved by the test) but stale, so it does nothing.
    const later = new Date(Date.now() + 24 * 3_600_000).toISOString();
    await publish(post.id, { at: later });
    await t.db
      .updateTable('jobs')
      .set({ run_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', first[0]!.id)
      .execute();
    await t.deps.jobs.runDueJobs();
    expect((await t.db.selectFrom('jobs').select('status').where('id', '=', first[0]!.id).executeTakeFirstOrThrow()).status).toBe('succeeded');
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/blog/posts/${post.id}`, headers: admin })).json().status).toBe('scheduled');

    // The current job comes due (the test moves the post's time and the job's run_at into the past together).
    const past = new Date(Date.now() - 5000).toISOString();
    await t.db.updateTable('blog_posts').set({ published_at: past }).where('id', '=', post.id).execute();
    const jobs = await t.db
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', BLOG_PUBLISH_JOB)
      .where('payload', 'like', `%${post.id}%`)
      .where('status', '=', 'queued')
      .execute();
    expect(jobs).toHaveLength(1);
    await t.db
      .updateTable('jobs')
      .set({ run_at: past, payload: JSON.stringify({ postId: post.id, at: past }) })
      .where('id', '=', jobs[0]!.id)
      .execute();
    await t.deps.jobs.runDueJobs();
    const row = await t.db.selectFrom('blog_posts').select(['status', 'published_at']).where('id', '=', post.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'published', published_at: past });
    expect((await publicGet(post.slug)).statusCode).toBe(200);
  });

  it('unpublishing a scheduled post makes its job a no-op', async () => {
    const post = (await create(postBody())).json();
    const at = new Date(Date.now() + 3_600_000).toISOString();
    await publish(post.id, { at });
    await t.app.inject({ method: 'POST', url: `/api/admin/blog/posts/${post.id}/unpublish`, headers: admin });
    await t.db
      .updateTable('jobs')
      .set({ run_at: new Date(Date.now() - 1000).toISOString() })
      .where('kind', '=', BLOG_PUBLISH_JOB)
      .where('status', '=', 'queued')
      .execute();
    await t.deps.jobs.runDueJobs();
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/blog/posts/${post.id}`, headers: admin })).json().status).toBe('draft');
    expect((await publicGet(post.id)).statusCode).toBe(404);
  });

  it('the public list is newest first, page by page, and can be narrowed to a language', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const post = (await create(postBody({ language: i === 2 ? 'ar' : 'en' }))).json();
      await publish(post.id);
      // Distinct, increasing publish times: the newest is the last one made.
      await t.db
        .updateTable('blog_posts')
        .set({ published_at: new Date(Date.UTC(2030, 0, 1 + i)).toISOString() })
        .where('id', '=', post.id)
        .execute();
      ids.push(post.id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: any = (await publicList(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`)).json();
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((p: any) => p.id));
      cursor = page.nextCursor;
    } while (cursor);
    const dates = await t.db.selectFrom('blog_posts').select(['id', 'published_at']).where('id', 'in', seen).execute();
    const at = new Map(dates.map((d) => [d.id, d.published_at!]));
    expect(seen.map((id) => at.get(id))).toEqual(
      seen
        .map((id) => at.get(id))
        .toSorted()
        .toReversed(),
    );
    expect(seen.slice(0, 5)).toEqual(ids.toReversed());
    expect(new Set(seen).size).toBe(seen.length);
    const arabic = (await publicList('?language=ar')).json();
    expect(arabic.items.map((p: any) => p.id)).toEqual([ids[2]]);
    expect((await publicList('?cursor=nonsense')).statusCode).toBe(400);
  });
});

/** Last: the purge at a month ahead also ends this file's sessions. */
describe('the daily media purge', () => {
  it('never removes a blog picture, used or not, however old', async () => {
    const used = (await upload(await pngBytes())).json();
    const unused = (await upload(await pngBytes())).json();
    expect((await create(postBody({ coverImageId: used.id }))).statusCode).toBe(201);
    await purgeOnce(t.deps, new Date(Date.now() + 30 * 24 * 3_600_000));
    for (const image of [used, unused]) {
      expect(existsSync(join(t.deps.config.DATA_DIR, 'uploads', PLATFORM_MEDIA_OWNER_ID, `${image.id}-lg.webp`))).toBe(true);
      expect((await t.app.inject({ method: 'GET', url: image.urls.sm })).statusCode).toBe(200);
    }
    expect(await t.db.selectFrom('blog_images').select('id').where('id', 'in', [used.id, unused.id]).execute()).toHaveLength(2);
  });
});
