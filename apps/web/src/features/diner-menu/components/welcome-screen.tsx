import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NATIVE_NAMES, type TLanguage } from '@menudelite/shared/i18n/languages';
import type { TPublicTable } from '@menudelite/shared/menu/tables';
import { useDocumentTitle } from '../../../lib/navigation/use-document-title';
import { brandStyle } from '../lib/brand-style';
import classes from './welcome-screen.module.css';

type TWelcomeProps = { table: TPublicTable; language: TLanguage; onChooseLanguage: (language: TLanguage) => void; onStart: (language: TLanguage) => void };

/**
 * The venue's branded welcome screen of /eat/:tableCode: its cover, logo and welcome text, the
 * menu language choice (each language named in itself) and "Tap to start". Choosing a language
 * switches the screen to it at once, so the diner sees their pick (right to left for Arabic).
 */
export function WelcomeScreen({ table, language, onChooseLanguage, onStart }: TWelcomeProps) {
  const { t } = useTranslation('diner-menu');
  // The pick shows at once; the strings of that language follow as soon as they have loaded.
  const [chosen, setChosen] = useState(language);
  const { restaurant } = table;
  useDocumentTitle(restaurant.name);
  return (
    <main className={classes.page} style={brandStyle(restaurant)} data-testid="welcome-screen">
      {restaurant.coverImageUrl && <img className={classes.cover} src={restaurant.coverImageUrl} alt="" width={1280} height={400} />}
      <div className={classes.content}>
        {restaurant.logoUrl && (
          <img className={`${classes.logo} ${restaurant.coverImageUrl ? classes.overlap : ''}`} src={restaurant.logoUrl} alt="" width={88} height={88} />
        )}
        <h1 className={classes.name} dir="auto">
          {restaurant.name}
        </h1>
        <p className={classes.table}>{t('welcome.table', { table: table.table.tableDisplayId })}</p>
        {restaurant.welcomeScreen.enabled && (
          <div className={classes.welcome}>
            {restaurant.welcomeScreen.title && (
              <p className={classes.welcomeTitle} dir="auto">
                {restaurant.welcomeScreen.title}
              </p>
            )}
            {restaurant.welcomeScreen.message && (
              <p className={classes.welcomeMessage} dir="auto">
                {restaurant.welcomeScreen.message}
              </p>
            )}
          </div>
        )}
        <fieldset className={classes.languages}>
          <legend className={classes.legend}>{t('welcome.chooseLanguage')}</legend>
          <div className={classes.languageGrid}>
            {LANGUAGES.map((option) => (
              <label key={option} className={classes.language} lang={option}>
                <input
                  type="radio"
                  name="menu-language"
                  value={option}
                  checked={chosen === option}
                  onChange={() => {
                    setChosen(option);
                    onChooseLanguage(option);
                  }}
                  className={classes.radio}
                />
                <span>{LANGUAGE_NATIVE_NAMES[option]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <button type="button" className={classes.start} onClick={() => onStart(chosen)} data-testid="tap-to-start">
          {t('welcome.start')}
        </button>
      </div>
    </main>
  );
}
