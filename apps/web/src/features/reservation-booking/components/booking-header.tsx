import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NATIVE_NAMES, isLanguage } from '@menudelite/shared/i18n/languages';
import { changeLanguage } from '../../../lib/i18n/i18n';
import classes from './page.module.css';

/** The venue's band: its logo and name, the page's title, and the guest's language (each language named in itself). */
export function BookingHeader({ venue, logoUrl, title }: { venue: string; logoUrl: string | null; title: string }) {
  const { t, i18n } = useTranslation('reservation-booking');
  const id = useId();
  return (
    <header className={classes.header}>
      <div className={classes.headerInner}>
        {logoUrl && <img className={classes.logo} src={logoUrl} alt="" width={44} height={44} />}
        <div className={classes.names}>
          <p className={classes.venue}>
            <bdi>{venue}</bdi>
          </p>
          <h1 className={classes.title}>{title}</h1>
        </div>
        <label htmlFor={id} className="md-visually-hidden">
          {t('language')}
        </label>
        <select
          id={id}
          className={classes.language}
          value={i18n.language}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (isLanguage(next)) void changeLanguage(next);
          }}
          data-testid="booking-language"
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NATIVE_NAMES[language]}
            </option>
          ))}
        </select>
      </div>
    </header>
  );
}
