import { z } from 'zod';
import { pageOf } from '../lib/pagination.ts';
import { ZCustomerRewardSchema } from '../growth/points.ts';
import { ZCustomerOfferViewSchema } from '../growth/offers.ts';

export const ZCustomerSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  isAdminAccount: z.boolean(),
  createdAt: z.string(),
});
export type TCustomer = z.infer<typeof ZCustomerSchema>;

/** Offers the customer can use at the venues they know (growth/offers.ts; docs/api/growth-offers.md). */
export const ZCustomerOfferSchema = ZCustomerOfferViewSchema;
/** Rewards: the customer's membership points per venue (growth/points.ts). */
export { ZCustomerRewardSchema };
export const ZCustomerOfferPageSchema = pageOf(ZCustomerOfferSchema);
export const ZCustomerRewardPageSchema = pageOf(ZCustomerRewardSchema);
