import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorSummary } from '../../../lib/http/error-text';
import { useErrorText } from '../../../lib/http/use-error-text';
import { uploadBlogImage } from '../api/blog-admin';
import type { TPostForm } from '../lib/post-form';

/** The cover image: uploaded when chosen (POST /api/admin/blog/images), saved with the post by its id. */
export function CoverField({ cover, onChange, error }: { cover: TPostForm['cover']; onChange: (cover: TPostForm['cover']) => void; error?: string }) {
  const { t } = useTranslation('blog');
  const { text } = useErrorText();
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  async function upload(file: File | null) {
    if (!file) return;
    setBusy(true);
    setUploadError(null);
    try {
      const image = await uploadBlogImage(file);
      onChange({ id: image.id, url: image.urls.md });
    } catch (caught) {
      setUploadError(text(errorSummary(caught)));
    } finally {
      setBusy(false);
    }
  }

  const shown = uploadError ?? error;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('fields.cover')}
      </Text>
      {cover && <Image src={cover.url} alt="" radius="sm" mah={180} w="auto" fit="contain" style={{ alignSelf: 'flex-start' }} />}
      <Group gap="xs">
        <FileButton onChange={(file) => void upload(file)} accept="image/png,image/jpeg,image/webp,image/gif">
          {(props) => (
            <Button {...props} variant="default" size="xs" loading={busy} data-testid="blog-cover-upload">
              {cover ? t('fields.coverReplace') : t('fields.coverChoose')}
            </Button>
          )}
        </FileButton>
        {cover && (
          <Button variant="subtle" color="red" size="xs" onClick={() => onChange(null)}>
            {t('fields.coverRemove')}
          </Button>
        )}
      </Group>
      {shown && (
        <Text c="red" size="sm" role="alert">
          {shown}
        </Text>
      )}
    </Stack>
  );
}
