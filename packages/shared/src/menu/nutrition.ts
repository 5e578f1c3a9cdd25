import { z } from 'zod';
import { keyed } from '../errors.ts';

const ZAmount = z.number().min(0).max(100_000);

/**
 * Nutrition per serving (SPEC section 3). Every field is optional: a venue fills what it knows.
 * Units: calories kcal; fat, saturatedFat, sugar, protein, carbohydrates, salt grams;
 * sodium and caffeine milligrams; burnTime minutes of brisk walking to burn the calories.
 */
export const ZNutritionSchema = z
  .object({
    caloriesMin: ZAmount.optional(),
    caloriesMax: ZAmount.optional(),
    fat: ZAmount.optional(),
    saturatedFat: ZAmount.optional(),
    sugar: ZAmount.optional(),
    protein: ZAmount.optional(),
    carbohydrates: ZAmount.optional(),
    salt: ZAmount.optional(),
    sodium: ZAmount.optional(),
    caffeine: ZAmount.optional(),
    burnTime: ZAmount.optional(),
  })
  .refine((n) => n.caloriesMin === undefined || n.caloriesMax === undefined || n.caloriesMin <= n.caloriesMax, keyed('caloriesRange', ['caloriesMin']));
export type TNutrition = z.infer<typeof ZNutritionSchema>;

export const NUTRITION_FIELDS = [
  'caloriesMin',
  'caloriesMax',
  'fat',
  'saturatedFat',
  'sugar',
  'protein',
  'carbohydrates',
  'salt',
  'sodium',
  'caffeine',
  'burnTime',
] as const satisfies readonly (keyof TNutrition)[];
