import sharp from 'sharp';
import { expect } from 'vitest';
import type { TBlogPostInput } from '@menudelite/shared/blog/contracts';
import { STRONG_PASSWORD, signUp } from './helpers/accounts.ts';
import type { TTestApp } from './helpers/test-app.ts';

/** A platform admin: a customer account with the admin flag, signed in again so the token carries it. */
export async function adminHeaders(t: TTestApp, fullName = 'Ada Admin'): Promise<Record<string, string>> {
  const admin = await signUp(t.app, { accountType: 'customer' });
  // Written straight to the row: a test may want a name sign-up refuses (markup, to check escaping).
  await t.db.updateTable('users').set({ is_admin_account: true, full_name: fullName }).where('email', '=', admin.email).execute();
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: admin.email, password: STRONG_PASSWORD } });
  expect(res.statusCode, res.body).toBe(200);
  return { authorization: `Bearer ${res.json().accessToken}` };
}

export const pngBytes = (width = 64, height = 36) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();

let n = 0;
export function postBody(over: Partial<TBlogPostInput> = {}): TBlogPostInput {
  n += 1;
  return {
    title: `Post ${n}`,
    slug: `post-${n}-${Date.now()}`,
    language: 'en',
    excerpt: '',
    coverImageId: null,
    content: {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Hello' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Read ' },
            { type: 'text', text: 'the docs', marks: [{ type: 'link', attrs: { href: 'https://example.com/docs' } }] },
          ],
        },
        { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'one' }] }] }] },
      ],
    },
    ...over,
  };
}

/** Everything the blog writes: posts (every column), images and jobs. Equal before and after = nothing written. */
export async function blogState(t: TTestApp) {
  const posts = await t.db.selectFrom('blog_posts').selectAll().orderBy('id').execute();
  const images = await t.db.selectFrom('blog_images').selectAll().orderBy('id').execute();
  const jobs = await t.db.selectFrom('jobs').select(['id', 'status', 'run_at']).orderBy('id').execute();
  return { posts, images, jobs };
}
