import sanitizeHtml from 'sanitize-html';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&nbsp;': ' ' };

/**
 * A chat body as stored: plain text. Every tag goes (their text stays, except in script, style and
 * the like, which go whole); sanitize-html's entity escaping is undone, because the text is only ever
 * shown as text (React text nodes, escaped e-mail templates). Line breaks stay; runs of blank lines
 * and the ends are trimmed. Answers '' when nothing but markup or spaces was sent.
 */
export function sanitizeChatBody(raw: string): string {
  const stripped = sanitizeHtml(raw.replace(/<br\s*\/?>/gi, '\n'), {
    allowedTags: [],
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template', 'title', 'head'],
  });
  const text = stripped.replace(/&(?:amp|lt|gt|quot|#39|#x27|nbsp);/g, (entity) => ENTITIES[entity] ?? entity);
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[^\P{Cc}\n\t]/gu, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The inbox's one-line preview of a message. */
export function previewOf(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > 120 ? `${line.slice(0, 119)}…` : line;
}
