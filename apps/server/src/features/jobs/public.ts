export {
  createJobRunner,
  type TJobQueue,
  type TJobRunner,
  type TJobHandler,
  type TEnqueueOptions,
  type TRecurringJob,
  type TScheduleTarget,
} from './runner.ts';
export { nextOccurrences } from './cron.ts';
export { registerPurgeJobs, purgeOnce } from './purges.ts';
export { enqueueInTransaction } from './enqueue-in-transaction.ts';
