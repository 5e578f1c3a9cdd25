import type { TDb } from '../../db/database.ts';
import type { TJobRunner } from '../jobs/public.ts';
import { publishIfScheduledAt } from './repository.ts';

export const BLOG_PUBLISH_JOB = 'blog.publish';
/** The post and the time it was scheduled for: a job for any other time is stale and does nothing. */
export type TBlogPublishPayload = { postId: string; at: string };

/**
 * blog.publish: at the scheduled time, the post becomes published, only if it is still scheduled for
 * exactly that time. Re-scheduling enqueues a new job (its own unique key) and leaves the old one to
 * run into this check; unpublishing or deleting does the same. The jobs table makes it durable.
 */
export function registerBlogPublishJob(d: { db: TDb; jobs: TJobRunner }): void {
  d.jobs.define<TBlogPublishPayload>(
    BLOG_PUBLISH_JOB,
    async ({ postId, at }) => {
      await publishIfScheduledAt(d.db, postId, at, new Date().toISOString());
    },
    { maxAttempts: 8 },
  );
}

export function enqueueBlogPublish(jobs: TJobRunner, payload: TBlogPublishPayload, trx?: TDb) {
  return jobs.enqueue(BLOG_PUBLISH_JOB, payload, { runAt: payload.at, uniqueKey: `${BLOG_PUBLISH_JOB}:${payload.postId}:${payload.at}` }, trx);
}
