import { useTranslation } from 'react-i18next';
import type { TMessage } from '../lib/messages';

/** A checkout message in the diner's language. */
export function MessageText({ message }: { message: TMessage }) {
  const { t } = useTranslation('checkout');
  return <>{t(message.key, message.values ?? {})}</>;
}
