import { useTranslation } from 'react-i18next';
import { FieldError as KitFieldError, TextField as KitTextField, type TTextFieldProps as TKitProps } from '../../../components/diner/text-field';
import type { TErrorText } from '../../../lib/http/error-text';
import { useErrorText } from '../../../lib/http/use-error-text';

type TTextFieldProps = Omit<TKitProps, 'error' | 'optionalLabel' | 'maxLength'> & {
  error?: TErrorText | undefined;
  optional?: boolean;
  maxLength: number;
};

/** The diner kit's field in this page's words: "optional" from its namespace, errors by key (the shared errors namespace). */
export function TextField({ error, optional, ...props }: TTextFieldProps) {
  const { t } = useTranslation('reservation-booking');
  const { text } = useErrorText();
  return <KitTextField {...props} optionalLabel={optional ? t('optional') : undefined} error={error ? text(error) : undefined} />;
}

/** An error sentence by its key (the shared errors namespace), never the API's English. */
export function FieldError({ id, error, testId }: { id?: string; error: TErrorText | undefined; testId: string }) {
  const { text } = useErrorText();
  return (
    <KitFieldError id={id} testId={testId}>
      {error ? text(error) : null}
    </KitFieldError>
  );
}
