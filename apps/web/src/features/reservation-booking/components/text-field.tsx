import { useId, type HTMLAttributes, type HTMLInputAutoCompleteAttribute } from 'react';
import { useTranslation } from 'react-i18next';
import type { TErrorText } from '../../../lib/http/error-text';
import { useErrorText } from '../../../lib/http/use-error-text';
import classes from './form.module.css';

type TTextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: TErrorText | undefined;
  hint?: string;
  optional?: boolean;
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Amounts and addresses are typed left to right, also in Arabic. */
  ltr?: boolean;
  /** The currency symbol before an amount. */
  prefix?: string;
  maxLength: number;
  placeholder?: string;
  testId: string;
};

/** A labelled input whose hint and error are tied to it for screen readers (aria-describedby). */
export function TextField(props: TTextFieldProps) {
  const { t } = useTranslation('reservation-booking');
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [props.hint ? hintId : null, props.error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    className: `${classes.input} ${props.ltr ? classes.ltr : ''}`,
    value: props.value,
    maxLength: props.maxLength,
    placeholder: props.placeholder,
    'aria-invalid': props.error ? true : undefined,
    'aria-required': props.optional ? undefined : true,
    'aria-describedby': describedBy,
    'data-testid': props.testId,
  };
  return (
    <div className={classes.field} data-field>
      <label htmlFor={id} className={classes.label}>
        {props.label}
        {props.optional && <span className={classes.optional}>({t('optional')})</span>}
      </label>
      {props.multiline ? (
        <textarea {...common} rows={3} onChange={(event) => props.onChange(event.currentTarget.value)} />
      ) : (
        <div className={classes.control} dir={props.ltr ? 'ltr' : undefined}>
          {props.prefix && (
            <span className={classes.prefix} aria-hidden="true">
              {props.prefix}
            </span>
          )}
          <input
            {...common}
            type={props.type ?? 'text'}
            autoComplete={props.autoComplete}
            inputMode={props.inputMode}
            onChange={(event) => props.onChange(event.currentTarget.value)}
          />
        </div>
      )}
      {props.hint && (
        <p id={hintId} className={classes.hint}>
          {props.hint}
        </p>
      )}
      <FieldError id={errorId} error={props.error} testId={`${props.testId}-error`} />
    </div>
  );
}

/** An error sentence by its key (the shared errors namespace), never the API's English. */
export function FieldError({ id, error, testId }: { id?: string; error: TErrorText | undefined; testId: string }) {
  const { text } = useErrorText();
  if (!error) return null;
  return (
    <p id={id} className={classes.error} data-testid={testId}>
      {text(error)}
    </p>
  );
}
