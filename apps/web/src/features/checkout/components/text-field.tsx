import { useTranslation } from 'react-i18next';
import { FieldError as KitFieldError, TextField as KitTextField, type TTextFieldProps as TKitProps } from '../../../components/diner/text-field';
import type { TMessage } from '../lib/messages';
import { MessageText } from './message-text';

type TTextFieldProps = Omit<TKitProps, 'error' | 'optionalLabel'> & { error?: TMessage | undefined; optional?: boolean };

/** The diner kit's field in the checkout's words: "optional" and the problem messages (checkout or shared errors namespace). */
export function TextField({ error, optional, ...props }: TTextFieldProps) {
  const { t } = useTranslation('checkout');
  return <KitTextField {...props} optionalLabel={optional ? t('customer.optional') : undefined} error={error ? <MessageText message={error} /> : undefined} />;
}

export function FieldError({ id, error, testId }: { id?: string; error: TMessage | undefined; testId: string }) {
  return (
    <KitFieldError id={id} testId={testId}>
      {error ? <MessageText message={error} /> : null}
    </KitFieldError>
  );
}
