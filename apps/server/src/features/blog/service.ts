import {
  BLOG_CONTENT_MAX_BYTES,
  BLOG_AUTO_EXCERPT_MAX,
  type TBlogAdminListQuery,
  type TBlogPost,
  type TBlogPublicPost,
  type TBlogPostPage,
  type TBlogPublicListQuery,
} from '@menudelite/shared/blog/contracts';
import { type TBlogPostInput, ZBlogPostInputSchema } from '@menudelite/shared/blog/contracts';
import { checkEditorDoc, docImageIds, docPlainText, excerptOf } from '@menudelite/shared/blog/editor-doc';
import type { TUploadedImage } from '@menudelite/shared/menu/images';
import type { TDb } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/dialect-sql.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { AppError, keyedError, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { TJobRunner } from '../jobs/public.ts';
import { PLATFORM_MEDIA_OWNER_ID, removePlatformImageFiles, storePlatformImage } from '../media/public.ts';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor.ts';
import { authorNames, toPost, toPublicPost, toSummary } from './mapper.ts';
import { enqueueBlogPublish } from './publish-job.ts';
import { renderPostHtml } from './render.ts';
import * as repo from './repository.ts';

type TInput = ReturnType<typeof ZBlogPostInputSchema.parse>;

/** The blog is the platform's: only a platform admin account writes it. */
function requireAdmin(actor: TActor | null): string {
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  if (!actor.isAdminAccount) throw new AppError('FORBIDDEN', 'Only a platform admin can do this');
  return actor.userId;
}

const slugTaken = () => keyedError('CONFLICT', 'alreadyExists', { path: 'body.slug', message: 'Another post already has this slug' });
const badContent = (reason: string) => keyedError('VALIDATION_FAILED', 'invalidValue', { path: 'body.content', message: `content: ${reason}` });

/** Everything a post's input turns into, checked before anything is written. */
async function prepare(db: TDb, input: TInput) {
  const json = JSON.stringify(input.content);
  if (Buffer.byteLength(json) > BLOG_CONTENT_MAX_BYTES) throw badContent(`larger than ${BLOG_CONTENT_MAX_BYTES} bytes`);
  const checked = checkEditorDoc(input.content);
  if (!checked.ok) throw badContent(checked.reason);
  // Pictures only from the blog's own uploads: the platform folder and an image the admins uploaded.
  const images = docImageIds(checked.doc);
  if (images.some((image) => image.folder !== PLATFORM_MEDIA_OWNER_ID)) throw badContent('an image that is not a blog upload');
  const wanted = [...new Set([...images.map((image) => image.id), ...(input.coverImageId ? [input.coverImageId] : [])])];
  const known = await repo.findBlogImageIds(db, wanted);
  if (input.coverImageId && !known.has(input.coverImageId))
    throw keyedError('VALIDATION_FAILED', 'invalidValue', { path: 'body.coverImageId', message: 'coverImageId: not a blog image' });
  if (images.some((image) => !known.has(image.id))) throw badContent('an image that is not a blog upload');
  const excerpt = input.excerpt || excerptOf(docPlainText(checked.doc), BLOG_AUTO_EXCERPT_MAX);
  return { content_json: json, html: renderPostHtml(checked.doc), excerpt };
}

/** A slug taken between the check and the write (two admins at once) is the same 409. */
async function write<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

export function createBlogAdminService(deps: { db: TDb; jobs: TJobRunner; dataDir: string }) {
  const { db } = deps;

  async function view(id: string): Promise<TBlogPost> {
    const row = await repo.findPostById(db, id);
    if (!row) throw notFound('Post');
    return toPost(row, await authorNames(db, [row]), new Date().toISOString());
  }

  return {
    async list(actor: TActor | null, query: TBlogAdminListQuery): Promise<TBlogPostPage> {
      requireAdmin(actor);
      const rows = await repo.listAdminPosts(db, { status: query.status, after: query.cursor ? decodeCursor(query.cursor) : undefined, limit: query.limit });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      const names = await authorNames(db, page);
      const now = new Date().toISOString();
      return {
        items: page.map((row) => toSummary(row, names, now)),
        nextCursor: rows.length > query.limit && last ? encodeCursor(last.updated_at, last.id) : null,
      };
    },

    async get(actor: TActor | null, id: string): Promise<TBlogPost> {
      requireAdmin(actor);
      return view(id);
    },

    async create(actor: TActor | null, body: TBlogPostInput): Promise<TBlogPost> {
      const userId = requireAdmin(actor);
      const input = ZBlogPostInputSchema.parse(body);
      const prepared = await prepare(db, input);
      if (await repo.slugTaken(db, input.slug, null)) throw slugTaken();
      const id = newId();
      const now = new Date().toISOString();
      await write(() =>
        repo.insertPost(db, {
          id,
          slug: input.slug,
          title: input.title,
          language: input.language,
          cover_image_id: input.coverImageId,
          ...prepared,
          status: 'draft',
          published_at: null,
          publish_job_id: null,
          author_user_id: userId,
          created_at: now,
          updated_at: now,
        }),
      );
      return view(id);
    },

    async update(actor: TActor | null, id: string, body: TBlogPostInput): Promise<TBlogPost> {
      requireAdmin(actor);
      const input = ZBlogPostInputSchema.parse(body);
      if (!(await repo.findPostById(db, id))) throw notFound('Post');
      const prepared = await prepare(db, input);
      if (await repo.slugTaken(db, input.slug, id)) throw slugTaken();
      const updated = await write(() =>
        repo.updatePostContent(db, id, {
          slug: input.slug,
          title: input.title,
          language: input.language,
          cover_image_id: input.coverImageId,
          ...prepared,
          updated_at: new Date().toISOString(),
        }),
      );
      if (!updated) throw notFound('Post');
      return view(id);
    },

    async remove(actor: TActor | null, id: string): Promise<void> {
      requireAdmin(actor);
      if (!(await repo.softDeletePost(db, id, new Date().toISOString()))) throw notFound('Post');
    },

    /** Now (no `at`, or not in the future): published. Later: scheduled, with a job at that time. */
    async publish(actor: TActor | null, id: string, atText: string | undefined): Promise<TBlogPost> {
      requireAdmin(actor);
      const row = await repo.findPostById(db, id);
      if (!row) throw notFound('Post');
      const now = new Date();
      const at = atText ? new Date(atText) : null;
      if (at && at.getTime() > now.getTime()) {
        const iso = at.toISOString();
        await db.transaction().execute(async (trx) => {
          const job = await enqueueBlogPublish(deps.jobs, { postId: id, at: iso }, trx);
          await repo.setPostStatus(trx, id, { status: 'scheduled', published_at: iso, publish_job_id: job.id, updated_at: now.toISOString() });
        });
      } else if (row.status !== 'published') {
        // A post published before keeps its date when published again only through unpublish → publish, which starts afresh.
        await repo.setPostStatus(db, id, { status: 'published', published_at: now.toISOString(), publish_job_id: null, updated_at: now.toISOString() });
      }
      return view(id);
    },

    /** Back to a draft: off the public list; a pending publish job finds it no longer scheduled and does nothing. */
    async unpublish(actor: TActor | null, id: string): Promise<TBlogPost> {
      requireAdmin(actor);
      const updated = await repo.setPostStatus(db, id, { status: 'draft', published_at: null, publish_job_id: null, updated_at: new Date().toISOString() });
      if (!updated) throw notFound('Post');
      return view(id);
    },

    /** An image for a post (cover or body), through the media pipeline's platform scope. */
    async uploadImage(actor: TActor | null, body: unknown): Promise<TUploadedImage> {
      const userId = requireAdmin(actor);
      const stored = await storePlatformImage(deps.dataDir, body);
      try {
        await repo.insertBlogImage(db, {
          id: stored.id,
          uploaded_by_user_id: userId,
          source_type: stored.sourceType,
          width: stored.width,
          height: stored.height,
          bytes: stored.bytes,
          created_at: new Date().toISOString(),
        });
      } catch (error) {
        await removePlatformImageFiles(deps.dataDir, stored.id);
        throw error;
      }
      return { id: stored.id, urls: stored.urls, width: stored.width, height: stored.height };
    },
  };
}

/** What readers (and the server-rendered pages) see: live posts only. */
export function createBlogPublicService(db: TDb) {
  return {
    async list(query: TBlogPublicListQuery): Promise<TBlogPostPage> {
      const now = new Date().toISOString();
      const rows = await repo.listLivePosts(db, {
        now,
        language: query.language,
        after: query.cursor ? decodeCursor(query.cursor) : undefined,
        limit: query.limit,
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      const names = await authorNames(db, page);
      return {
        items: page.map((row) => toSummary(row, names, now)),
        nextCursor: rows.length > query.limit && last?.published_at ? encodeCursor(last.published_at, last.id) : null,
      };
    },

    async get(idOrSlug: string): Promise<TBlogPublicPost> {
      const now = new Date().toISOString();
      const row = await repo.findLivePost(db, idOrSlug, now);
      if (!row) throw notFound('Post');
      return toPublicPost(row, await authorNames(db, [row]), now);
    },

    async sitemapEntries(): Promise<{ path: string; lastmod: string }[]> {
      const rows = await repo.listLiveSlugs(db, new Date().toISOString());
      return rows.map((row) => ({ path: `/blogs/${row.slug}`, lastmod: row.updated_at }));
    },
  };
}
export type TBlogPublicService = ReturnType<typeof createBlogPublicService>;
