import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAdminPosts } from '../api/blog-admin';
import { formatWhen, statusOf } from '../lib/post-status';

/** Every post with its status and an edit link: the admin's way back to drafts and scheduled posts. */
export function PostsList() {
  const { t, i18n } = useTranslation('blog');
  const posts = useAdminPosts();
  const items = posts.data?.items ?? [];
  return (
    <Stack gap="xs" component="section" aria-labelledby="blog-admin-posts">
      <Title order={2} size="h3" id="blog-admin-posts">
        {t('allPosts')}
      </Title>
      {posts.isPending && <Text c="dimmed">{t('loading')}</Text>}
      {posts.isSuccess && items.length === 0 && <Text c="dimmed">{t('noPostsYet')}</Text>}
      {items.map((post) => {
        const status = statusOf(post);
        return (
          <Paper key={post.id} withBorder p="xs" radius="sm">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Anchor component={Link} to={`/blogs/${encodeURIComponent(post.id)}/edit`} lineClamp={1} data-testid="blog-admin-post-link">
                {post.title}
              </Anchor>
              <Badge variant="light" color={post.status === 'published' ? 'green' : post.status === 'scheduled' ? 'blue' : 'gray'} style={{ flexShrink: 0 }}>
                {t(status.key, { date: status.at ? formatWhen(status.at, i18n.language) : '' })}
              </Badge>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
