import type { TDb } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';
import * as repo from './repository.ts';
import { DEFAULT_BACKOFF_MS, DEFAULT_MAX_ATTEMPTS, type TEnqueueOptions } from './runner.ts';

/**
 * Puts a job in the table inside the caller's transaction without a runner at hand: for repository
 * functions deep in a feature (an order marked paid by a bill) that must enqueue with their change.
 * The runner finds it at its next poll; a taken unique key makes it a no-op.
 */
export async function enqueueInTransaction(trx: TDb, kind: string, payload: unknown, opts: TEnqueueOptions = {}): Promise<boolean> {
  const at = new Date().toISOString();
  return repo.insertJob(trx, {
    id: newId(),
    kind,
    payload: JSON.stringify(payload ?? null),
    status: 'queued',
    run_at: opts.runAt === undefined ? at : new Date(opts.runAt).toISOString(),
    attempts: 0,
    max_attempts: opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    backoff_ms: opts.backoffMs ?? DEFAULT_BACKOFF_MS,
    unique_key: opts.uniqueKey ?? null,
    locked_by: null,
    locked_until: null,
    last_error: null,
    created_at: at,
    updated_at: at,
  });
}
