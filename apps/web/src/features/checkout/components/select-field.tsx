import { useId, type ReactNode } from 'react';
import type { TMessage } from '../lib/messages';
import { FieldError } from './text-field';
import classes from '../../../components/diner/form.module.css';

type TSelectFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: TMessage | undefined;
  hint?: string;
  /** The first, empty choice ("Choose a time"). */
  placeholder: string;
  children: ReactNode;
  testId: string;
};

/** A native select (phones show their own picker) with its label, hint and error. */
export function SelectField({ label, value, onChange, error, hint, placeholder, children, testId }: TSelectFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={classes.field} data-field>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <select
        id={id}
        className={classes.input}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        data-testid={testId}
      >
        <option value="">{placeholder}</option>
        {children}
      </select>
      {hint && (
        <p id={`${id}-hint`} className={classes.hint}>
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} error={error} testId={`${testId}-error`} />
    </div>
  );
}
