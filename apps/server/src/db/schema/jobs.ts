// Tables owned by the jobs feature (db/table-owners.ts).

export interface JobsTable {
  id: string;
  kind: string;
  /** JSON text. */
  payload: string;
  status: 'queued' | 'running' | 'succeeded' | 'failed';
  run_at: string;
  attempts: number;
  max_attempts: number;
  /** Base delay of the exponential backoff between attempts. */
  backoff_ms: number;
  /** Nullable unique: a second enqueue with the same key is a no-op (cron occurrences, one send per outbox row). */
  unique_key: string | null;
  /** The runner that holds the lease, until locked_until; after that any runner may take the job again. */
  locked_by: string | null;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface JobsSchema {
  jobs: JobsTable;
}
