/** The 14 languages of SPEC section 1, in the order the language switcher shows them. */
export const LANGUAGES = ['en', 'es', 'zh', 'ar', 'ru', 'ja', 'ko', 'de', 'fr', 'pl', 'pt', 'it', 'nl', 'hi'] as const;
export type TLanguage = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: TLanguage = 'en';
export const RTL_LANGUAGES: ReadonlySet<TLanguage> = new Set(['ar']);

/** Each language named in itself, so a diner can find their own. */
export const LANGUAGE_NATIVE_NAMES: Record<TLanguage, string> = {
  en: 'English',
  es: 'Español',
  zh: '中文',
  ar: 'العربية',
  ru: 'Русский',
  ja: '日本語',
  ko: '한국어',
  de: 'Deutsch',
  fr: 'Français',
  pl: 'Polski',
  pt: 'Português',
  it: 'Italiano',
  nl: 'Nederlands',
  hi: 'हिन्दी',
};

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function directionOf(language: TLanguage): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}
