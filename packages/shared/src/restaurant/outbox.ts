import { z } from 'zod';
import { pageOf } from '../lib/pagination.ts';

/** GET /api/restaurant/me/outbox: e-mails sent on the venue's behalf. Bodies are never listed (they may hold links). */
export const ZOutboxEmailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** Files sent with the e-mail (a booking's `.ics`), named only: their content is never listed. */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })),
});
export type TOutboxEmail = z.infer<typeof ZOutboxEmailSchema>;

export const ZOutboxEmailPageSchema = pageOf(ZOutboxEmailSchema);
