import { useId, type HTMLInputAutoCompleteAttribute } from 'react';
import type { TCardMessage } from '../lib/types';
import { MessageText } from './message-text';
import classes from './card-payment.module.css';

type TCardFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: TCardMessage | undefined;
  autoComplete: HTMLInputAutoCompleteAttribute;
  maxLength: number;
  placeholder: string;
  testId: string;
};

/** A card detail: typed left to right in every language, its error tied to it for screen readers. */
export function CardField(props: TCardFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={classes.field} data-field>
      <label htmlFor={id} className={classes.label}>
        {props.label}
      </label>
      <input
        id={id}
        className={classes.input}
        value={props.value}
        onChange={(event) => props.onChange(event.currentTarget.value)}
        type="text"
        dir="ltr"
        inputMode="numeric"
        autoComplete={props.autoComplete}
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        aria-required
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        data-testid={props.testId}
      />
      <CardError id={errorId} error={props.error} testId={`${props.testId}-error`} />
    </div>
  );
}

export function CardError({ id, error, testId }: { id?: string; error: TCardMessage | null | undefined; testId: string }) {
  if (!error) return null;
  return (
    <p id={id} className={classes.error} data-testid={testId}>
      <MessageText message={error} />
    </p>
  );
}
