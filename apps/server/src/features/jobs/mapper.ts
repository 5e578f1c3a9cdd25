import type { TJob } from '@menudelite/shared/jobs/contracts';
import type { TJobRow } from './repository.ts';

export function toJob(row: TJobRow): TJob {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    runAt: row.run_at,
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
    uniqueKey: row.unique_key,
    lastError: row.last_error,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
