import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, directionOf, type TLanguage } from '@menudelite/shared/i18n/languages';
import { languageScopeOf } from './language-scope';
import { languageFor, rememberLanguage } from './language-storage';
import { lazyLocaleBackend } from './locale-loader';

/** <html lang dir> follows the language, so the browser, screen readers and CSS see it too. */
function applyDocumentLanguage(language: string): void {
  const lang = language as TLanguage;
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
}

export async function initI18n(): Promise<void> {
  i18next.on('languageChanged', applyDocumentLanguage);
  await i18next
    .use(lazyLocaleBackend)
    .use(initReactI18next)
    .init({
      lng: languageFor(languageScopeOf(window.location.pathname)),
      supportedLngs: [...LANGUAGES],
      // Every locale file has every key (a unit test checks it), so no second language is loaded.
      fallbackLng: false,
      ns: ['translation'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false }, // React escapes
      react: { useSuspense: false },
    });
  applyDocumentLanguage(i18next.language);
}

/** A switcher's choice: remembered for the pages it was made on (a diner's page, or the rest of the site). */
export async function changeLanguage(language: TLanguage): Promise<void> {
  rememberLanguage(language, languageScopeOf(window.location.pathname));
  await i18next.changeLanguage(language);
}

/** After a move between a diner's page and the rest of the site: that side's remembered language. */
export function followLanguageScope(pathname: string): void {
  const wanted = languageFor(languageScopeOf(pathname));
  if (i18next.language !== wanted) void i18next.changeLanguage(wanted);
}
