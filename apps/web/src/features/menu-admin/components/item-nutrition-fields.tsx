import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NUTRITION_FIELDS } from '@menudelite/shared/menu/nutrition';
import type { TFieldErrors } from '../lib/form-errors';
import type { TNutritionField } from '../lib/item-form';

/** Units per field, as ZNutritionSchema documents them. */
const UNITS: Record<TNutritionField, 'kcal' | 'g' | 'mg' | 'min'> = {
  caloriesMin: 'kcal',
  caloriesMax: 'kcal',
  fat: 'g',
  saturatedFat: 'g',
  sugar: 'g',
  protein: 'g',
  carbohydrates: 'g',
  salt: 'g',
  sodium: 'mg',
  caffeine: 'mg',
  burnTime: 'min',
};

/** Every nutrition field of SPEC section 3, each optional: a venue fills in what it knows. */
export function ItemNutritionFields({
  nutrition,
  onChange,
  errors,
}: {
  nutrition: Record<TNutritionField, string>;
  onChange: (nutrition: Record<TNutritionField, string>) => void;
  errors: TFieldErrors;
}) {
  const { t } = useTranslation('menu-admin');
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
      {NUTRITION_FIELDS.map((field) => (
        <TextInput
          key={field}
          label={t(`nutrition.${field}`)}
          inputMode="decimal"
          rightSection={<span className="md-unit">{t(`units.${UNITS[field]}`)}</span>}
          rightSectionWidth={44}
          value={nutrition[field]}
          onChange={(e) => onChange({ ...nutrition, [field]: e.currentTarget.value })}
          error={errors[`nutrition.${field}`] && t(errors[`nutrition.${field}`]!)}
          data-testid={`nutrition-${field}`}
        />
      ))}
    </SimpleGrid>
  );
}
