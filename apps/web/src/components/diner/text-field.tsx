import { useId, type HTMLAttributes, type HTMLInputAutoCompleteAttribute, type ReactNode } from 'react';
import classes from './form.module.css';

export type TTextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The error, already in the diner's words (each feature renders its own message kind). */
  error?: ReactNode;
  hint?: string;
  /** The translated "optional" shown beside the label; required fields carry no marker but are announced as required. */
  optionalLabel?: string | undefined;
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Codes, amounts, addresses and card details are typed left to right, also in Arabic. */
  ltr?: boolean;
  /** The currency symbol before an amount. */
  prefix?: string;
  maxLength?: number;
  placeholder?: string;
  testId: string;
};

/**
 * The diner pages' labelled input (no Mantine: these pages load fast on a phone), its hint and
 * error tied to it for screen readers (aria-describedby). Words come in as props, so one kit
 * serves every feature's i18n namespace.
 */
export function TextField(props: TTextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = props.error !== undefined && props.error !== null && props.error !== false;
  const describedBy = [props.hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    className: `${classes.input} ${props.ltr ? classes.ltr : ''}`,
    value: props.value,
    maxLength: props.maxLength,
    placeholder: props.placeholder,
    'aria-invalid': hasError ? true : undefined,
    'aria-required': props.optionalLabel ? undefined : true,
    'aria-describedby': describedBy,
    'data-testid': props.testId,
  };
  return (
    <div className={classes.field} data-field>
      <label htmlFor={id} className={classes.label}>
        {props.label}
        {props.optionalLabel && <span className={classes.optional}>({props.optionalLabel})</span>}
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
            dir={props.ltr ? 'ltr' : undefined}
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
      <FieldError id={errorId} testId={`${props.testId}-error`}>
        {hasError ? props.error : null}
      </FieldError>
    </div>
  );
}

/** A field's error sentence (already translated), or nothing. */
export function FieldError({ id, children, testId }: { id?: string; children: ReactNode; testId: string }) {
  if (children === undefined || children === null || children === false) return null;
  return (
    <p id={id} className={classes.error} data-testid={testId}>
      {children}
    </p>
  );
}
