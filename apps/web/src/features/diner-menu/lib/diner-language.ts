import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type TLanguage } from '@menudelite/shared/i18n/languages';

/** The language the diner reads in: the app's current one (the switcher and /eat/:code/:language set it). */
export function useDinerLanguage(): TLanguage {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Where a table's menu lives in a language; reloads and shared links keep that language. */
export function tableMenuPath(tableCode: string, language: TLanguage): string {
  return `/eat/${encodeURIComponent(tableCode)}/${language}`;
}
