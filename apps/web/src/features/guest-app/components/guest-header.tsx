import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LANGUAGES, LANGUAGE_NATIVE_NAMES, isLanguage, type TLanguage } from '@menudelite/shared/i18n/languages';
import classes from './guest.module.css';

type THeaderProps = {
  hotelName: string;
  detail: string | null;
  menuPath: string;
  language: TLanguage;
  onLanguageChange: (language: TLanguage) => void;
};

/** The hotel's colour band: back to the room-service menu, "Guest services", the hotel and room, the language. */
export function GuestHeader({ hotelName, detail, menuPath, language, onLanguageChange }: THeaderProps) {
  const { t } = useTranslation('guest-app');
  const languageId = useId();
  return (
    <header className={classes.header}>
      <div className={classes.headerInner}>
        <Link to={menuPath} className={classes.back} aria-label={t('toMenu')} data-testid="guest-to-menu">
          <svg
            className="md-flip-rtl"
            width="22"
            height="22"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </Link>
        <div className={classes.names}>
          <h1 className={classes.title}>{t('title')}</h1>
          <p className={classes.venue}>
            <bdi>{hotelName}</bdi>
            {detail && <> · {detail}</>}
          </p>
        </div>
        <label htmlFor={languageId} className={classes.visuallyHidden}>
          {t('language')}
        </label>
        <select
          id={languageId}
          className={classes.language}
          value={language}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (isLanguage(next)) onLanguageChange(next);
          }}
          data-testid="guest-language"
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LANGUAGE_NATIVE_NAMES[code]}
            </option>
          ))}
        </select>
      </div>
    </header>
  );
}
