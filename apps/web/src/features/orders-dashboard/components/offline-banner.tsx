import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WifiOffIcon } from '../../../components/icons';

/** Shown while the live connection is lost: the list may be behind until it comes back. */
export function OfflineBanner() {
  const { t } = useTranslation('orders-dashboard');
  return (
    <Alert color="orange" variant="filled" icon={<WifiOffIcon />} title={t('offline.title')} role="status" data-testid="offline-banner">
      {t('offline.body')}
    </Alert>
  );
}
