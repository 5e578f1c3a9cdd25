import type { TDb } from '../../db/database.ts';
import type { TJobQueue } from '../jobs/public.ts';

/** The job that looks at one tab: closes it when its deadline has passed, else comes back at the deadline. */
export const TAB_CHECK_JOB = 'tabs.check';
export type TTabCheckPayload = { tabId: string };

/**
 * Puts a look at the tab on the job queue for `at`. One job per tab and moment (the unique key), so
 * however often the same deadline is computed there is one check for it. Activity on the bill is
 * not reported to tabs: the check finds the deadline moved and schedules the next one, so a check
 * never closes a tab early and a moved deadline costs one extra job run.
 */
export async function scheduleTabCheck(jobs: TJobQueue, tabId: string, at: Date, trx?: TDb): Promise<void> {
  const runAt = new Date(Math.ceil(at.getTime() / 1000) * 1000);
  await jobs.enqueue(TAB_CHECK_JOB, { tabId } satisfies TTabCheckPayload, { runAt, uniqueKey: `tab-check:${tabId}:${runAt.toISOString()}` }, trx);
}
