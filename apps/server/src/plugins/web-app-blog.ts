import type { TBlogPostPage, TBlogPublicPost, TBlogSsrData } from '@menudelite/shared/blog/contracts';
import { BLOG_PAGE_SIZE, SSR_DATA_ELEMENT_ID } from '@menudelite/shared/blog/contracts';
import { BLOG_CSS } from '@menudelite/shared/blog/blog-css';
import { blogListPageMarkup, blogPostPageMarkup, blogPostPath, escapeHtml } from '@menudelite/shared/blog/ssr-markup';
import { blogStrings } from '@menudelite/shared/blog/strings';
import { directionOf, isLanguage, LANGUAGES, type TLanguage } from '@menudelite/shared/i18n/languages';
import { documentTitle, headTags, headTagsHtml, type TPageMeta } from '@menudelite/shared/site/head-tags';
import type { TBlogPublicService } from '../features/blog/public.ts';

/**
 * Server rendering of the public blog pages (issue 12, docs/api/blog.md "Server rendering"):
 * /blogs and /blogs/:idOrSlug get index.html with a real title, meta description, Open Graph tags,
 * canonical URL, <html lang dir>, the page's markup inside #root (shared ssr-markup.ts, styled by
 * the inlined BLOG_CSS) and the page's data in script#md-ssr-data, which the app reads instead of
 * fetching. /blogs/create and /blogs/:id/edit are the editor's: plain index.html.
 */
export type TBlogPage = { kind: 'list' } | { kind: 'post'; idOrSlug: string };

export function blogPageOf(path: string): TBlogPage | null {
  if (path === '/blogs' || path === '/blogs/') return { kind: 'list' };
  const match = /^\/blogs\/([^/]+)\/?$/.exec(path);
  if (!match || match[1] === 'create') return null;
  let idOrSlug: string;
  try {
    idOrSlug = decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
  return { kind: 'post', idOrSlug };
}

/** The reader's language for the list page: the app's `locale` cookie, else Accept-Language, else English. */
export function blogListLanguage(cookieHeader: string | undefined, acceptLanguage: string | undefined): TLanguage {
  const cookie = /(?:^|;\s*)locale=([a-z]{2})(?:;|$)/.exec(cookieHeader ?? '')?.[1];
  if (isLanguage(cookie)) return cookie;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if ((LANGUAGES as readonly string[]).includes(code)) return code as TLanguage;
  }
  return 'en';
}

/** JSON inside <script>: no "</script>", "<!--" or line separators can end or confuse it. */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** index.html with the page's head, language, markup and data. */
export function withBlogPage(indexHtml: string, page: { meta: TPageMeta; language: TLanguage; markup: string; data: TBlogSsrData }, origin: string): string {
  const head = `${headTagsHtml(headTags(page.meta, origin).filter((tag) => tag.key[1] !== 'description'))}<style>${BLOG_CSS}</style>`;
  const description = `<meta name="description" content="${escapeHtml(page.meta.description)}">`;
  // Replacer functions throughout: a title or excerpt may hold `$'` or `$&`, which a replacement
  // string would expand into pieces of the page.
  let html = indexHtml
    .replace(/<html[^>]*>/, () => `<html lang="${page.language}" dir="${directionOf(page.language)}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(documentTitle(page.meta.title))}</title>`);
  html = /<meta name="description"[^>]*>/.test(html)
    ? html.replace(/<meta name="description"[^>]*>/, () => description)
    : html.replace('</head>', () => `${description}</head>`);
  html = html.replace('</head>', () => `${head}</head>`);
  const data = `<script type="application/json" id="${SSR_DATA_ELEMENT_ID}">${scriptJson(page.data)}</script>`;
  const start = html.indexOf('<div id="root">');
  const bodyEnd = html.lastIndexOf('</body>');
  const rootEnd = html.lastIndexOf('</div>', bodyEnd);
  if (start < 0 || bodyEnd < 0 || rootEnd < start) return html.replace('</body>', () => `${data}</body>`);
  return `${html.slice(0, start)}<div id="root">${page.markup}</div>${data}${html.slice(rootEnd + '</div>'.length)}`;
}

function postPage(post: TBlogPublicPost, idOrSlug: string) {
  return {
    meta: {
      title: post.title,
      description: post.excerpt || post.title,
      path: blogPostPath(post),
      language: post.language,
      type: 'article' as const,
      ...(post.coverImage ? { image: post.coverImage.lg } : {}),
      ...(post.publishedAt ? { publishedTime: post.publishedAt } : {}),
    },
    language: post.language,
    markup: blogPostPageMarkup(post),
    data: { kind: 'blogPost', idOrSlug, post } satisfies TBlogSsrData,
  };
}

function listPage(page: TBlogPostPage, language: TLanguage, cursor: string | null) {
  const s = blogStrings(language);
  return {
    meta: {
      title: s.blog,
      description: s.blogDescription,
      path: '/blogs',
      language,
      ...(page.items[0]?.coverImage ? { image: page.items[0].coverImage.lg } : {}),
    },
    language,
    markup: blogListPageMarkup(page, language, cursor),
    data: { kind: 'blogList', cursor, page } satisfies TBlogSsrData,
  };
}

/** The rendered page, or null when there is nothing to show (unknown or unpublished post, a bad cursor): the caller answers 404 with the plain app. */
export async function renderBlogPage(
  service: TBlogPublicService,
  indexHtml: string,
  request: { page: TBlogPage; query: string; cookie: string | undefined; acceptLanguage: string | undefined; origin: string },
): Promise<string | null> {
  try {
    if (request.page.kind === 'post') {
      const post = await service.get(request.page.idOrSlug);
      return withBlogPage(indexHtml, postPage(post, request.page.idOrSlug), request.origin);
    }
    const cursor = new URLSearchParams(request.query).get('cursor') || null;
    const list = await service.list({ limit: BLOG_PAGE_SIZE, ...(cursor ? { cursor } : {}) });
    return withBlogPage(indexHtml, listPage(list, blogListLanguage(request.cookie, request.acceptLanguage), cursor), request.origin);
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'NOT_FOUND' || code === 'VALIDATION_FAILED') return null;
    throw error;
  }
}
