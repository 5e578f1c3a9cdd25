import type { TLanguage } from '@menudelite/shared/i18n/languages';
import { pickLanguage, readCookie } from './pick-language';

export const LANGUAGE_STORAGE_KEY = 'md.language';
export const LOCALE_COOKIE = 'locale';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function readStored(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode, embedded views)
  }
}

export function initialLanguage(): TLanguage {
  return pickLanguage({ stored: readStored(), cookie: readCookie(document.cookie, LOCALE_COOKIE) });
}

/** The switcher writes both places the start-up reads. */
export function rememberLanguage(language: TLanguage): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // the cookie below still remembers it
  }
  document.cookie = `${LOCALE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
