import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { rememberCookieConsent, type TCookieConsent } from './consent-storage';
import classes from './cookie-consent-banner.module.css';

/**
 * Rendered (see cookie-consent-slot) only for visitors who have not answered yet. The app
 * sets only strictly necessary cookies (session, language), so declining changes nothing else today.
 * Plain elements, not Mantine: it shows over every page, the diner's light menu included.
 */
export default function CookieConsentBanner({ onAnswer }: { onAnswer: () => void }) {
  const { t } = useTranslation();
  const answer = (choice: TCookieConsent) => {
    rememberCookieConsent(choice);
    onAnswer();
  };
  return (
    <div className={classes.affix}>
      <section className={classes.panel} aria-label={t('cookies.title')} data-testid="cookie-consent">
        <p className={classes.title}>{t('cookies.title')}</p>
        <p className={classes.body}>
          {t('cookies.body')}{' '}
          <Link to="/privacy-policy" className={classes.link}>
            {t('pages.privacyPolicy')}
          </Link>
        </p>
        <div className={classes.actions}>
          <button type="button" className={classes.secondary} onClick={() => answer('declined')}>
            {t('cookies.decline')}
          </button>
          <button type="button" className={classes.primary} onClick={() => answer('accepted')}>
            {t('cookies.accept')}
          </button>
        </div>
      </section>
    </div>
  );
}
