import type { TLanguage } from '../i18n/languages.ts';

type TTranslationMap = Partial<Record<TLanguage, Partial<Record<string, string | undefined>>>>;

/**
 * Menu content in the diner's language: the venue's translation when there is one, else the
 * entity's own text (the venue's default language).
 */
export function translated<T extends { translations: TTranslationMap }>(entity: T, field: keyof T & string, language: TLanguage): string {
  const text = entity.translations[language]?.[field];
  if (text) return text;
  const own = entity[field];
  return typeof own === 'string' ? own : '';
}
