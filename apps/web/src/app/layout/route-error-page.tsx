import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import classes from './route-error-page.module.css';

/**
 * A screen failed to load or render. The usual cause is a new deploy that removed the old
 * chunk files, so the one action offered is reloading. Plain elements: it must work when the
 * failed chunk was the Mantine shell itself, and it sits in the entry every page downloads.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => console.error('Route error', error), [error]);
  return (
    <div className={classes.page}>
      <div className={classes.panel} role="alert">
        <h1 className={classes.title}>{t('errors.pageFailedTitle')}</h1>
        <p className={classes.body}>{t('errors.pageFailedBody')}</p>
        <button type="button" className={classes.button} onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </button>
      </div>
    </div>
  );
}
