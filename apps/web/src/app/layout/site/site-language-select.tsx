import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NATIVE_NAMES, isLanguage } from '@menudelite/shared/i18n/languages';
import { changeLanguage } from '../../../lib/i18n/i18n';
import classes from './site-layout.module.css';

/** The Mantine-free twin of LanguageSwitcher: a native select, each language named in itself. */
export function SiteLanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <select
      className={classes.language}
      aria-label={t('common.language')}
      data-testid="language-switcher"
      value={i18n.language}
      onChange={(event) => {
        const value = event.currentTarget.value;
        if (isLanguage(value)) void changeLanguage(value);
      }}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {LANGUAGE_NATIVE_NAMES[language]}
        </option>
      ))}
    </select>
  );
}
