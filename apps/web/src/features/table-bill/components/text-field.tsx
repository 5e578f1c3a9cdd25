import { useId, type HTMLAttributes, type HTMLInputAutoCompleteAttribute } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBillMessage } from '../lib/messages';
import { MessageText } from './message-text';
import classes from './form.module.css';

type TTextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: TBillMessage | null;
  hint?: string;
  optional?: boolean;
  type?: 'text' | 'email';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Amounts are typed left to right, also in Arabic. */
  ltr?: boolean;
  maxLength?: number;
  placeholder?: string;
  testId: string;
};

/** A labelled input whose hint and error are tied to it for screen readers (aria-describedby). */
export function TextField(props: TTextFieldProps) {
  const { t } = useTranslation('table-bill');
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [props.hint ? hintId : null, props.error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={classes.field} data-field>
      <label htmlFor={id} className={classes.label}>
        {props.label}
        {props.optional && <span className={classes.optional}>({t('payer.optional')})</span>}
      </label>
      <input
        id={id}
        className={`${classes.input} ${props.ltr ? classes.ltr : ''}`}
        value={props.value}
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy}
        data-testid={props.testId}
        type={props.type ?? 'text'}
        dir={props.ltr ? 'ltr' : undefined}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
      {props.hint && (
        <p id={hintId} className={classes.hint}>
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={errorId} className={classes.error} data-testid={`${props.testId}-error`}>
          <MessageText message={props.error} />
        </p>
      )}
    </div>
  );
}
