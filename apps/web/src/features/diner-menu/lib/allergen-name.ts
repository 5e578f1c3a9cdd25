import type { TFunction } from 'i18next';
import type { TLanguage } from '@menudelite/shared/i18n/languages';
import type { TAllergen } from '@menudelite/shared/menu/allergens';
import { translated } from '@menudelite/shared/menu/translate';

/** Built-in allergens and descriptors are translated by their code; a venue's own by its translations. */
export function allergenName(allergen: TAllergen, t: TFunction<'diner-menu'>, language: TLanguage): string {
  if (allergen.code) return t(`allergens.${allergen.code}`, { defaultValue: allergen.name });
  return translated(allergen, 'name', language);
}
