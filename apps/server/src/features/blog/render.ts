import sanitizeHtml from 'sanitize-html';
import { BLOG_IMAGE_SRC, isExternalHref, isSafeHref, type TDocNode } from '@menudelite/shared/blog/editor-doc';
import { EXTERNAL_LINK_REL, renderEditorDoc } from '@menudelite/shared/blog/render-doc';

/**
 * A checked post document to the HTML readers get. renderEditorDoc (shared) writes only allowlisted
 * nodes with every text escaped; sanitize-html then keeps only the tags and attributes that renderer
 * can write, as a second lock: no script, no on* handler, no javascript:/data: URL, images only from
 * our /media/ files, and external links with rel="noopener noreferrer nofollow".
 */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'br', 'hr', 'img', 'strong', 'em', 's', 'u', 'a', 'span'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    ol: ['start', 'type'],
    code: ['class'],
  },
  allowedClasses: { code: [/^language-[a-z0-9-]{1,30}$/] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => frame.tag === 'img' && !BLOG_IMAGE_SRC.test(frame.attribs.src ?? ''),
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href ?? '';
      if (!isSafeHref(href)) return { tagName: 'span', attribs: {} };
      const external: sanitizeHtml.Attributes = { href, target: '_blank', rel: EXTERNAL_LINK_REL };
      return { tagName, attribs: isExternalHref(href) ? external : { href } };
    },
  },
};

export function renderPostHtml(doc: TDocNode): string {
  return sanitizeHtml(renderEditorDoc(doc), SANITIZE);
}
