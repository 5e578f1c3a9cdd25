import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { rememberCookieConsent, type TCookieConsent } from './consent-storage';
import classes from './cookie-consent-banner.module.css';

/** The banner's height, for the page to keep clear of it (body padding, fixed bars and buttons above it). */
const OFFSET_VARIABLE = '--md-consent-offset';

/**
 * While the banner is up, nothing it would cover stays under it: the page gets room below its
 * end, and the diner's fixed bars and buttons (cart bar, call waiter, toast, "Place order") sit
 * above it, through the --md-consent-offset variable. "Tap to start" is never hidden behind it.
 */
function useKeepClear() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty(OFFSET_VARIABLE, `${Math.ceil(element.getBoundingClientRect().height) + 12}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(OFFSET_VARIABLE);
    };
  }, []);
  return ref;
}

/**
 * Rendered (see cookie-consent-slot) only for visitors who have not answered yet. The app
 * sets only strictly necessary cookies (session, language), so declining changes nothing else today.
 * Plain elements, not Mantine: it shows over every page, the diner's light menu included.
 */
export default function CookieConsentBanner({ onAnswer }: { onAnswer: () => void }) {
  const { t } = useTranslation();
  const ref = useKeepClear();
  const answer = (choice: TCookieConsent) => {
    rememberCookieConsent(choice);
    onAnswer();
  };
  return (
    <div className={classes.affix} ref={ref}>
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
