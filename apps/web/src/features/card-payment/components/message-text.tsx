import { useTranslation } from 'react-i18next';
import type { TCardMessage } from '../lib/types';

/** A card-payment message in the diner's language (keys of this namespace, or 'errors:keys.…'). */
export function MessageText({ message }: { message: TCardMessage }) {
  const { t } = useTranslation('card-payment');
  return <>{t(message.key, message.values ?? {})}</>;
}
