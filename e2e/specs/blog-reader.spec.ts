import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TAuthSession } from '@menudelite/shared/auth/contracts';
import { BLOG_PAGE_SIZE, type TBlogPost, type TBlogPostPage } from '@menudelite/shared/blog/contracts';
import { BLOG_STRINGS } from '@menudelite/shared/blog/strings';
import { DEMO } from '../support/accounts.ts';
import { api } from '../support/api.ts';
import { DESKTOP, PHONE, baseUrl, launchBrowser, newContext, screenshot } from '../support/browser.ts';

/**
 * The public blog: /blogs and a post, server-rendered (title, Open Graph, markup and data already in
 * the HTML) and taken over by the app without a second fetch or a console error, in English and
 * Arabic, on a phone and a desktop.
 */
let browser: Browser;
let adminToken: string;
const posts: Record<'en' | 'ar', TBlogPost> = {} as never;
const stamp = Date.now();

const doc = (heading: string, text: string) => ({
  type: 'doc',
  content: [
    { type: 'paragraph', content: [{ type: 'text', text }] },
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: heading }] },
    { type: 'paragraph', content: [{ type: 'text', text: 'MenuDelite', marks: [{ type: 'link', attrs: { href: '/pricing' } }] }] },
  ],
});

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await api<TAuthSession>('POST', '/api/auth/signin', null, { email: DEMO.admin, password: DEMO.password });
  adminToken = admin.accessToken;
  const create = async (language: 'en' | 'ar', title: string, heading: string, text: string) => {
    const post = await api<TBlogPost>('POST', '/api/admin/blog/posts', admin.accessToken, {
      title,
      slug: `reader-${language}-${stamp}`,
      language,
      excerpt: text,
      content: doc(heading, text),
    });
    return api<TBlogPost>('POST', `/api/admin/blog/posts/${post.id}/publish`, admin.accessToken, {});
  };
  posts.en = await create('en', `Opening our terrace ${stamp}`, 'What is new', 'Sunny tables from today.');
  posts.ar = await create('ar', `افتتاح الشرفة ${stamp}`, 'ما الجديد', 'طاولات مشمسة ابتداءً من اليوم.');
});
afterAll(() => browser?.close());

async function shot(page: Page, name: string) {
  const path = await screenshot(page, name);
  mkdirSync('/tmp/team/shots/blog', { recursive: true });
  copyFileSync(path, join('/tmp/team/shots/blog', `${name}.png`));
}

/** Opens a page, recording console errors, page errors and calls to the blog API made by the app. */
async function open(viewport: typeof PHONE, language: 'en' | 'ar', path: string) {
  const context = await newContext(browser, viewport, language);
  const page = await context.newPage();
  const problems: string[] = [];
  const blogCalls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/blog/')) blogCalls.push(request.url());
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return { context, page, problems, blogCalls };
}

describe('server-rendered HTML', () => {
  it('a post: title, description, Open Graph, canonical, the article and its data, before any script', async () => {
    const res = await fetch(`${baseUrl()}/blogs/${posts.ar.slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<title>${posts.ar.title}`);
    expect(html).toMatch(new RegExp(`<meta property="og:title" content="${posts.ar.title}"`));
    expect(html).toContain('property="og:description"');
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/blogs/${posts.ar.slug}"`));
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(`<h1 class="md-blog-title">${posts.ar.title}</h1>`);
    expect(html).toContain('<h2>ما الجديد</h2>');
    expect(html).toContain('id="md-ssr-data"');
  });

  it('the list: its title and the newest posts', async () => {
    const html = await (await fetch(`${baseUrl()}/blogs`, { headers: { 'accept-language': 'en' } })).text();
    expect(html).toContain(`<title>${BLOG_STRINGS.en.blog}`);
    expect(html).toContain('property="og:title"');
    expect(html).toContain(posts.en.title);
    expect(html).toContain(posts.ar.title);
  });

  it("an unknown post is the app's not-found page", async () => {
    const { context, page } = await open(PHONE, 'en', `/blogs/no-such-post-${stamp}`);
    await page.getByTestId('not-found').waitFor();
    await context.close();
  });
});

describe('the app takes over', () => {
  for (const [viewport, size] of [
    [PHONE, 'phone'],
    [DESKTOP, 'desktop'],
  ] as const) {
    for (const language of ['en', 'ar'] as const) {
      it(`/blogs and a post in ${language} on a ${size}: same content, no refetch, no console error`, async () => {
        const list = await open(viewport, language, '/blogs');
        const words = BLOG_STRINGS[language];
        await list.page.locator('h1.md-blog-list-title', { hasText: words.blog }).waitFor();
        expect(await list.page.locator('.md-blog').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
        await list.page.locator('.md-blog-card', { hasText: posts.en.title }).waitFor();
        await list.page.locator('.md-blog-card', { hasText: posts.ar.title }).waitFor();
        // The first page came with the HTML: the app did not fetch it again.
        expect(list.blogCalls).toEqual([]);
        expect(list.problems).toEqual([]);
        expect(await list.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await shot(list.page, `blog-list-${size}-${language}`);

        // A click is a client navigation: the post is fetched by the app, not reloaded.
        const post = posts[language];
        await list.page.locator('.md-blog-card-title a', { hasText: post.title }).click();
        await list.page.locator('h1.md-blog-title', { hasText: post.title }).waitFor();
        expect(list.blogCalls.some((url) => url.includes(`/api/blog/posts/${post.slug}`))).toBe(true);
        expect(await list.page.title()).toContain(post.title);
        await list.context.close();

        const direct = await open(viewport, language, `/blogs/${post.slug}`);
        await direct.page.locator('h1.md-blog-title', { hasText: post.title }).waitFor();
        expect(await direct.page.locator('.md-blog-body h2').textContent()).toBe(language === 'ar' ? 'ما الجديد' : 'What is new');
        expect(await direct.page.locator('.md-blog').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
        expect(await direct.page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`/blogs/${post.slug}$`));
        expect(direct.blogCalls).toEqual([]);
        expect(direct.problems).toEqual([]);
        expect(await direct.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await shot(direct.page, `blog-post-${size}-${language}`);
        await direct.context.close();
      });
    }
  }
});

describe('older posts', () => {
  it('the pager walks ?cursor= pages in the app, newest first, and back', async () => {
    // Enough published posts for a second page.
    const total = (await api<TBlogPostPage>('GET', `/api/blog/posts?limit=100`, null)).items.length;
    for (let n = total; n <= BLOG_PAGE_SIZE; n++) {
      const post = await api<TBlogPost>('POST', '/api/admin/blog/posts', adminToken, {
        title: `Filler ${n} ${stamp}`,
        slug: `filler-${n}-${stamp}`,
        language: 'en',
        content: doc('Filler', 'More news.'),
      });
      await api('POST', `/api/admin/blog/posts/${post.id}/publish`, adminToken, {});
    }
    const firstPage = await api<TBlogPostPage>('GET', '/api/blog/posts', null);
    const secondPage = await api<TBlogPostPage>('GET', `/api/blog/posts?cursor=${encodeURIComponent(firstPage.nextCursor!)}`, null);
    const dates = [...firstPage.items, ...secondPage.items].map((post) => post.publishedAt!);
    expect(dates).toEqual(dates.toSorted().toReversed());

    const { context, page, problems, blogCalls } = await open(PHONE, 'en', '/blogs');
    expect(await page.locator('.md-blog-card').count()).toBe(BLOG_PAGE_SIZE);
    expect(await page.locator('.md-blog-pager-newest').count()).toBe(0);
    await page.locator('.md-blog-pager-older').click();
    await page.waitForURL(/\/blogs\?cursor=/);
    await page.locator('.md-blog-card', { hasText: secondPage.items[0]!.title }).waitFor();
    expect(await page.locator('.md-blog-card-title').first().textContent()).toBe(secondPage.items[0]!.title);
    expect(blogCalls.some((url) => url.includes('cursor='))).toBe(true);
    await shot(page, 'blog-list-older-phone-en');
    await page.locator('.md-blog-pager-newest').click();
    await page.waitForURL((url) => url.pathname === '/blogs' && !url.search);
    await page.locator('.md-blog-card', { hasText: firstPage.items[0]!.title }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
