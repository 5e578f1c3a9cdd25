import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StartupSpinner } from '../../../components/startup-spinner';
import { useDocumentTitle } from '../../../lib/navigation/use-document-title';
import classes from './status-screens.module.css';

/** While the table or the menu loads: the start-up spinner (classes in index.html), so nothing jumps. */
export function DinerLoading() {
  const { t } = useTranslation('diner-menu');
  return (
    <div className="md-startup" role="status" data-testid="diner-loading">
      <StartupSpinner />
      <span className="md-startup-text">{t('loading')}</span>
    </div>
  );
}

function StatusPanel({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  useDocumentTitle(title);
  return (
    <main className={classes.page}>
      <div className={classes.panel} data-testid={testId}>
        <svg
          className={classes.icon}
          width="48"
          height="48"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          aria-hidden="true"
        >
          <path d="M4 11h16M6 11V8a6 6 0 0 1 12 0v3M5 11l1 9h12l1-9" />
        </svg>
        <h1 className={classes.title}>{title}</h1>
        {children}
      </div>
    </main>
  );
}

/** SPEC's friendly "table not found" page for an unknown or inactive table code. */
export function TableNotFound() {
  const { t } = useTranslation('diner-menu');
  return (
    <StatusPanel title={t('tableNotFound.title')} testId="table-not-found">
      <p className={classes.body}>{t('tableNotFound.body')}</p>
      <Link to="/" className={classes.secondary}>
        {t('tableNotFound.home')}
      </Link>
    </StatusPanel>
  );
}

export function MenuNotFound() {
  const { t } = useTranslation('diner-menu');
  return (
    <StatusPanel title={t('menuNotFound.title')} testId="menu-not-found">
      <p className={classes.body}>{t('menuNotFound.body')}</p>
    </StatusPanel>
  );
}

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('diner-menu');
  return (
    <StatusPanel title={t('loadError.title')} testId="menu-load-error">
      <p className={classes.body}>{t('loadError.body')}</p>
      <button type="button" className={classes.primary} onClick={onRetry}>
        {t('loadError.retry')}
      </button>
    </StatusPanel>
  );
}
