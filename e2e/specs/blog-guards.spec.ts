import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TAuthSession } from '@menudelite/shared/auth/contracts';
import type { TBlogPost } from '@menudelite/shared/blog/contracts';
import { DEMO, signInByApi } from '../support/accounts.ts';
import { api } from '../support/api.ts';
import { PHONE, launchBrowser, newContext } from '../support/browser.ts';

/** SPEC section 6 on the blog editor: no customer, or a customer who is not an admin → /signin; an admin gets in. */
let browser: Browser;
let draft: TBlogPost;

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await api<TAuthSession>('POST', '/api/auth/signin', null, { email: DEMO.admin, password: DEMO.password });
  draft = await api<TBlogPost>('POST', '/api/admin/blog/posts', admin.accessToken, {
    title: 'Guarded draft',
    slug: `guarded-draft-${Date.now()}`,
    language: 'en',
    content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Not for everyone.' }] }] },
  });
});
afterAll(() => browser?.close());

async function pathAfterVisiting(path: string, prepare?: (page: Page) => Promise<void>) {
  const context = await newContext(browser, PHONE);
  const page = await context.newPage();
  await page.goto('/');
  if (prepare) await prepare(page);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const url = new URL(page.url());
  const editorShown = await page.getByTestId('blog-title').count();
  await context.close();
  return { path: url.pathname + url.search, editorShown };
}

const asDiner = (page: Page) => signInByApi(page, DEMO.diner);
const asOwner = (page: Page) => signInByApi(page, DEMO.owner);

describe('blog editor guards', () => {
  it('nobody signed in → /signin, from create and from edit', async () => {
    expect(await pathAfterVisiting('/blogs/create')).toEqual({ path: '/signin', editorShown: 0 });
    expect(await pathAfterVisiting(`/blogs/${draft.id}/edit`)).toEqual({ path: '/signin', editorShown: 0 });
  });

  it('a customer who is not an admin → /signin, from create and from edit', async () => {
    expect(await pathAfterVisiting('/blogs/create', asDiner)).toEqual({ path: '/signin', editorShown: 0 });
    expect(await pathAfterVisiting(`/blogs/${draft.id}/edit`, asDiner)).toEqual({ path: '/signin', editorShown: 0 });
  });

  it('a venue owner (no admin flag) → /signin', async () => {
    expect((await pathAfterVisiting('/blogs/create', asOwner)).path).toBe('/signin');
  });

  it('an admin opens both', async () => {
    for (const path of ['/blogs/create', `/blogs/${draft.id}/edit`]) {
      const context = await newContext(browser, PHONE);
      const page = await context.newPage();
      await page.goto('/');
      await signInByApi(page, DEMO.admin);
      await page.goto(path);
      await page.getByTestId('blog-title').waitFor({ timeout: 10_000 });
      expect(new URL(page.url()).pathname).toBe(path);
      await context.close();
    }
  });
});
