import { directionOf, type TLanguage } from '../i18n/languages.ts';
import type { TImageUrls } from '../menu/images.ts';
import type { TBlogPostPage, TBlogPostSummary, TBlogPublicPost } from './contracts.ts';
import { blogStrings, formatBlogDate } from './strings.ts';

/**
 * The markup of the public blog pages, one source for both renderers (docs/api/blog.md):
 * - the server puts it inside <div id="root"> of /blogs and /blogs/:id, for search engines, link
 *   previews and a first paint without JavaScript;
 * - the web app's blog pages render the same elements and class names (React), so when the app
 *   mounts over it nothing moves. The classes are styled by BLOG_CSS (blog-css.ts).
 *
 * Every text and attribute is escaped here; the post's body (`post.html`) is the sanitised HTML the
 * server rendered at save time (render-html on the server), inserted as is.
 *
 * Shape:
 *   div.md-blog[lang][dir]
 *     header.md-blog-header > nav[aria-label] > a.md-blog-brand[href=/] + a.md-blog-nav[href=/blogs]
 *     main.md-blog-main
 *       post: article.md-blog-article > h1.md-blog-title, p.md-blog-meta > time + span.md-blog-author,
 *             img.md-blog-cover, div.md-blog-body
 *       list: h1.md-blog-list-title, ul.md-blog-list > li.md-blog-card > img.md-blog-card-cover,
 *             h2.md-blog-card-title > a, time.md-blog-card-date, p.md-blog-card-excerpt;
 *             p.md-blog-empty when there is none; nav.md-blog-pager > a.md-blog-pager-newest, a.md-blog-pager-older
 */

export const BLOG_BRAND = 'MenuDelite';
/** Covers are cropped to this box (object-fit: cover), so width/height reserve the space before they load. */
export const BLOG_COVER_WIDTH = 1280;
export const BLOG_COVER_HEIGHT = 720;
export const BLOG_COVER_SIZES = '(max-width: 800px) 100vw, 760px';
export const BLOG_CARD_SIZES = '(max-width: 640px) 100vw, 360px';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Escapes text and attribute values (always quoted with "). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

export const blogPostPath = (post: Pick<TBlogPostSummary, 'slug'>) => `/blogs/${encodeURIComponent(post.slug)}`;
export const blogListPath = (cursor: string | null) => (cursor ? `/blogs?cursor=${encodeURIComponent(cursor)}` : '/blogs');
export const blogImageSrcSet = (urls: TImageUrls) => `${urls.sm} 320w, ${urls.md} 640w, ${urls.lg} 1280w`;

/** The excerpt a card shows: the post's own, else nothing (the server fills it from the text at save). */
export const blogExcerpt = (post: Pick<TBlogPostSummary, 'excerpt'>) => post.excerpt;

function attrs(values: Record<string, string | undefined>): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
}

function header(language: TLanguage): string {
  const s = blogStrings(language);
  return (
    `<header class="md-blog-header"><nav class="md-blog-header-nav"${attrs({ 'aria-label': s.blogNavigation })}>` +
    `<a class="md-blog-brand" href="/">${escapeHtml(BLOG_BRAND)}</a>` +
    `<a class="md-blog-nav" href="/blogs">${escapeHtml(s.blog)}</a></nav></header>`
  );
}

function frame(language: TLanguage, main: string): string {
  return `<div class="md-blog"${attrs({ lang: language, dir: directionOf(language) })}>${header(language)}<main class="md-blog-main">${main}</main></div>`;
}

/** The article of one post (without the page frame). */
export function blogArticleMarkup(post: TBlogPublicPost): string {
  const s = blogStrings(post.language);
  const time = post.publishedAt ? `<time${attrs({ datetime: post.publishedAt })}>${escapeHtml(formatBlogDate(post.publishedAt, post.language))}</time>` : '';
  const author = `<span class="md-blog-author">${escapeHtml(s.byAuthor.replace('{name}', post.authorName))}</span>`;
  const cover = post.coverImage
    ? `<img${attrs({
        class: 'md-blog-cover',
        src: post.coverImage.lg,
        srcset: blogImageSrcSet(post.coverImage),
        sizes: BLOG_COVER_SIZES,
        width: String(BLOG_COVER_WIDTH),
        height: String(BLOG_COVER_HEIGHT),
        alt: '',
        fetchpriority: 'high',
      })}>`
    : '';
  return (
    `<article class="md-blog-article">` +
    `<h1 class="md-blog-title">${escapeHtml(post.title)}</h1>` +
    `<p class="md-blog-meta">${time}${author}</p>` +
    cover +
    `<div class="md-blog-body">${post.html}</div>` +
    `</article>`
  );
}

function card(post: TBlogPostSummary, index: number): string {
  const cover = post.coverImage
    ? `<img${attrs({
        class: 'md-blog-card-cover',
        src: post.coverImage.md,
        srcset: blogImageSrcSet(post.coverImage),
        sizes: BLOG_CARD_SIZES,
        width: String(BLOG_COVER_WIDTH),
        height: String(BLOG_COVER_HEIGHT),
        alt: '',
        loading: index === 0 ? undefined : 'lazy',
      })}>`
    : '';
  const time = post.publishedAt
    ? `<time${attrs({ class: 'md-blog-card-date', datetime: post.publishedAt })}>${escapeHtml(formatBlogDate(post.publishedAt, post.language))}</time>`
    : '';
  return (
    `<li${attrs({ class: 'md-blog-card', lang: post.language, dir: directionOf(post.language) })}>` +
    cover +
    `<h2 class="md-blog-card-title"><a${attrs({ href: blogPostPath(post) })}>${escapeHtml(post.title)}</a></h2>` +
    time +
    `<p class="md-blog-card-excerpt">${escapeHtml(blogExcerpt(post))}</p>` +
    `</li>`
  );
}

/** The list of one page of posts (without the page frame). `cursor` is the page's own cursor (null on the first). */
export function blogListMarkup(page: TBlogPostPage, language: TLanguage, cursor: string | null): string {
  const s = blogStrings(language);
  const list = page.items.length ? `<ul class="md-blog-list">${page.items.map(card).join('')}</ul>` : `<p class="md-blog-empty">${escapeHtml(s.noPosts)}</p>`;
  const newest = cursor ? `<a class="md-blog-pager-newest" href="/blogs">${escapeHtml(s.newestPosts)}</a>` : '';
  const older = page.nextCursor ? `<a${attrs({ class: 'md-blog-pager-older', href: blogListPath(page.nextCursor) })}>${escapeHtml(s.olderPosts)}</a>` : '';
  const pager = newest || older ? `<nav${attrs({ class: 'md-blog-pager', 'aria-label': s.pagination })}>${newest}${older}</nav>` : '';
  return `<h1 class="md-blog-list-title">${escapeHtml(s.blog)}</h1>${list}${pager}`;
}

/** The whole page of a post: frame (in the post's language) and article. */
export function blogPostPageMarkup(post: TBlogPublicPost): string {
  return frame(post.language, blogArticleMarkup(post));
}

/** The whole page of the list: frame in the reader's language and the list. */
export function blogListPageMarkup(page: TBlogPostPage, language: TLanguage, cursor: string | null): string {
  return frame(language, blogListMarkup(page, language, cursor));
}
