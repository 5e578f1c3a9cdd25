import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * The blog (issue 12, docs/api/blog.md). A post keeps the editor's JSON (content_json, checked
 * against the allowlist of packages/shared/src/blog/editor-doc.ts) and the sanitised HTML rendered
 * from it at save (html), so readers never wait on a renderer.
 *
 * Slugs: unique among posts that are not deleted (a partial unique index, as offers' codes): a
 * deleted post keeps its slug for the record and frees it for a new post.
 *
 * status: draft | scheduled | published. published_at is when it went, or goes, live. A scheduled
 * post has a job (blog.publish) whose payload carries published_at; the job publishes only while
 * the post is still scheduled for that very time, so a re-schedule or an unpublish makes it a no-op.
 *
 * blog_images: the admins' uploads (POST /api/admin/blog/images), written by the media pipeline
 * into the platform folder (features/media platform scope). They are not media_images rows (those
 * belong to a venue), so the daily media purge never sees, and never removes, them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('blog_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uploaded_by_user_id', 'text', (c) => c.notNull())
    .addColumn('source_type', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('blog_posts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('cover_image_id', 'text', (c) => c.references('blog_images.id'))
    .addColumn('content_json', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text')
    .addColumn('publish_job_id', 'text')
    .addColumn('author_user_id', 'text', (c) => c.notNull())
    .addColumn('is_deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('blog_posts_slug_live_idx')
    .on('blog_posts')
    .column('slug')
    .unique()
    .where(sql<boolean>`is_deleted = false`)
    .execute();
  // The public list: live posts newest first (published_at, id as the tie-break of the cursor).
  await db.schema.createIndex('blog_posts_public_idx').on('blog_posts').columns(['status', 'published_at', 'id']).execute();
  await db.schema.createIndex('blog_posts_admin_idx').on('blog_posts').columns(['updated_at', 'id']).execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
