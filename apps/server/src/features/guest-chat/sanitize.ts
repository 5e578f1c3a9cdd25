import sanitizeHtml from 'sanitize-html';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&nbsp;': ' ' };

/**
 * A chat body as stored: plain text. Every tag goes (their text stays, except in script, style and
 * the like, which go whole); sanitize-html's entity escaping is undone, because the text is only ever
 * shown as text (React text nodes, escaped e-mail templates). Line breaks stay; runs of blank lines
 * and the ends are trimmed. Answers '' when nothing but markup or spaces was sent.
 */
export function sanitizeChatBody(raw: string): string {
  // A fixed point: decoding entities may reveal markup (typed "&lt;img …&gt;", or the text of a raw-text
  // element), so strip again until nothing changes. Each pass only shortens the text; a few passes suffice.
  let text = stripOnce(raw);
  for (let pass = 0; pass < 8; pass++) {
    const again = stripOnce(text);
    if (again === text) break;
    text = again;
  }
  // Nothing visible (only spaces, zero-width or direction marks): nothing to send.
  return text.replace(/[\p{Cf}\s]/gu, '') ? text : '';
}

/** Elements whose content goes with them: scripts, styles, and the raw-text elements whose "text" is markup. */
const DROPPED_WHOLE = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'template',
  'title',
  'head',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
];

function stripOnce(raw: string): string {
  const stripped = sanitizeHtml(raw.replace(/<br\s*\/?>/gi, '\n'), {
    allowedTags: [],
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
    nonTextTags: DROPPED_WHOLE,
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
