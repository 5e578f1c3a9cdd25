import '../blog-editor.css';
import { Stack } from '@mantine/core';
import { PostEditorForm } from '../components/post-editor-form';
import { PostsList } from '../components/posts-list';
import { useBlogAdminTitle } from '../lib/use-admin-title';

/** /blogs/create (platform admins, CustomerGate): a new post, and below it every post to edit. */
export function PostCreatePage() {
  useBlogAdminTitle('createTitle');
  return (
    <Stack gap="xl" maw={860} mx="auto">
      <PostEditorForm post={null} />
      <PostsList />
    </Stack>
  );
}
