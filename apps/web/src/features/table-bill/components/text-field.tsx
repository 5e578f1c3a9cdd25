import { useTranslation } from 'react-i18next';
import { TextField as KitTextField, type TTextFieldProps as TKitTextFieldProps } from '../../../components/diner/text-field';
import type { TBillMessage } from '../lib/messages';
import { MessageText } from './message-text';

type TTextFieldProps = Omit<TKitTextFieldProps, 'error' | 'optionalLabel'> & { error?: TBillMessage | null; optional?: boolean };

/** The diner kit's field, with the bill's own message kind and its "optional" wording. */
export function TextField({ error, optional, ...props }: TTextFieldProps) {
  const { t } = useTranslation('table-bill');
  return <KitTextField {...props} error={error ? <MessageText message={error} /> : null} optionalLabel={optional ? t('payer.optional') : undefined} />;
}
