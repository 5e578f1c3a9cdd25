import { Button, FileButton, Popover, Stack, Text, TextInput } from '@mantine/core';
import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorSummary } from '../../../lib/http/error-text';
import { useErrorText } from '../../../lib/http/use-error-text';
import { uploadBlogImage } from '../api/blog-admin';

function ImageIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="m21 16-5-5-9 9" />
    </svg>
  );
}

/** Toolbar button: describe the image (its alt text), choose the file; it uploads and lands at the cursor. */
export function ImageControl() {
  const { t } = useTranslation('blog');
  const { text } = useErrorText();
  const { editor } = useRichTextEditorContext();
  const [opened, setOpened] = useState(false);
  const [alt, setAlt] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function insert(file: File | null) {
    if (!file || !editor) return;
    setBusy(true);
    setError(null);
    try {
      const image = await uploadBlogImage(file);
      editor.chain().focus().setImage({ src: image.urls.lg, alt: alt.trim() }).run();
      setOpened(false);
      setAlt('');
    } catch (caught) {
      setError(text(errorSummary(caught)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom" withArrow shadow="md" trapFocus>
      <Popover.Target>
        <RichTextEditor.Control onClick={() => setOpened((o) => !o)} aria-label={t('toolbar.image')} title={t('toolbar.image')}>
          <ImageIcon />
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" maw={280}>
          <TextInput label={t('toolbar.imageAlt')} description={t('toolbar.imageAltHint')} value={alt} onChange={(e) => setAlt(e.currentTarget.value)} />
          <FileButton onChange={(file) => void insert(file)} accept="image/png,image/jpeg,image/webp,image/gif">
            {(props) => (
              <Button {...props} loading={busy} size="xs">
                {t('toolbar.imageChoose')}
              </Button>
            )}
          </FileButton>
          {error && (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
