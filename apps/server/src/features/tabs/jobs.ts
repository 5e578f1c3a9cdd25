import type { TJobRunner } from '../jobs/public.ts';
import type { TTabCloser } from './close-service.ts';
import { TAB_CHECK_JOB, type TTabCheckPayload } from './schedule.ts';

/**
 * The tab checks run on the durable job runner: each looks at one tab when its deadline should
 * have come. A provider that cannot be reached fails the run, which the runner retries with backoff
 * (the tab stays closing meanwhile and the retry charges under the same key).
 */
export function registerTabJobs(jobs: Pick<TJobRunner, 'define'>, closer: TTabCloser): void {
  jobs.define<TTabCheckPayload>(TAB_CHECK_JOB, async ({ tabId }) => closer.check(tabId), { maxAttempts: 12 });
}
