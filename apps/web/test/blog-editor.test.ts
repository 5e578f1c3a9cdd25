import { describe, expect, it } from 'vitest';
import { BLOG_SLUG_MAX, BLOG_SLUG_PATTERN } from '@menudelite/shared/blog/contracts';
import type { TSessionUser } from '@menudelite/shared/auth/contracts';
import { ADMIN_NAV_LINKS, publicNavLinks } from '../src/app/layout/public-nav-links';
import { fromLocalInput, toLocalInput } from '../src/features/blog/lib/local-time';
import { formOf, inputOf, saveErrors, withTitle } from '../src/features/blog/lib/post-form';
import { statusOf } from '../src/features/blog/lib/post-status';
import { slugify } from '../src/features/blog/lib/slug';
import { HttpError } from '../src/lib/http/http-error';

describe('slugify', () => {
  it('makes lowercase hyphenated words the contract accepts', () => {
    expect(slugify('Hello, World!  Spring menu 2026')).toBe('hello-world-spring-menu-2026');
    expect(slugify('Crème brûlée — à la carte')).toBe('creme-brulee-a-la-carte');
    expect(slugify('  --Already--slugged--  ')).toBe('already-slugged');
    for (const title of ['A', 'Ünïcödé títle', 'x'.repeat(300), 'a '.repeat(200)]) {
      const slug = slugify(title);
      expect(slug.length).toBeLessThanOrEqual(BLOG_SLUG_MAX);
      expect(slug).toMatch(BLOG_SLUG_PATTERN);
    }
  });

  it('gives nothing for a title with no Latin letters or digits (the admin types the slug)', () => {
    expect(slugify('مرحبا بالعالم')).toBe('');
    expect(slugify('你好')).toBe('');
  });
});

describe('the post form', () => {
  it('follows the title with the slug until the slug is edited', () => {
    let form = formOf(null, 'ar');
    expect(form.language).toBe('ar');
    form = withTitle(form, 'Our new menu');
    expect(form.slug).toBe('our-new-menu');
    form = { ...form, slug: 'custom', slugTouched: true };
    expect(withTitle(form, 'Another title').slug).toBe('custom');
  });

  it('sends the contract input, with no cover as null', () => {
    const form = withTitle(formOf(null, 'xx'), '  Title  ');
    expect(form.language).toBe('en');
    expect(inputOf(form, { type: 'doc', content: [] })).toEqual({
      title: 'Title',
      slug: 'title',
      language: 'en',
      excerpt: '',
      coverImageId: null,
      content: { type: 'doc', content: [] },
    });
  });
});

describe('saveErrors', () => {
  it('marks a 409 on the slug field', () => {
    const conflict = new HttpError(409, {
      code: 'CONFLICT',
      message: 'slug taken',
      details: [{ path: 'body.slug', key: 'alreadyExists', message: 'x' }],
    } as never);
    expect(saveErrors(conflict)).toEqual({ fields: { slug: { key: 'keys.alreadyExists' } }, summary: null });
  });

  it('puts 400 details on their fields by key, never by the English message', () => {
    const invalid = new HttpError(400, {
      code: 'VALIDATION_FAILED',
      message: 'Too long',
      details: [{ path: 'body.title', key: 'tooLong', params: { max: 200 }, message: 'Too long' }],
    } as never);
    const found = saveErrors(invalid);
    expect(found.fields.title?.key).toBe('keys.tooLong');
    expect(found.summary).toBeNull();
  });

  it('says a 415 in one sentence', () => {
    expect(saveErrors(new HttpError(415, null)).summary).toEqual({ key: 'keys.UNSUPPORTED_MEDIA_TYPE' });
  });
});

describe('the schedule input', () => {
  it('reads the local wall time into an ISO instant and back', () => {
    const at = new Date(2026, 10, 28, 14, 30);
    expect(toLocalInput(at)).toBe('2026-11-28T14:30');
    expect(fromLocalInput('2026-11-28T14:30')).toBe(at.toISOString());
    expect(fromLocalInput('2026-11-28T14:30:05')).toBe(new Date(2026, 10, 28, 14, 30, 5).toISOString());
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('tomorrow')).toBeNull();
  });
});

describe('statusOf', () => {
  it('names draft, scheduled and published', () => {
    expect(statusOf(null).key).toBe('status.new');
    expect(statusOf({ status: 'draft', publishedAt: null })).toEqual({ key: 'status.draft', at: null });
    expect(statusOf({ status: 'scheduled', publishedAt: '2026-12-01T10:00:00.000Z' }).key).toBe('status.scheduled');
    expect(statusOf({ status: 'published', publishedAt: '2026-12-01T10:00:00.000Z' }).at?.toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });
});

const user = (patch: Partial<TSessionUser>): TSessionUser => ({
  id: 'u',
  email: 'a@b.c',
  fullName: 'A',
  kind: 'customer',
  isAdminAccount: false,
  restaurantId: null,
  ...patch,
});

describe('admin links in the navigation', () => {
  it('shows the blog editor and reports to admins only', () => {
    const adminTargets = ADMIN_NAV_LINKS.map((link) => link.to);
    expect(adminTargets).toEqual(['/blogs/create', '/admin/reports']);
    expect(publicNavLinks(user({ isAdminAccount: true })).map((link) => link.to)).toEqual(['/profile', ...adminTargets]);
    expect(publicNavLinks(user({ isAdminAccount: true, kind: 'venue', restaurantId: 'r' })).map((link) => link.to)).toEqual(['/orders', ...adminTargets]);
    expect(publicNavLinks(user({})).map((link) => link.to)).toEqual(['/profile']);
    expect(publicNavLinks(null).some((link) => adminTargets.includes(link.to))).toBe(false);
  });
});
