import { DEFAULT_LANGUAGE, isLanguage, type TLanguage } from '@menudelite/shared/i18n/languages';

/** A stored or requested language code, or the fallback when it is missing or not one of ours. */
export function languageOr(value: string | null | undefined, fallback: TLanguage = DEFAULT_LANGUAGE): TLanguage {
  return isLanguage(value) ? value : fallback;
}

/** The first of our languages an Accept-Language header names ("ar-MA,ar;q=0.9,en;q=0.8" → ar), by its q order. */
export function languageFromAcceptLanguage(header: string | undefined): TLanguage | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { base: tag.trim().toLowerCase().split('-')[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .toSorted((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLanguage);
}
