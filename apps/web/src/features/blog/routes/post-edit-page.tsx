import '../blog-editor.css';
import { Loader, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../app/layout/not-found-page';
import { isHttpError } from '../../../lib/http/http-error';
import { useAdminPost } from '../api/blog-admin';
import { PostEditorForm } from '../components/post-editor-form';
import { PostsList } from '../components/posts-list';
import { useBlogAdminTitle } from '../lib/use-admin-title';

/** /blogs/:id/edit (platform admins, CustomerGate). A deleted or unknown post is the not-found page. */
export function PostEditPage() {
  const { id = '' } = useParams();
  const post = useAdminPost(id);
  useBlogAdminTitle('editTitle');
  if (post.isPending) return <Loader m="xl" aria-label="…" />;
  if (post.isError) {
    if (isHttpError(post.error) && (post.error.status === 404 || post.error.status === 400)) return <NotFoundPage />;
    throw post.error;
  }
  return (
    <Stack gap="xl" maw={860} mx="auto">
      {/* Keyed by id: another post from the side list starts a fresh form and editor. */}
      <PostEditorForm key={post.data.id} post={post.data} />
      <PostsList />
    </Stack>
  );
}
