import type { TJob, TJobListQuery } from '@menudelite/shared/jobs/contracts';
import type { TPage } from '@menudelite/shared/lib/pagination';
import type { TDb } from '../../db/database.ts';
import { nowIso } from '../../db/rows.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { toJob } from './mapper.ts';
import * as repo from './repository.ts';

/** Jobs span every venue, so only a platform admin account may see or touch them. */
function requireAdmin(actor: TActor | null): void {
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  if (!actor.isAdminAccount) throw new AppError('FORBIDDEN', 'Only a platform admin can do this');
}

/** The platform admin's view of the job queue: list jobs by status (failed ones first of all), retry a failed one. */
export function createJobsAdminService(db: TDb) {
  return {
    async list(actor: TActor | null, query: TJobListQuery): Promise<TPage<TJob>> {
      requireAdmin(actor);
      const rows = await repo.listJobs(db, query);
      const page = rows.slice(0, query.limit);
      return { items: page.map(toJob), nextCursor: rows.length > query.limit ? page.at(-1)!.id : null };
    },

    /** Back to the queue, due now, with a fresh set of attempts. */
    async retry(actor: TActor | null, id: string): Promise<TJob> {
      requireAdmin(actor);
      const now = nowIso();
      if (!(await repo.requeueFailed(db, id, now))) {
        const job = await repo.findJob(db, id);
        if (!job) throw notFound('Job');
        throw new AppError('CONFLICT', `Only a failed job can be retried; this one is ${job.status}`);
      }
      return toJob((await repo.findJob(db, id))!);
    },
  };
}
