import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StartupSpinner } from '../../../components/startup-spinner';
import { useDocumentTitle } from '../../../lib/navigation/use-document-title';
import classes from './guest.module.css';

/** While the stay loads: the start-up spinner (classes in index.html), so nothing jumps. */
export function GuestLoading() {
  const { t } = useTranslation('guest-app');
  return (
    <div className="md-startup" role="status" data-testid="guest-loading">
      <StartupSpinner />
      <span className="md-startup-text">{t('loading')}</span>
    </div>
  );
}

export function GuestPanel({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  useDocumentTitle(title);
  return (
    <div className={classes.center}>
      <section className={`${classes.panel} ${classes.panelCentered}`} data-testid={testId} aria-labelledby={`${testId}-title`}>
        <h2 id={`${testId}-title`} className={classes.panelTitle}>
          {title}
        </h2>
        {children}
      </section>
    </div>
  );
}

/** The stay is over (checked out, or the room has no open stay): requests and chat are closed. */
export function StayEnded({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation('guest-app');
  return (
    <GuestPanel title={t('noStay.title')} testId="guest-no-stay">
      <p className={classes.panelBody}>{t('noStay.body')}</p>
      <button type="button" className={classes.secondary} onClick={onSignIn} data-testid="guest-sign-in-again">
        {t('noStay.again')}
      </button>
    </GuestPanel>
  );
}

export function NotAHotel() {
  const { t } = useTranslation('guest-app');
  return (
    <GuestPanel title={t('notHotel.title')} testId="guest-not-hotel">
      <p className={classes.panelBody}>{t('notHotel.body')}</p>
    </GuestPanel>
  );
}

export function GuestLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('guest-app');
  return (
    <GuestPanel title={t('loadError.title')} testId="guest-load-error">
      <p className={classes.panelBody}>{t('loadError.body')}</p>
      <button type="button" className={classes.primary} onClick={onRetry}>
        {t('loadError.retry')}
      </button>
    </GuestPanel>
  );
}
