import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StartupSpinner } from '../../../components/startup-spinner';
import { useDocumentTitle } from '../../../lib/navigation/use-document-title';
import buttons from '../../../components/diner/buttons.module.css';
import classes from './status-panels.module.css';

/** While the bill loads: the start-up spinner (classes in index.html), so nothing jumps. */
export function BillLoading() {
  const { t } = useTranslation('table-bill');
  return (
    <div className="md-startup" role="status" data-testid="bill-loading">
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
        <h1 className={classes.title}>{title}</h1>
        {children}
      </div>
    </main>
  );
}

/** A token that opens no bill (another table's, a made-up one), or a table code that is not one. */
export function BillNotFound({ menuPath }: { menuPath: string }) {
  const { t } = useTranslation('table-bill');
  return (
    <StatusPanel title={t('notFound.title')} testId="bill-not-found">
      <p className={classes.body}>{t('notFound.body')}</p>
      <Link to={menuPath} className={buttons.secondary}>
        {t('notFound.menu')}
      </Link>
    </StatusPanel>
  );
}

export function BillLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('table-bill');
  return (
    <StatusPanel title={t('loadError.title')} testId="bill-load-error">
      <p className={classes.body}>{t('loadError.body')}</p>
      <button type="button" className={buttons.primary} onClick={onRetry}>
        {t('loadError.retry')}
      </button>
    </StatusPanel>
  );
}
