import { z } from 'zod';
import { keyed } from '../errors.ts';
import { PRICE_MAX } from '../menu/common.ts';
import { ZTextSchema } from '../lib/text.ts';
import { DELIVERY_FEE_TYPES } from './pricing.ts';

/* ---- Delivery locations (SPEC section 3: id, name, isAvailable). ---- */
export const DELIVERY_LOCATIONS_MAX = 200;
const locationFields = { name: ZTextSchema(80), isAvailable: z.boolean() };
export const ZDeliveryLocationCreateSchema = z.object(locationFields).partial().required({ name: true });
export type TDeliveryLocationCreate = z.infer<typeof ZDeliveryLocationCreateSchema>;
export const ZDeliveryLocationUpdateSchema = z.object(locationFields).partial();
export type TDeliveryLocationUpdate = z.infer<typeof ZDeliveryLocationUpdateSchema>;
export const ZDeliveryLocationSchema = z.object({ id: z.string(), name: z.string(), isAvailable: z.boolean(), createdAt: z.string() });
export type TDeliveryLocation = z.infer<typeof ZDeliveryLocationSchema>;
export const ZDeliveryLocationListSchema = z.object({ items: z.array(ZDeliveryLocationSchema) });

/* ---- Delivery settings (SPEC section 3 delivery fee fields). ---- */
const ZPercentSchema = z
  .number()
  .min(0)
  .max(100)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-9, keyed('atMostTwoDecimals'));
export const ZDeliverySettingsSchema = z.object({
  feeType: z.enum(DELIVERY_FEE_TYPES),
  /** Minor units per order (feeType fixed). */
  fixedFee: z.number().int().min(0).max(PRICE_MAX),
  /** Percent of the items total (feeType percent), two decimals at most. */
  percentFee: ZPercentSchema,
  /** Minimum items total (after discounts, before fees) of a delivery order; 0 = none. */
  minOrderValue: z.number().int().min(0).max(PRICE_MAX),
  /** Minutes from order to door; the estimated delivery time is now + this. */
  deliveryOrderPrepTime: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
});
export type TDeliverySettings = z.infer<typeof ZDeliverySettingsSchema>;
export const ZDeliverySettingsUpdateSchema = ZDeliverySettingsSchema.partial();
export type TDeliverySettingsUpdate = z.infer<typeof ZDeliverySettingsUpdateSchema>;
