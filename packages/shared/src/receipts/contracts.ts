import { z } from 'zod';
import { keyed } from '../errors.ts';
import { LANGUAGES } from '../i18n/languages.ts';

/**
 * POST /api/public/orders/:orderId/receipt?token=: the diner asks for the receipt of a paid order
 * by e-mail. SPEC section 5's messages: an empty address is 'please specify your email', a
 * malformed one 'incorrect email format'.
 */
export const ZReceiptRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .max(254)
    .refine((value) => value.length > 0, keyed('emailSpecify'))
    .pipe(z.email()),
  /** The language of the page the diner asked from; the receipt is written in it. */
  language: z.enum(LANGUAGES).optional(),
});
export type TReceiptRequest = z.infer<typeof ZReceiptRequestSchema>;

/** 202: the receipt is on its way (the e-mail goes out from the job queue). */
export const ZReceiptRequestResultSchema = z.object({ queued: z.literal(true) });
export type TReceiptRequestResult = z.infer<typeof ZReceiptRequestResultSchema>;

/** Requests per order per hour, and per client address per hour. */
export const RECEIPT_REQUESTS_PER_ORDER = 5;
export const RECEIPT_REQUESTS_PER_CLIENT = 20;
