/**
 * The allowlist of a blog post's Tiptap JSON (issue 12, docs/api/blog.md "Content"). The editor
 * (StarterKit + Link + Image) saves a tree of nodes with marks; the server accepts only the nodes,
 * marks and attributes below, with safe values, and refuses everything else (a 400, nothing written):
 * an unknown node or mark, an unknown attribute, an `on*` attribute, a raw-HTML node, a link that is
 * not http(s), mailto or a site path, an image that is not one of our /media/ files.
 *
 *   nodes: doc, paragraph, text, heading (level 2-4), bulletList, orderedList (start, type),
 *          listItem, blockquote, codeBlock (language [a-z0-9-]{1,30}), hardBreak, horizontalRule,
 *          image (src /media/<uuid>/<uuid>-(sm|md|lg).webp, alt, title, width, height)
 *   marks: bold, italic, strike, underline (StarterKit 3 has it), code,
 *          link (href; target, rel and class are accepted and ignored: the renderer sets its own)
 */

export const BLOG_IMAGE_SRC =
  /^\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(?:sm|md|lg)\.webp$/;
const CODE_LANGUAGE = /^[a-z0-9-]{1,30}$/;
const ORDERED_TYPES = new Set(['1', 'a', 'A', 'i', 'I']);
const MAX_DEPTH = 24;
const TEXT_MAX = 100_000;
const ATTR_TEXT_MAX = 500;
const HREF_MAX = 2000;

export type TDocNode = { type: string; attrs?: Record<string, unknown>; content?: TDocNode[]; marks?: TDocMark[]; text?: string };
export type TDocMark = { type: string; attrs?: Record<string, unknown> };
export type TDocCheck = { ok: true; doc: TDocNode } | { ok: false; path: string; reason: string };

/** Whether a link target is safe: http(s), mailto, or a path on this site (not protocol-relative //). */
export function isSafeHref(href: string): boolean {
  if (href.length === 0 || href.length > HREF_MAX) return false;
  // Control characters and whitespace inside a scheme are how "java\nscript:" slips through filters.
  if ([...href].some((c) => c.charCodeAt(0) <= 0x20 || c.charCodeAt(0) === 0x7f || c === '\\' || /\s/.test(c))) return false;
  if (href.startsWith('/')) return !href.startsWith('//');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  if (scheme === 'mailto') return href.length > 'mailto:'.length;
  if (scheme !== 'http' && scheme !== 'https') return false;
  try {
    const url = new URL(href);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export const isExternalHref = (href: string) => /^https?:/i.test(href);

type TAttrRule = (value: unknown) => boolean;
const nullable =
  (rule: TAttrRule): TAttrRule =>
  (value) =>
    value === null || rule(value);
const shortText: TAttrRule = (value) => typeof value === 'string' && value.length <= ATTR_TEXT_MAX;
const ignoredText: TAttrRule = nullable((value) => typeof value === 'string' && value.length <= ATTR_TEXT_MAX);
const dimension: TAttrRule = nullable(
  (value) =>
    (typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 10_000) || (typeof value === 'string' && /^\d{1,5}(px)?$/.test(value)),
);

type TNodeRule = { attrs?: Record<string, TAttrRule>; leaf?: boolean };
const NODES: Record<string, TNodeRule> = {
  doc: {},
  paragraph: {},
  text: { leaf: true },
  heading: { attrs: { level: (v) => v === 2 || v === 3 || v === 4 } },
  bulletList: {},
  orderedList: {
    attrs: {
      start: (v) => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 100_000,
      type: nullable((v) => typeof v === 'string' && ORDERED_TYPES.has(v)),
    },
  },
  listItem: {},
  blockquote: {},
  codeBlock: { attrs: { language: nullable((v) => typeof v === 'string' && CODE_LANGUAGE.test(v)) } },
  hardBreak: { leaf: true },
  horizontalRule: { leaf: true },
  image: {
    leaf: true,
    attrs: {
      src: (v) => typeof v === 'string' && BLOG_IMAGE_SRC.test(v),
      alt: nullable(shortText),
      title: nullable(shortText),
      width: dimension,
      height: dimension,
    },
  },
};
const MARKS: Record<string, Record<string, TAttrRule>> = {
  bold: {},
  italic: {},
  strike: {},
  underline: {},
  code: {},
  link: { href: (v) => typeof v === 'string' && isSafeHref(v), target: ignoredText, rel: ignoredText, class: ignoredText, title: nullable(shortText) },
};
/** Attributes a node or mark must have. */
const REQUIRED: Record<string, string[]> = { heading: ['level'], image: ['src'], link: ['href'] };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function checkAttrs(kind: string, attrs: unknown, rules: Record<string, TAttrRule>, path: string): string | null {
  if (attrs === undefined) return (REQUIRED[kind] ?? []).length ? `${path}.attrs: ${kind} needs ${REQUIRED[kind]!.join(', ')}` : null;
  if (!isObject(attrs)) return `${path}.attrs: not an object`;
  for (const [name, value] of Object.entries(attrs)) {
    // Own names only: `constructor` or `hasOwnProperty` must not find Object.prototype's.
    const rule = Object.hasOwn(rules, name) ? rules[name] : undefined;
    if (!rule) return `${path}.attrs.${name}: attribute not allowed on ${kind}`;
    if (!rule(value)) return `${path}.attrs.${name}: value not allowed`;
  }
  for (const name of REQUIRED[kind] ?? []) if (attrs[name] === undefined || attrs[name] === null) return `${path}.attrs.${name}: required`;
  return null;
}

function checkNode(node: unknown, path: string, depth: number): string | null {
  if (depth > MAX_DEPTH) return `${path}: nested too deep`;
  if (!isObject(node)) return `${path}: not a node`;
  for (const key of Object.keys(node)) if (!['type', 'attrs', 'content', 'marks', 'text'].includes(key)) return `${path}.${key}: not allowed`;
  const type = node.type;
  if (typeof type !== 'string' || !Object.hasOwn(NODES, type)) return `${path}.type: node ${JSON.stringify(type)} is not allowed`;
  if (depth === 0 && type !== 'doc') return `${path}: the document must be a doc`;
  if (depth > 0 && type === 'doc') return `${path}: a doc inside a doc`;
  const rule = NODES[type]!;
  const attrsError = checkAttrs(type, node.attrs, rule.attrs ?? {}, path);
  if (attrsError) return attrsError;
  if (type === 'text') {
    if (typeof node.text !== 'string' || node.text.length === 0 || node.text.length > TEXT_MAX) return `${path}.text: text needed`;
  } else if (node.text !== undefined) return `${path}.text: only text nodes have text`;
  if (node.marks !== undefined) {
    if (type !== 'text' || !Array.isArray(node.marks)) return `${path}.marks: not allowed`;
    for (const [index, mark] of node.marks.entries()) {
      const at = `${path}.marks[${index}]`;
      if (!isObject(mark)) return `${at}: not a mark`;
      for (const key of Object.keys(mark)) if (key !== 'type' && key !== 'attrs') return `${at}.${key}: not allowed`;
      if (typeof mark.type !== 'string' || !Object.hasOwn(MARKS, mark.type)) return `${at}.type: mark ${JSON.stringify(mark.type)} is not allowed`;
      const markError = checkAttrs(mark.type, mark.attrs, MARKS[mark.type]!, at);
      if (markError) return markError;
    }
  }
  if (node.content !== undefined) {
    if (rule.leaf || !Array.isArray(node.content)) return `${path}.content: not allowed`;
    for (const [index, child] of node.content.entries()) {
      const error = checkNode(child, `${path}.content[${index}]`, depth + 1);
      if (error) return error;
    }
  }
  return null;
}

/** Checks a whole document against the allowlist. Answers the first offending place, for the 400's message. */
export function checkEditorDoc(doc: unknown): TDocCheck {
  const error = checkNode(doc, 'content', 0);
  return error ? { ok: false, path: 'body.content', reason: error } : { ok: true, doc: doc as TDocNode };
}

/** Every /media/ image id a (checked) document shows. */
export function docImageIds(doc: TDocNode): { folder: string; id: string }[] {
  const found: { folder: string; id: string }[] = [];
  const walk = (node: TDocNode) => {
    if (node.type === 'image') {
      const match = BLOG_IMAGE_SRC.exec(String(node.attrs?.src ?? ''));
      if (match) found.push({ folder: match[1]!, id: match[2]! });
    }
    for (const child of node.content ?? []) walk(child);
  };
  walk(doc);
  return found;
}

/** The words of a document, blocks separated by spaces: the excerpt when the post has none. */
export function docPlainText(doc: TDocNode): string {
  const parts: string[] = [];
  const walk = (node: TDocNode) => {
    if (node.type === 'text') parts.push(node.text ?? '');
    else if (node.type === 'hardBreak') parts.push(' ');
    for (const child of node.content ?? []) walk(child);
    if (node.type !== 'text' && node.type !== 'doc' && node.type !== 'hardBreak') parts.push(' ');
  };
  walk(doc);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** The first words, cut at a word boundary under `max` characters, with an ellipsis when cut. */
export function excerptOf(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
