import type { TBlogPost, TBlogPostSummary, TBlogPublicPost, TBlogStatus } from '@menudelite/shared/blog/contracts';
import type { TLanguage } from '@menudelite/shared/i18n/languages';
import type { TDb } from '../../db/database.ts';
import { findUsersByIds } from '../auth/public.ts';
import { platformImageUrls } from '../media/public.ts';
import type { TPostRow } from './repository.ts';

/** A scheduled post whose time has come is live, whether or not its job has run yet. */
export function effectiveStatus(row: Pick<TPostRow, 'status' | 'published_at'>, now: string): TBlogStatus {
  if (row.status === 'scheduled' && row.published_at !== null && row.published_at <= now) return 'published';
  return row.status as TBlogStatus;
}

export async function authorNames(db: TDb, rows: readonly Pick<TPostRow, 'author_user_id'>[]): Promise<Map<string, string>> {
  const users = await findUsersByIds(db, [...new Set(rows.map((row) => row.author_user_id))]);
  return new Map(users.map((user) => [user.id, user.full_name]));
}

export function toSummary(row: TPostRow, names: Map<string, string>, now: string): TBlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    language: row.language as TLanguage,
    coverImage: row.cover_image_id ? platformImageUrls(row.cover_image_id) : null,
    status: effectiveStatus(row, now),
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
    authorName: names.get(row.author_user_id) ?? 'MenuDelite',
  };
}

export function toPost(row: TPostRow, names: Map<string, string>, now: string): TBlogPost {
  return { ...toSummary(row, names, now), coverImageId: row.cover_image_id, content: JSON.parse(row.content_json) as TBlogPost['content'], html: row.html };
}

/** A post as readers get it: no editor JSON. */
export function toPublicPost(row: TPostRow, names: Map<string, string>, now: string): TBlogPublicPost {
  return { ...toSummary(row, names, now), html: row.html };
}
