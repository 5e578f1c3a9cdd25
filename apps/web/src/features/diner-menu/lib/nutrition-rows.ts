import type { TNutrition } from '@menudelite/shared/menu/nutrition';

export type TNutritionUnit = 'kcal' | 'g' | 'mg' | 'min';
export type TNutritionRow = { key: string; unit: TNutritionUnit; value: string };

/** Units as ZNutritionSchema documents them. Calories are one row, a range when min and max differ. */
const FIELDS: [key: Exclude<keyof TNutrition, 'caloriesMin' | 'caloriesMax'>, unit: TNutritionUnit][] = [
  ['fat', 'g'],
  ['saturatedFat', 'g'],
  ['carbohydrates', 'g'],
  ['sugar', 'g'],
  ['protein', 'g'],
  ['salt', 'g'],
  ['sodium', 'mg'],
  ['caffeine', 'mg'],
  ['burnTime', 'min'],
];

/** The rows an item's nutrition panel shows (only what the venue filled in), numbers in the diner's locale. */
export function nutritionRows(nutrition: TNutrition, locale: string): TNutritionRow[] {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const rows: TNutritionRow[] = [];
  const { caloriesMin: min, caloriesMax: max } = nutrition;
  if (min !== undefined || max !== undefined) {
    const value = min !== undefined && max !== undefined && min !== max ? `${number.format(min)}–${number.format(max)}` : number.format((min ?? max)!);
    rows.push({ key: 'calories', unit: 'kcal', value });
  }
  for (const [key, unit] of FIELDS) {
    const amount = nutrition[key];
    if (amount !== undefined) rows.push({ key, unit, value: number.format(amount) });
  }
  return rows;
}
