import { z } from 'zod';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX, pageOf } from '../lib/pagination.ts';
import { ZIdSchema } from '../lib/text.ts';

/** A durable job's life: queued (waiting for run_at), running (leased by one process), then succeeded or failed. */
export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export const ZJobStatusSchema = z.enum(JOB_STATUSES);
export type TJobStatus = z.infer<typeof ZJobStatusSchema>;

/** A job as the platform admin sees it (GET /api/admin/jobs). The payload is left out: it may hold addresses and phone numbers. */
export const ZJobSchema = z.object({
  id: z.string(),
  kind: z.string(),
  status: ZJobStatusSchema,
  runAt: z.string(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  uniqueKey: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TJob = z.infer<typeof ZJobSchema>;

/** GET /api/admin/jobs?status=failed&limit=&cursor= (newest first). */
export const ZJobListQuerySchema = z.object({
  status: ZJobStatusSchema.default('failed'),
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(PAGE_LIMIT_DEFAULT),
  cursor: z.string().max(200).optional(),
});
export type TJobListQuery = z.infer<typeof ZJobListQuerySchema>;

export const ZJobPageSchema = pageOf(ZJobSchema);

export const ZJobIdParamsSchema = z.object({ id: ZIdSchema });
