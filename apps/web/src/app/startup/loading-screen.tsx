import { useTranslation } from 'react-i18next';
import { StartupSpinner } from '../../components/startup-spinner';

/** The start-up spinner (classes in index.html, so it looks exactly like the one before any script). */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div className="md-startup" role="status" data-testid="startup-loading">
      <StartupSpinner />
      <span className="md-startup-text">{t('common.loading')}</span>
    </div>
  );
}
