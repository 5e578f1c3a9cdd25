import { DEFAULT_LANGUAGE, isLanguage, type TLanguage } from '@menudelite/shared/i18n/languages';

/** Accepts 'ar', 'AR' or 'ar-SA'; anything else is not one of ours. */
export function normaliseLanguage(value: string | null | undefined): TLanguage | null {
  if (!value) return null;
  const lower = value.trim().toLowerCase();
  if (isLanguage(lower)) return lower;
  const base = lower.split(/[-_]/)[0];
  return isLanguage(base) ? base : null;
}

/** SPEC section 1: the stored setting, then the locale cookie, then the browser's first language we have, else English. */
export function pickLanguage(sources: { stored: string | null; cookie: string | null; browser?: readonly string[] }): TLanguage {
  const fromBrowser = (sources.browser ?? []).map(normaliseLanguage).find((language) => language !== null) ?? null;
  return normaliseLanguage(sources.stored) ?? normaliseLanguage(sources.cookie) ?? fromBrowser ?? DEFAULT_LANGUAGE;
}

/** The value of one cookie from a `document.cookie` string. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return rest.join('=');
      }
    }
  }
  return null;
}
