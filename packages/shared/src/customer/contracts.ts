import { z } from 'zod';
import { pageOf } from '../lib/pagination.ts';

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
export const ZCustomerRewardSchema = z.object({ id: z.string(), restaurantId: z.string(), points: z.number().int() });
export const ZCustomerOfferPageSchema = pageOf(ZCustomerOfferSchema);
export const ZCustomerRewardPageSchema = pageOf(ZCustomerRewardSchema);
