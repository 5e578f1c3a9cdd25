import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBlogPost, TBlogPostInput, TBlogPostPage, TBlogStatus } from '@menudelite/shared/blog/contracts';
import type { TUploadedImage } from '@menudelite/shared/menu/images';
import { apiRequest } from '../../../lib/http/api-client';

/** Everything under 'blog' is refetched after a change, so the reader's list (blog-public) follows too. */
export const blogAdminKeys = {
  all: () => ['blog'] as const,
  list: (status: TBlogStatus | 'all') => ['blog', 'admin', 'list', status] as const,
  post: (id: string) => ['blog', 'admin', 'post', id] as const,
};

const base = '/api/admin/blog/posts';
const postPath = (id: string) => `${base}/${encodeURIComponent(id)}`;

/** GET /api/admin/blog/posts: every post of every status, newest change first (one page is plenty for the side list). */
export function useAdminPosts() {
  return useQuery({
    queryKey: blogAdminKeys.list('all'),
    queryFn: () => apiRequest<TBlogPostPage>(`${base}?limit=50`),
  });
}

/** GET /api/admin/blog/posts/:id: the post with its editor JSON. */
export function useAdminPost(id: string) {
  return useQuery({ queryKey: blogAdminKeys.post(id), queryFn: () => apiRequest<TBlogPost>(postPath(id)), retry: false });
}

function useBlogMutation<V, R extends TBlogPost | void>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (post: R) => {
      if (post) queryClient.setQueryData(blogAdminKeys.post(post.id), post);
      return queryClient.invalidateQueries({ queryKey: blogAdminKeys.all(), refetchType: 'active' });
    },
  });
}

export const useCreatePost = () => useBlogMutation((body: TBlogPostInput) => apiRequest<TBlogPost>(base, { method: 'POST', json: body }));
export const useUpdatePost = () =>
  useBlogMutation(({ id, body }: { id: string; body: TBlogPostInput }) => apiRequest<TBlogPost>(postPath(id), { method: 'PUT', json: body }));
/** No `at`: publish now; an `at` in the future schedules it (the server's job runner publishes it then). */
export const usePublishPost = () =>
  useBlogMutation(({ id, at }: { id: string; at?: string }) => apiRequest<TBlogPost>(`${postPath(id)}/publish`, { method: 'POST', json: at ? { at } : {} }));
export const useUnpublishPost = () => useBlogMutation((id: string) => apiRequest<TBlogPost>(`${postPath(id)}/unpublish`, { method: 'POST', json: {} }));
export const useDeletePost = () => useBlogMutation((id: string) => apiRequest<void>(postPath(id), { method: 'DELETE' }));

/** POST /api/admin/blog/images with the file itself as the body (the media pipeline): its web sizes. */
export function uploadBlogImage(file: Blob): Promise<TUploadedImage> {
  return apiRequest<TUploadedImage>('/api/admin/blog/images', { method: 'POST', raw: file, retry: false });
}
