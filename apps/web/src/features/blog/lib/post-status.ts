import type { TBlogPost } from '@menudelite/shared/blog/contracts';

/** The status line's key and date: draft, scheduled for (date), published (date). */
export function statusOf(post: Pick<TBlogPost, 'status' | 'publishedAt'> | null): { key: string; at: Date | null } {
  if (!post) return { key: 'status.new', at: null };
  const at = post.publishedAt ? new Date(post.publishedAt) : null;
  if (post.status === 'scheduled') return { key: 'status.scheduled', at };
  if (post.status === 'published') return { key: 'status.published', at };
  return { key: 'status.draft', at: null };
}

export function formatWhen(at: Date, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
}
