/**
 * What a public page tells search engines and link previews (issue 12: title, description, Open
 * Graph, canonical URL). Pure: the web app sets these tags in the document (public-info's page-meta),
 * the server writes them into the HTML of the pages it renders (plugins/web-app-blog.ts).
 */
export type TPageMeta = {
  title: string;
  description: string;
  /** The page's own path; the canonical URL and og:url are the origin plus it, never a query string. */
  path: string;
  /** The language of the text (en, ar, zh...), for og:locale. */
  language: string;
  /** A path or URL of the preview image, when the page has one. */
  image?: string;
  /** og:type: 'website' unless said otherwise (a blog post is an 'article'). */
  type?: 'website' | 'article';
  /** An article's publication time (ISO), for article:published_time. */
  publishedTime?: string;
};

/** One tag in <head>: found by `key` (e.g. name=description), its value in `valueAttribute`. */
export type THeadTag = { element: 'meta' | 'link'; key: [string, string]; valueAttribute: 'content' | 'href'; value: string };

export const SITE_NAME = 'MenuDelite';

const meta = (attribute: 'name' | 'property', name: string, value: string): THeadTag => ({
  element: 'meta',
  key: [attribute, name],
  valueAttribute: 'content',
  value,
});

export const documentTitle = (title: string) => `${title} · ${SITE_NAME}`;

/** The head tags of a page, pure so a unit test can read them. */
export function headTags(page: TPageMeta, origin: string): THeadTag[] {
  const url = new URL(page.path, origin);
  url.search = '';
  url.hash = '';
  const tags: THeadTag[] = [
    meta('name', 'description', page.description),
    meta('property', 'og:type', page.type ?? 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', url.href),
    meta('property', 'og:locale', page.language.replace('-', '_')),
    meta('name', 'twitter:card', page.image ? 'summary_large_image' : 'summary'),
    { element: 'link', key: ['rel', 'canonical'], valueAttribute: 'href', value: url.href },
  ];
  if (page.image) tags.push(meta('property', 'og:image', new URL(page.image, origin).href));
  if (page.publishedTime) tags.push(meta('property', 'article:published_time', page.publishedTime));
  return tags;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The tags as HTML, every value escaped: for the server's rendered pages. */
export function headTagsHtml(tags: readonly THeadTag[]): string {
  return tags.map((tag) => `<${tag.element} ${tag.key[0]}="${escapeAttribute(tag.key[1])}" ${tag.valueAttribute}="${escapeAttribute(tag.value)}">`).join('');
}
