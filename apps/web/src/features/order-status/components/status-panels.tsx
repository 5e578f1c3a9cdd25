import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StartupSpinner } from '../../../components/startup-spinner';
import { useDocumentTitle } from '../../../lib/navigation/use-document-title';
import classes from './status-panels.module.css';

/** While the order loads: the start-up spinner (its classes are in index.html), so nothing jumps. */
export function OrderLoading() {
  const { t } = useTranslation('order-status');
  return (
    <div className="md-startup" role="status" data-testid="order-loading">
      <StartupSpinner />
      <span className="md-startup-text">{t('loading')}</span>
    </div>
  );
}

/** No token for this order on this phone, or the token does not open it: the same answer, so ids cannot be probed. */
export function OrderNotFound() {
  const { t } = useTranslation('order-status');
  useDocumentTitle(t('notFound.title'));
  return (
    <main className={classes.page}>
      <div className={classes.panel} data-testid="order-not-found">
        <h1 className={classes.title}>{t('notFound.title')}</h1>
        <p className={classes.body}>{t('notFound.body')}</p>
        <Link to="/" className={classes.link}>
          {t('notFound.home')}
        </Link>
      </div>
    </main>
  );
}

/** The order could not be read (offline, server error): try again. */
export function OrderLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('order-status');
  useDocumentTitle(t('loadError.title'));
  return (
    <main className={classes.page}>
      <div className={classes.panel} data-testid="order-load-error">
        <h1 className={classes.title}>{t('loadError.title')}</h1>
        <p className={classes.body}>{t('loadError.body')}</p>
        <button type="button" className={classes.retry} onClick={onRetry}>
          {t('loadError.retry')}
        </button>
      </div>
    </main>
  );
}
