import type { TChatThread } from '@menudelite/shared/guest-chat/contracts';

/** The inbox's views: every conversation, the caller's, nobody's, or those with unread guest messages. */
export const INBOX_FILTERS = ['all', 'mine', 'unassigned', 'unread'] as const;
export type TInboxFilter = (typeof INBOX_FILTERS)[number];

/** The query string of GET /api/chat/threads for a view and page. */
export function threadListQuery(filter: TInboxFilter, cursor?: string): string {
  const query = new URLSearchParams({ limit: '20' });
  if (filter === 'mine') query.set('assigned', 'me');
  if (filter === 'unassigned') query.set('assigned', 'none');
  if (filter === 'unread') query.set('unread', 'true');
  if (cursor) query.set('cursor', cursor);
  return query.toString();
}

/** One row per thread over the loaded pages (a thread that moved up while paging shows once, where it is now). */
export function uniqueThreads(pages: readonly { items: readonly TChatThread[] }[]): TChatThread[] {
  const seen = new Set<string>();
  const rows: TChatThread[] = [];
  for (const page of pages) {
    for (const thread of page.items) {
      if (seen.has(thread.id)) continue;
      seen.add(thread.id);
      rows.push(thread);
    }
  }
  return rows;
}
