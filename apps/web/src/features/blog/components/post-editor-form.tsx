import { Alert, Badge, Button, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { TBlogPost } from '@menudelite/shared/blog/contracts';
import type { TErrorText } from '../../../lib/http/error-text';
import { useErrorText } from '../../../lib/http/use-error-text';
import { useCreatePost, useDeletePost, usePublishPost, useUnpublishPost, useUpdatePost } from '../api/blog-admin';
import { fromLocalInput, toLocalInput } from '../lib/local-time';
import { formOf, inputOf, saveErrors, type TPostField } from '../lib/post-form';
import { formatWhen, statusOf } from '../lib/post-status';
import { CoverField } from './cover-field';
import { PostFields } from './post-fields';
import { RichText, useBlogEditor } from './rich-text';

type TAction = 'save' | 'publish' | 'schedule' | 'unpublish' | 'delete';

/** The whole editor of one post (new when `post` is null): fields, body, and its draft / publish / schedule buttons. */
export function PostEditorForm({ post }: { post: TBlogPost | null }) {
  const { t, i18n } = useTranslation('blog');
  const { text } = useErrorText();
  const navigate = useNavigate();
  const [form, setForm] = useState(() => formOf(post, i18n.language));
  const [scheduleAt, setScheduleAt] = useState(() => toLocalInput(new Date(Date.now() + 60 * 60_000)));
  const [fieldTexts, setFieldTexts] = useState<Partial<Record<TPostField, TErrorText>>>({});
  const [summary, setSummary] = useState<TErrorText | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<TAction | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const editor = useBlogEditor(post?.content ?? null);
  const top = useRef<HTMLDivElement>(null);
  // A refused save: the first marked field takes the focus (else the message comes into view), as the buttons sit far below.
  useEffect(() => {
    if (!summary && Object.keys(fieldTexts).length === 0) return;
    const invalid = top.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else top.current?.querySelector('[role="alert"]')?.scrollIntoView({ block: 'center' });
  }, [summary, fieldTexts]);
  const create = useCreatePost();
  const update = useUpdatePost();
  const publish = usePublishPost();
  const unpublish = useUnpublishPost();
  const remove = useDeletePost();

  async function run(action: TAction, work: () => Promise<void>) {
    setBusy(action);
    setSummary(null);
    setNotice(null);
    setFieldTexts({});
    try {
      await work();
    } catch (error) {
      const found = saveErrors(error);
      setFieldTexts(found.fields);
      setSummary(found.summary ?? (Object.keys(found.fields).length > 0 ? { key: 'keys.VALIDATION_FAILED' } : null));
    } finally {
      setBusy(null);
    }
  }

  /** Saves what is on screen; a new post becomes /blogs/:id/edit. */
  async function save(): Promise<TBlogPost> {
    const body = inputOf(form, editor ? (editor.getJSON() as TBlogPost['content']) : { type: 'doc' });
    return post ? update.mutateAsync({ id: post.id, body }) : create.mutateAsync(body);
  }

  const afterSave = (saved: TBlogPost, message: string) => {
    setNotice(message);
    if (!post) void navigate(`/blogs/${encodeURIComponent(saved.id)}/edit`, { replace: true });
  };

  const onSave = () => run('save', async () => afterSave(await save(), t('notice.saved')));
  const onPublish = () =>
    run('publish', async () => {
      const saved = await save();
      afterSave(await publish.mutateAsync({ id: saved.id }), t('notice.published'));
    });
  const onSchedule = () =>
    run('schedule', async () => {
      const at = fromLocalInput(scheduleAt);
      if (!at) throw new Error('invalid schedule');
      const saved = await save();
      afterSave(await publish.mutateAsync({ id: saved.id, at }), t('notice.scheduled'));
    });
  const onUnpublish = () =>
    run('unpublish', async () => {
      await unpublish.mutateAsync(post!.id);
      setNotice(t('notice.unpublished'));
    });
  const onDelete = () =>
    run('delete', async () => {
      setConfirmDelete(false);
      await remove.mutateAsync(post!.id);
      void navigate('/blogs/create', { replace: true });
    });

  const errors = Object.fromEntries(Object.entries(fieldTexts).map(([field, message]) => [field, text(message)])) as Partial<Record<TPostField, string>>;
  const status = statusOf(post);
  const scheduleValid = fromLocalInput(scheduleAt) !== null;

  return (
    <Stack gap="md" className="blog-admin" ref={top}>
      <Group justify="space-between" align="center" wrap="wrap" gap="xs">
        <Title order={1} size="h2">
          {post ? t('editTitle') : t('createTitle')}
        </Title>
        <Badge variant="light" color={post?.status === 'published' ? 'green' : post?.status === 'scheduled' ? 'blue' : 'gray'} data-testid="blog-status">
          {t(status.key, { date: status.at ? formatWhen(status.at, i18n.language) : '' })}
        </Badge>
      </Group>
      {post?.status === 'published' && (
        <Text size="sm">
          <Link to={`/blogs/${encodeURIComponent(post.slug)}`}>{t('viewPost')}</Link>
        </Text>
      )}
      {summary && (
        <Alert color="red" role="alert" data-testid="blog-error">
          {text(summary)}
        </Alert>
      )}
      {notice && (
        <Alert color="green" role="status" data-testid="blog-notice">
          {notice}
        </Alert>
      )}
      <PostFields form={form} onChange={setForm} errors={errors} />
      <CoverField cover={form.cover} onChange={(cover) => setForm({ ...form, cover })} error={errors.coverImageId} />
      <RichText editor={editor} label={t('fields.body')} error={errors.content} />
      <Paper withBorder p="sm" radius="md">
        <Stack gap="sm">
          <Group gap="xs" wrap="wrap">
            <Button variant="default" onClick={() => void onSave()} loading={busy === 'save'} disabled={busy !== null} data-testid="blog-save">
              {t('actions.saveDraft')}
            </Button>
            <Button onClick={() => void onPublish()} loading={busy === 'publish'} disabled={busy !== null} data-testid="blog-publish">
              {t('actions.publishNow')}
            </Button>
            {post && post.status !== 'draft' && (
              <Button variant="light" color="orange" onClick={() => void onUnpublish()} loading={busy === 'unpublish'} disabled={busy !== null}>
                {t('actions.unpublish')}
              </Button>
            )}
            {post && (
              <Button variant="subtle" color="red" onClick={() => setConfirmDelete(true)} disabled={busy !== null} data-testid="blog-delete">
                {t('actions.delete')}
              </Button>
            )}
          </Group>
          <Group gap="xs" align="flex-end" wrap="wrap">
            <TextInput
              type="datetime-local"
              step={1}
              label={t('fields.scheduleAt')}
              description={t('fields.scheduleHint')}
              value={scheduleAt}
              onChange={(e) => setScheduleAt(e.currentTarget.value)}
              error={scheduleAt && !scheduleValid ? t('fields.scheduleInvalid') : undefined}
              data-testid="blog-schedule-at"
            />
            <Button
              variant="light"
              onClick={() => void onSchedule()}
              loading={busy === 'schedule'}
              disabled={busy !== null || !scheduleValid}
              data-testid="blog-schedule"
            >
              {t('actions.schedule')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Modal opened={confirmDelete} onClose={() => setConfirmDelete(false)} title={t('actions.delete')} centered>
        <Stack>
          <Text>{t('confirmDelete', { title: post?.title ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmDelete(false)}>
              {t('actions.cancel')}
            </Button>
            <Button color="red" onClick={() => void onDelete()} loading={busy === 'delete'} data-testid="blog-delete-confirm">
              {t('actions.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
