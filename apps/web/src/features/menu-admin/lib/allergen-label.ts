import type { TFunction } from 'i18next';
import type { TAllergen } from '@menudelite/shared/menu/allergens';
import { isLanguage } from '@menudelite/shared/i18n/languages';

/** Built-in rows are named by the app in the reader's language (by code); the venue's own rows by the venue. */
export function allergenLabel(allergen: TAllergen, t: TFunction, language: string): string {
  if (allergen.isBuiltIn && allergen.code) return t(`allergens.${allergen.code}`, { ns: 'menu-admin', defaultValue: allergen.name });
  const translated = isLanguage(language) ? allergen.translations[language]?.name : undefined;
  return translated ?? allergen.name;
}
