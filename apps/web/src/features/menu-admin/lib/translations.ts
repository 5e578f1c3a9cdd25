import type { TLanguage } from '@menudelite/shared/i18n/languages';

/** A translations map as the API stores it: per language, per field, text. */
export type TTranslationsMap<F extends string> = Partial<Record<TLanguage, Partial<Record<F, string>>>>;

/**
 * Sets one translated field. Blank text removes the field, and a language left with no fields is
 * removed, so the stored map holds only real translations (the default language fills the gaps).
 */
export function withTranslation<F extends string>(translations: TTranslationsMap<F>, language: TLanguage, field: F, text: string): TTranslationsMap<F> {
  const entry: Partial<Record<F, string>> = { ...translations[language] };
  if (text.trim() === '') delete entry[field];
  else entry[field] = text;
  const next: TTranslationsMap<F> = { ...translations };
  if (Object.keys(entry).length === 0) delete next[language];
  else next[language] = entry;
  return next;
}

/** Trims every text and drops what is blank, ready to send. */
export function cleanTranslations<F extends string>(translations: TTranslationsMap<F>): TTranslationsMap<F> {
  let next: TTranslationsMap<F> = {};
  for (const [language, fields] of Object.entries(translations) as [TLanguage, Partial<Record<F, string>>][]) {
    for (const [field, text] of Object.entries(fields) as [F, string][]) {
      next = withTranslation(next, language, field, text.trim());
    }
  }
  return next;
}

/** Languages that have at least one translated field. */
export function translatedLanguages<F extends string>(translations: TTranslationsMap<F>): TLanguage[] {
  return (Object.keys(translations) as TLanguage[]).filter((language) => Object.keys(translations[language] ?? {}).length > 0);
}
