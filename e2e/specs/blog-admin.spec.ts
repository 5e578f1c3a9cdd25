import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TBlogPostPage } from '@menudelite/shared/blog/contracts';
import { DEMO, signInByApi } from '../support/accounts.ts';
import { api } from '../support/api.ts';
import { DESKTOP, PHONE, launchBrowser, newContext, screenshot } from '../support/browser.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const en = JSON.parse(readFileSync(join(ROOT, 'apps/web/src/features/blog/locales/en.json'), 'utf8'));
const ar = JSON.parse(readFileSync(join(ROOT, 'apps/web/src/features/blog/locales/ar.json'), 'utf8'));
/** A real image of the repository (the public pages' screenshots), uploaded as the cover and inline. */
const IMAGE = ['apps/web/src/features/public/assets/diner-menu.webp', 'apps/web/src/features/public-info/assets/delitepay-preview.webp']
  .map((path) => join(ROOT, path))
  .find((path) => existsSync(path))!;
const LIVE = { timeout: 10_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function shot(page: Page, name: string) {
  const path = await screenshot(page, name);
  mkdirSync('/tmp/team/shots/blog', { recursive: true });
  copyFileSync(path, join('/tmp/team/shots/blog', `${name}.png`));
}

/** Chooses a file through the button that opens the file picker. */
async function uploadThrough(page: Page, click: () => Promise<void>) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), click()]);
  await chooser.setFiles(IMAGE);
}

describe('an admin writes and schedules a post', () => {
  it('heading, link and image; scheduled a few seconds ahead, it appears on /blogs by itself and opens', async () => {
    const context = await newContext(browser, DESKTOP, 'en');
    const page = await context.newPage();
    await page.goto('/');
    await signInByApi(page, DEMO.admin);
    await page.goto('/');
    // The header leads an admin to the editor.
    await page.getByRole('link', { name: 'Write a blog post' }).first().click();
    await page.waitForURL('**/blogs/create');
    const title = `Scheduled spring menu ${Date.now()}`;
    await page.getByTestId('blog-title').fill(title);
    // The slug follows the title.
    expect(await page.getByTestId('blog-slug').inputValue()).toBe(title.toLowerCase().replaceAll(' ', '-'));
    await page.getByTestId('blog-excerpt').fill('Three new dishes and a terrace.');
    await uploadThrough(page, () => page.getByTestId('blog-cover-upload').click());
    await page.getByRole('img').first().waitFor(LIVE);

    const body = page.locator('.ProseMirror');
    await body.click();
    await page.keyboard.type('Spring is here.');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: en.toolbar.h2, exact: true }).click();
    await page.keyboard.type('New on the menu');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Book a table');
    for (let i = 0; i < 'Book a table'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
    await page.getByRole('button', { name: en.toolbar.link, exact: true }).click();
    await page.getByLabel(en.toolbar.linkUrl).fill('https://example.com/book');
    await page.getByRole('button', { name: en.toolbar.linkSave, exact: true }).click();
    // The link's text stays selected: the image goes into the empty paragraph below instead.
    await body.locator('p').last().click();
    await page.getByRole('button', { name: en.toolbar.image, exact: true }).click();
    await page.getByLabel(en.toolbar.imageAlt).fill('The terrace at noon');
    await uploadThrough(page, () => page.getByRole('button', { name: en.toolbar.imageChoose }).click());
    await body.locator('img[alt="The terrace at noon"]').waitFor(LIVE);
    expect(await body.locator('h2').textContent()).toBe('New on the menu');
    expect(await body.locator('a').getAttribute('href')).toBe('https://example.com/book');

    // Saved as a draft first: the address becomes /blogs/:id/edit.
    await page.getByTestId('blog-save').click();
    await page.waitForURL(/\/blogs\/[^/]+\/edit$/, LIVE);
    await page.getByTestId('blog-status').getByText(en.status.draft).waitFor(LIVE);

    // Scheduled 5 seconds ahead, in the admin's local time (the input's own format).
    const at = await page.evaluate(() => {
      const d = new Date(Date.now() + 5000);
      // Runs in the page: it cannot use a helper from this file's scope.
      // oxlint-disable-next-line unicorn/consistent-function-scoping
      const p = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
    });
    await page.getByTestId('blog-schedule-at').fill(at);
    await page.getByTestId('blog-schedule').click();
    await page.getByTestId('blog-notice').getByText(en.notice.scheduled).waitFor(LIVE);
    expect(await page.getByTestId('blog-status').textContent()).toContain(en.status.scheduled.split(' {{')[0]);
    await shot(page, 'blog-editor-desktop-en');
    // Not public yet.
    const before = await api<TBlogPostPage>('GET', '/api/blog/posts', null);
    expect(before.items.some((post) => post.title === title)).toBe(false);

    // The job runner publishes it: /blogs shows it within seconds.
    const deadline = Date.now() + 20_000;
    let listed = false;
    while (!listed && Date.now() < deadline) {
      await page.waitForTimeout(1000);
      listed = (await api<TBlogPostPage>('GET', '/api/blog/posts', null)).items.some((post) => post.title === title);
    }
    expect(listed).toBe(true);
    await page.goto('/blogs');
    const card = page.locator('.md-blog-card', { hasText: title });
    await card.waitFor(LIVE);
    expect(await card.locator('.md-blog-card-excerpt').textContent()).toBe('Three new dishes and a terrace.');
    await card.getByRole('link', { name: title }).click();
    await page.locator('h1.md-blog-title', { hasText: title }).waitFor(LIVE);
    const article = page.locator('.md-blog-body');
    expect(await article.locator('h2').textContent()).toBe('New on the menu');
    expect(await article.locator('a', { hasText: 'Book a table' }).getAttribute('href')).toBe('https://example.com/book');
    expect(await article.locator('img[alt="The terrace at noon"]').count()).toBe(1);
    await shot(page, 'blog-post-after-schedule-desktop-en');
    await context.close();
  });

  it('on a phone in Arabic the editor reads right to left', async () => {
    const context = await newContext(browser, PHONE, 'ar');
    const page = await context.newPage();
    await page.goto('/');
    await signInByApi(page, DEMO.admin);
    await page.goto('/blogs/create');
    await page.getByTestId('blog-title').waitFor(LIVE);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByRole('heading', { name: ar.createTitle }).waitFor(LIVE);
    await page.getByRole('button', { name: ar.actions.saveDraft }).waitFor();
    await page.getByRole('button', { name: ar.toolbar.h2, exact: true }).waitFor();
    // Right to left: the title field's label starts at the right edge.
    const label = await page.locator('label', { hasText: ar.fields.title }).first().boundingBox();
    expect(label!.x + label!.width).toBeGreaterThan(PHONE.width - 60);
    // Nothing overflows the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'blog-editor-phone-ar');
    await context.close();
  });
});
