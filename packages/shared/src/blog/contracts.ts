import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';
import { pageOf, PAGE_LIMIT_MAX } from '../lib/pagination.ts';
import { ZImageUrlsSchema } from '../menu/images.ts';

/**
 * The blog (issue 12, docs/api/blog.md). Platform admins (isAdminAccount) write posts in a Tiptap
 * editor; the post is stored as the editor's JSON, checked against an allowlist of nodes, marks and
 * attributes (blog/editor-doc.ts), and rendered on the server to sanitised HTML for readers.
 */
export const BLOG_TITLE_MAX = 200;
export const BLOG_SLUG_MAX = 120;
export const BLOG_EXCERPT_MAX = 300;
/** A post saved without an excerpt gets its first words, about a search result's snippet long. */
export const BLOG_AUTO_EXCERPT_MAX = 160;
/** The editor's JSON, serialised: a long article with many images stays well under it. */
export const BLOG_CONTENT_MAX_BYTES = 200_000;
export const BLOG_PAGE_SIZE = 9;

/** Lowercase words joined by single hyphens: the post's URL, /blogs/<slug>. */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const ZBlogSlugSchema = z.string().trim().min(1).max(BLOG_SLUG_MAX).regex(BLOG_SLUG_PATTERN, 'lowercase letters, digits and single hyphens');

export const BLOG_STATUSES = ['draft', 'scheduled', 'published'] as const;
export const ZBlogStatusSchema = z.enum(BLOG_STATUSES);
export type TBlogStatus = z.infer<typeof ZBlogStatusSchema>;

/** A Tiptap document as it arrives; its inside is checked by blog/editor-doc.ts on the server. */
export const ZEditorDocSchema = z.object({ type: z.literal('doc'), content: z.array(z.unknown()).max(5_000).optional() }).loose();
export type TEditorDoc = { type: 'doc'; content?: unknown[] };

/** What the editor saves. A new post is a draft; publishing is its own call. */
export const ZBlogPostInputSchema = z.strictObject({
  title: z.string().trim().min(1).max(BLOG_TITLE_MAX),
  slug: ZBlogSlugSchema,
  language: z.enum(LANGUAGES),
  /** The list's teaser; empty means the first words of the post. */
  excerpt: z.string().trim().max(BLOG_EXCERPT_MAX).default(''),
  /** An image uploaded through POST /api/admin/blog/images, or none. */
  coverImageId: z.uuid().nullable().default(null),
  content: ZEditorDocSchema,
});
export type TBlogPostInput = z.input<typeof ZBlogPostInputSchema>;

/** Publish now (no `at`, or `at` not in the future) or at a time (scheduled; the job runner publishes it). */
export const ZBlogPublishSchema = z.strictObject({ at: z.iso.datetime({ offset: true }).optional() });
export type TBlogPublish = z.infer<typeof ZBlogPublishSchema>;

export const ZBlogPostSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  language: z.enum(LANGUAGES),
  coverImage: ZImageUrlsSchema.nullable(),
  status: ZBlogStatusSchema,
  /** When it went (or goes, when scheduled) live; ISO UTC. */
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  authorName: z.string(),
});
export type TBlogPostSummary = z.infer<typeof ZBlogPostSummarySchema>;

export const ZBlogPostSchema = ZBlogPostSummarySchema.extend({
  coverImageId: z.string().nullable(),
  /** The editor's JSON, for the editor. */
  content: ZEditorDocSchema,
  /** The sanitised HTML, for readers. */
  html: z.string(),
});
export type TBlogPost = z.infer<typeof ZBlogPostSchema>;

/** What readers get: the post and its HTML, without the editor's JSON (only the editor needs that). */
export const ZBlogPublicPostSchema = ZBlogPostSummarySchema.extend({ html: z.string() });
export type TBlogPublicPost = z.infer<typeof ZBlogPublicPostSchema>;

export const ZBlogPostPageSchema = pageOf(ZBlogPostSummarySchema);
export type TBlogPostPage = z.infer<typeof ZBlogPostPageSchema>;

export const ZBlogListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(BLOG_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
});
/** The public list may be narrowed to one language (GET /api/blog/posts?language=ar). */
export const ZBlogPublicListQuerySchema = ZBlogListQuerySchema.extend({ language: z.enum(LANGUAGES).optional() });
export type TBlogPublicListQuery = z.infer<typeof ZBlogPublicListQuerySchema>;
export const ZBlogAdminListQuerySchema = ZBlogListQuerySchema.extend({ status: ZBlogStatusSchema.optional() });
export type TBlogAdminListQuery = z.infer<typeof ZBlogAdminListQuerySchema>;

export const ZBlogPostIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const ZBlogIdOrSlugParamsSchema = z.object({ idOrSlug: z.string().min(1).max(200) });

/**
 * What the server puts in a blog page's HTML (script#md-ssr-data, type application/json) when it
 * renders /blogs or /blogs/:id, so the app hydrates its query cache from it instead of fetching.
 */
export type TBlogSsrData = { kind: 'blogList'; cursor: string | null; page: TBlogPostPage } | { kind: 'blogPost'; idOrSlug: string; post: TBlogPublicPost };
export const SSR_DATA_ELEMENT_ID = 'md-ssr-data';
