import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_PATHS } from '@menudelite/shared/site/public-pages';
import { isLightPage } from '../src/app/startup/light-pages';

describe('isLightPage (no web fonts at start-up)', () => {
  it('is every public site page, a blog post and the diner’s pages', () => {
    for (const path of PUBLIC_PAGE_PATHS) expect(isLightPage(path), path).toBe(true);
    expect(isLightPage('/blogs/why-qr-ordering')).toBe(true);
    expect(isLightPage('/pricing/')).toBe(true);
    expect(isLightPage('/eat/demo-bistro-table-1')).toBe(true);
  });
  it('is not the blog editor, the dashboard or the account pages', () => {
    for (const path of ['/blogs/create', '/blogs/abc/edit', '/orders', '/signin', '/profile', '/menu']) expect(isLightPage(path), path).toBe(false);
  });
});
