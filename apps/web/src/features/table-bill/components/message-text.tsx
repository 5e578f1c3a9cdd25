import { useTranslation } from 'react-i18next';
import type { TBillMessage } from '../lib/messages';

/** A bill message in the diner's language (its own namespace, or 'errors:keys.<key>' of the shared one). */
export function MessageText({ message }: { message: TBillMessage }) {
  const { t } = useTranslation('table-bill');
  return <>{t(message.key, message.values ?? {})}</>;
}
