import type { Selectable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { BlogImagesTable, BlogPostsTable } from '../../db/schema.ts';

export type TPostRow = Selectable<BlogPostsTable>;
export type TPostWrite = Omit<TPostRow, 'is_deleted'>;

const live = (db: TDb) => db.selectFrom('blog_posts').selectAll().where('is_deleted', '=', false);

/**
 * Live to readers: published, or scheduled with its time come (the publish job makes it published;
 * a late job never hides a post that is due).
 */
function whereLive<Q extends { where: (...args: any[]) => Q }>(query: Q, now: string): Q {
  return query.where((eb: any) => eb.or([eb('status', '=', 'published'), eb.and([eb('status', '=', 'scheduled'), eb('published_at', '<=', now)])]));
}

export async function insertPost(db: TDb, row: TPostWrite): Promise<void> {
  await db
    .insertInto('blog_posts')
    .values({ ...row, is_deleted: false })
    .execute();
}

export async function findPostById(db: TDb, id: string): Promise<TPostRow | undefined> {
  return live(db).where('id', '=', id).executeTakeFirst();
}

export async function slugTaken(db: TDb, slug: string, exceptId: string | null): Promise<boolean> {
  let query = db.selectFrom('blog_posts').select('id').where('is_deleted', '=', false).where('slug', '=', slug);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Writes the editable fields of a post that is not deleted; answers whether one was. */
export async function updatePostContent(
  db: TDb,
  id: string,
  patch: Pick<TPostRow, 'slug' | 'title' | 'excerpt' | 'language' | 'cover_image_id' | 'content_json' | 'html' | 'updated_at'>,
): Promise<boolean> {
  const result = await db.updateTable('blog_posts').set(patch).where('id', '=', id).where('is_deleted', '=', false).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setPostStatus(db: TDb, id: string, patch: Pick<TPostRow, 'status' | 'published_at' | 'publish_job_id' | 'updated_at'>): Promise<boolean> {
  const result = await db.updateTable('blog_posts').set(patch).where('id', '=', id).where('is_deleted', '=', false).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function softDeletePost(db: TDb, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('blog_posts')
    .set({ is_deleted: true, publish_job_id: null, updated_at: now })
    .where('id', '=', id)
    .where('is_deleted', '=', false)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The publish job's one write: only while the post is still scheduled for that very time. */
export async function publishIfScheduledAt(db: TDb, id: string, at: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('blog_posts')
    .set({ status: 'published', publish_job_id: null, updated_at: now })
    .where('id', '=', id)
    .where('is_deleted', '=', false)
    .where('status', '=', 'scheduled')
    .where('published_at', '=', at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The admin's list: every post not deleted, last edited first. */
export async function listAdminPosts(db: TDb, q: { status?: string | undefined; after?: { at: string; id: string } | undefined; limit: number }) {
  let query = live(db);
  if (q.status) query = query.where('status', '=', q.status);
  if (q.after) {
    const { at, id } = q.after;
    query = query.where((eb) => eb.or([eb('updated_at', '<', at), eb.and([eb('updated_at', '=', at), eb('id', '<', id)])]));
  }
  return query
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(q.limit + 1)
    .execute();
}

/** Readers' list: live posts, newest first. */
export async function listLivePosts(
  db: TDb,
  q: { now: string; language?: string | undefined; after?: { at: string; id: string } | undefined; limit: number },
): Promise<TPostRow[]> {
  let query = whereLive(live(db), q.now);
  if (q.language) query = query.where('language', '=', q.language);
  if (q.after) {
    const { at, id } = q.after;
    query = query.where((eb) => eb.or([eb('published_at', '<', at), eb.and([eb('published_at', '=', at), eb('id', '<', id)])]));
  }
  return query
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(q.limit + 1)
    .execute();
}

/** One live post by id or slug. */
export async function findLivePost(db: TDb, idOrSlug: string, now: string): Promise<TPostRow | undefined> {
  return whereLive(live(db), now)
    .where((eb) => eb.or([eb('id', '=', idOrSlug), eb('slug', '=', idOrSlug)]))
    .executeTakeFirst();
}

/** Every live post's slug and last change, for sitemap.xml. */
export async function listLiveSlugs(db: TDb, now: string): Promise<{ slug: string; updated_at: string }[]> {
  return whereLive(db.selectFrom('blog_posts').select(['slug', 'updated_at', 'status', 'published_at']).where('is_deleted', '=', false), now)
    .orderBy('published_at', 'desc')
    .limit(50_000)
    .execute();
}

export async function insertBlogImage(db: TDb, row: Selectable<BlogImagesTable>): Promise<void> {
  await db.insertInto('blog_images').values(row).execute();
}

export async function findBlogImageIds(db: TDb, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('blog_images')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => row.id));
}

export async function countPosts(db: TDb): Promise<number> {
  const row = await db
    .selectFrom('blog_posts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
