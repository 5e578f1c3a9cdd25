import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { Image } from '@tiptap/extension-image';
import { useEditor, type Editor, type JSONContent } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEditorDoc } from '@menudelite/shared/blog/contracts';
import { ImageControl } from './image-control';

/**
 * The post's body: Tiptap through @mantine/tiptap, limited to what the server's allowlist keeps
 * (headings 2-4, marks, lists, quotes, code, links, images). The JSON is what gets saved.
 */
export function useBlogEditor(content: TEditorDoc | null): Editor | null {
  return useEditor({
    extensions: [
      // StarterKit 3 brings its own link and underline: the link is Mantine's (Mod-k opens its editor), underline is not offered.
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: false, underline: false }),
      Link.configure({ openOnClick: false, protocols: ['http', 'https', 'mailto'] }),
      Image.configure({ inline: false }),
    ],
    content: (content as JSONContent | null) ?? { type: 'doc', content: [{ type: 'paragraph' }] },
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
  });
}

function useEditorLabels(): Partial<RichTextEditorLabels> {
  const { t } = useTranslation('blog');
  return useMemo(
    () => ({
      boldControlLabel: t('toolbar.bold'),
      italicControlLabel: t('toolbar.italic'),
      strikeControlLabel: t('toolbar.strike'),
      codeControlLabel: t('toolbar.code'),
      h2ControlLabel: t('toolbar.h2'),
      h3ControlLabel: t('toolbar.h3'),
      h4ControlLabel: t('toolbar.h4'),
      bulletListControlLabel: t('toolbar.bulletList'),
      orderedListControlLabel: t('toolbar.orderedList'),
      blockquoteControlLabel: t('toolbar.quote'),
      codeBlockControlLabel: t('toolbar.codeBlock'),
      linkControlLabel: t('toolbar.link'),
      unlinkControlLabel: t('toolbar.unlink'),
      undoControlLabel: t('toolbar.undo'),
      redoControlLabel: t('toolbar.redo'),
      linkEditorInputLabel: t('toolbar.linkUrl'),
      linkEditorInputPlaceholder: 'https://example.com/',
      linkEditorExternalLink: t('toolbar.linkExternal'),
      linkEditorInternalLink: t('toolbar.linkInternal'),
      linkEditorSave: t('toolbar.linkSave'),
    }),
    [t],
  );
}

export function RichText({ editor, label, error }: { editor: Editor | null; label: string; error?: string }) {
  const labels = useEditorLabels();
  return (
    <div>
      <div className="blog-admin-label" id="blog-body-label">
        {label}
      </div>
      <RichTextEditor editor={editor} labels={labels} className="blog-admin-editor" data-invalid={error ? true : undefined}>
        <RichTextEditor.Toolbar sticky stickyOffset={60}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.Code />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.CodeBlock />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
            <ImageControl />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content aria-labelledby="blog-body-label" />
      </RichTextEditor>
      {error && (
        <div className="blog-admin-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
