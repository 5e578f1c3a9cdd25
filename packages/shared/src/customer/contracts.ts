import { z } from 'zod';
import { pageOf } from '../lib/pagination.ts';
import { ZCustomerRewardSchema } from '../growth/points.ts';

export const ZCustomerSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  isAdminAccount: z.boolean(),
  createdAt: z.string(),
});
export type TCustomer = z.infer<typeof ZCustomerSchema>;

/** Offer and reward fields arrive with the loyalty issue; until then the lists are empty pages. */
export const ZCustomerOfferSchema = z.object({ id: z.string(), restaurantId: z.string(), title: z.string() });
/** Rewards: the customer's membership points per venue (growth/points.ts). */
export { ZCustomerRewardSchema };
export const ZCustomerOfferPageSchema = pageOf(ZCustomerOfferSchema);
export const ZCustomerRewardPageSchema = pageOf(ZCustomerRewardSchema);
