import type { TLanguage } from '@menudelite/shared/i18n/languages';
import type { TLanguageScope } from './language-scope';
import { normaliseLanguage, pickLanguage, readCookie } from './pick-language';

export const LANGUAGE_STORAGE_KEY = 'md.language';
export const LOCALE_COOKIE = 'locale';
/** The diner's own choice, apart from the site's (language-scope.ts); the server reads the cookie to preload the diner's strings. */
export const DINER_LANGUAGE_STORAGE_KEY = 'md.dinerLanguage';
export const DINER_LOCALE_COOKIE = 'diner_locale';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const STORAGE = { site: [LANGUAGE_STORAGE_KEY, LOCALE_COOKIE], diner: [DINER_LANGUAGE_STORAGE_KEY, DINER_LOCALE_COOKIE] } as const;

function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage blocked (private mode, embedded views)
  }
}

function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** The site's language: the visitor's saved choice, then the locale cookie, then the browser's, else English. */
export function siteLanguage(): TLanguage {
  return pickLanguage({ stored: readStored(LANGUAGE_STORAGE_KEY), cookie: readCookie(document.cookie, LOCALE_COOKIE), browser: browserLanguages() });
}

/** The diner's language: their own choice on a diner page, else the site's. */
export function dinerLanguage(): TLanguage {
  return normaliseLanguage(readStored(DINER_LANGUAGE_STORAGE_KEY)) ?? normaliseLanguage(readCookie(document.cookie, DINER_LOCALE_COOKIE)) ?? siteLanguage();
}

export function languageFor(scope: TLanguageScope): TLanguage {
  return scope === 'diner' ? dinerLanguage() : siteLanguage();
}

/** A switcher's choice, kept where the start-up of that scope reads it. */
export function rememberLanguage(language: TLanguage, scope: TLanguageScope): void {
  const [storageKey, cookie] = STORAGE[scope];
  try {
    localStorage.setItem(storageKey, language);
  } catch {
    // the cookie below still remembers it
  }
  document.cookie = `${cookie}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
