import { escapeHtml } from './ssr-markup.ts';
import { isExternalHref, isSafeHref, type TDocMark, type TDocNode } from './editor-doc.ts';

/**
 * A checked Tiptap document (editor-doc.ts) to HTML, the way Tiptap's own renderHTML writes these
 * nodes (<p>, <h2>, <ul><li><p>, <pre><code class="language-x">, <a href rel target>). Every text
 * and attribute is escaped; only allowlisted nodes reach here, and unknown ones render nothing.
 * The server runs the result through sanitize-html as well (features/blog/render.ts): two locks.
 *
 * Why not @tiptap/html: see docs/api/blog.md "Rendering" (no DOM on the server, and a second copy of
 * the editor's dependency tree for a renderer of a dozen node types that are already allowlisted).
 */
export const EXTERNAL_LINK_REL = 'noopener noreferrer nofollow';

function markOpen(mark: TDocMark): string {
  switch (mark.type) {
    case 'bold':
      return '<strong>';
    case 'italic':
      return '<em>';
    case 'strike':
      return '<s>';
    case 'underline':
      return '<u>';
    case 'code':
      return '<code>';
    case 'link': {
      const href = String(mark.attrs?.href ?? '');
      if (!isSafeHref(href)) return '<span>';
      return isExternalHref(href) ? `<a href="${escapeHtml(href)}" target="_blank" rel="${EXTERNAL_LINK_REL}">` : `<a href="${escapeHtml(href)}">`;
    }
    default:
      return '<span>';
  }
}

function markClose(mark: TDocMark): string {
  const tag = { bold: 'strong', italic: 'em', strike: 's', underline: 'u', code: 'code' }[mark.type];
  if (tag) return `</${tag}>`;
  if (mark.type === 'link' && isSafeHref(String(mark.attrs?.href ?? ''))) return '</a>';
  return '</span>';
}

function children(node: TDocNode): string {
  return (node.content ?? []).map(renderNode).join('');
}

function renderNode(node: TDocNode): string {
  const attrs = node.attrs ?? {};
  switch (node.type) {
    case 'doc':
      return children(node);
    case 'text': {
      const marks = node.marks ?? [];
      return marks.map(markOpen).join('') + escapeHtml(node.text ?? '') + marks.toReversed().map(markClose).join('');
    }
    case 'paragraph':
      return `<p>${children(node)}</p>`;
    case 'heading': {
      const level = attrs.level === 3 || attrs.level === 4 ? attrs.level : 2;
      return `<h${level}>${children(node)}</h${level}>`;
    }
    case 'bulletList':
      return `<ul>${children(node)}</ul>`;
    case 'orderedList': {
      const start = typeof attrs.start === 'number' && attrs.start !== 1 ? ` start="${attrs.start}"` : '';
      const type = typeof attrs.type === 'string' && /^[1aAiI]$/.test(attrs.type) && attrs.type !== '1' ? ` type="${attrs.type}"` : '';
      return `<ol${start}${type}>${children(node)}</ol>`;
    }
    case 'listItem':
      return `<li>${children(node)}</li>`;
    case 'blockquote':
      return `<blockquote>${children(node)}</blockquote>`;
    case 'codeBlock': {
      const language = typeof attrs.language === 'string' && /^[a-z0-9-]{1,30}$/.test(attrs.language) ? ` class="language-${attrs.language}"` : '';
      // Marks inside code are dropped: its text is shown as written.
      const text = (node.content ?? []).map((child) => (child.type === 'text' ? escapeHtml(child.text ?? '') : '')).join('');
      return `<pre><code${language}>${text}</code></pre>`;
    }
    case 'hardBreak':
      return '<br>';
    case 'horizontalRule':
      return '<hr>';
    case 'image': {
      const out = [`src="${escapeHtml(String(attrs.src ?? ''))}"`, `alt="${escapeHtml(typeof attrs.alt === 'string' ? attrs.alt : '')}"`];
      if (typeof attrs.title === 'string' && attrs.title) out.push(`title="${escapeHtml(attrs.title)}"`);
      for (const name of ['width', 'height'] as const) {
        const value = parseInt(String(attrs[name] ?? ''), 10);
        if (Number.isInteger(value) && value > 0) out.push(`${name}="${value}"`);
      }
      return `<img ${out.join(' ')} loading="lazy">`;
    }
    default:
      return '';
  }
}

export function renderEditorDoc(doc: TDocNode): string {
  return renderNode(doc);
}
