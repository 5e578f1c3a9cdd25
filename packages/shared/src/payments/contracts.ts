import { z } from 'zod';
import { CURRENCIES } from '../money/currencies.ts';

/** A refund or a refundable amount, in the currency's minor units (ISO 4217), as every amount in the API. */
const ZMinorSchema = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/**
 * What the checkout answer carries for a card payment when the venue's gateway is Stripe
 * (docs/api/payments.md): the browser loads Stripe.js with `publishableKey` (and `stripeAccount`
 * for a Connect venue), mounts the Payment Element with `clientSecret`, and confirms there. The
 * card never reaches our server (PCI SAQ A); the payment_intent.succeeded webhook settles the
 * order. With the demo gateway the card is charged on the server and this is absent.
 */
export const ZStripeCardActionSchema = z.object({
  provider: z.literal('stripe'),
  paymentIntentId: z.string(),
  clientSecret: z.string(),
  publishableKey: z.string(),
  /** Connect: the venue's own account; Stripe.js must be loaded with it. */
  stripeAccount: z.string().nullable(),
  amount: z.number().int(),
  currency: z.enum(CURRENCIES),
});
export type TStripeCardAction = z.infer<typeof ZStripeCardActionSchema>;

export const ZRefundRequestSchema = z.object({
  amount: ZMinorSchema,
  reason: z.string().trim().max(500).optional(),
});
export type TRefundRequest = z.infer<typeof ZRefundRequestSchema>;

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;

export const ZRefundSchema = z.object({
  id: z.string(),
  paymentId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(REFUND_STATUSES),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type TRefund = z.infer<typeof ZRefundSchema>;

/** A payment as staff see it for refunds: what was captured, refunded so far, and what is left to refund. */
export const ZPaymentSummarySchema = z.object({
  id: z.string(),
  orderId: z.string(),
  provider: z.string().nullable(),
  status: z.string(),
  amount: z.number().int(),
  refundedAmount: z.number().int(),
  refundableAmount: z.number().int(),
  currency: z.string(),
  refunds: z.array(ZRefundSchema),
});
export type TPaymentSummary = z.infer<typeof ZPaymentSummarySchema>;

/** Connect: the venue's own Stripe account id (acct_...), or null to take payments on the platform's account. */
export const ZStripeAccountSchema = z.object({
  accountId: z
    .string()
    .regex(/^acct_[A-Za-z0-9]{6,64}$/, 'A Stripe account id looks like acct_1A2b3C4d5E6f7G8h')
    .nullable(),
});
export type TStripeAccount = z.infer<typeof ZStripeAccountSchema>;
