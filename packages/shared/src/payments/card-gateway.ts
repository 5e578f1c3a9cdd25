import { z } from 'zod';

/**
 * How a venue takes cards, told to the diner's screens before they pay (docs/api/payments.md):
 * the demo gateway takes the card fields with the request; Stripe's Payment Element collects the
 * card in Stripe's frames, loaded with `publishableKey` (and `stripeAccount` for a Connect venue).
 */
export const ZCardGatewaySchema = z.discriminatedUnion('gateway', [
  z.object({ gateway: z.literal('demo') }),
  z.object({
    gateway: z.literal('stripe'),
    publishableKey: z.string(),
    /** Connect: the venue's own account; Stripe.js must be loaded with it. */
    stripeAccount: z.string().nullable(),
  }),
]);
export type TCardGateway = z.infer<typeof ZCardGatewaySchema>;
