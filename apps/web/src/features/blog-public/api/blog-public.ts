import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBlogPublicPost, TBlogPostPage } from '@menudelite/shared/blog/contracts';
import { apiRequest } from '../../../lib/http/api-client';
import { SSR_LOADED_AT, ssrData } from '../lib/ssr-first-paint';

export const blogPublicKeys = {
  list: (cursor: string | null) => ['blog', 'public', 'list', cursor] as const,
  post: (idOrSlug: string) => ['blog', 'public', 'post', idOrSlug] as const,
};

/** The server's data for exactly this query, if the page was served with it: no fetch, no loading state. */
function seededList(cursor: string | null): TBlogPostPage | undefined {
  const data = ssrData();
  return data?.kind === 'blogList' && data.cursor === cursor ? data.page : undefined;
}
function seededPost(idOrSlug: string): TBlogPublicPost | undefined {
  const data = ssrData();
  return data?.kind === 'blogPost' && data.idOrSlug === idOrSlug ? data.post : undefined;
}

/** GET /api/blog/posts: published posts, newest first, one page per cursor. */
export function blogListQuery(cursor: string | null) {
  return queryOptions({
    queryKey: blogPublicKeys.list(cursor),
    queryFn: () => apiRequest<TBlogPostPage>(`/api/blog/posts${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, { anonymous: true }),
    initialData: () => seededList(cursor),
    initialDataUpdatedAt: SSR_LOADED_AT,
  });
}

/** GET /api/blog/posts/:idOrSlug: one published post (404 when there is none). */
export function blogPostQuery(idOrSlug: string) {
  return queryOptions({
    queryKey: blogPublicKeys.post(idOrSlug),
    queryFn: () => apiRequest<TBlogPublicPost>(`/api/blog/posts/${encodeURIComponent(idOrSlug)}`, { anonymous: true }),
    initialData: () => seededPost(idOrSlug),
    initialDataUpdatedAt: SSR_LOADED_AT,
  });
}

export const useBlogList = (cursor: string | null) => useQuery(blogListQuery(cursor));
export const useBlogPost = (idOrSlug: string) => useQuery(blogPostQuery(idOrSlug));
