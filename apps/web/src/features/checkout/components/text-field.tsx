import { useId, type HTMLInputAutoCompleteAttribute, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMessage } from '../lib/messages';
import { MessageText } from './message-text';
import classes from './form.module.css';

type TTextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: TMessage | undefined;
  hint?: string;
  /** Shown as "(optional)" beside the label; required fields carry no marker but are announced as required. */
  optional?: boolean;
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Codes, numbers and card details are typed left to right, also in Arabic. */
  ltr?: boolean;
  maxLength?: number;
  placeholder?: string;
  testId: string;
};

/** A labelled input whose hint and error are tied to it for screen readers (aria-describedby). */
export function TextField(props: TTextFieldProps) {
  const { t } = useTranslation('checkout');
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
        {props.optional && <span className={classes.optional}>({t('customer.optional')})</span>}
      </label>
      {props.multiline ? (
        <textarea {...common} rows={3} onChange={(event) => props.onChange(event.currentTarget.value)} />
      ) : (
        <input
          {...common}
          type={props.type ?? 'text'}
          dir={props.ltr ? 'ltr' : undefined}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          onChange={(event) => props.onChange(event.currentTarget.value)}
        />
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

export function FieldError({ id, error, testId }: { id?: string; error: TMessage | undefined; testId: string }) {
  if (!error) return null;
  return (
    <p id={id} className={classes.error} data-testid={testId}>
      <MessageText message={error} />
    </p>
  );
}
