import { useId, type ReactNode } from 'react';
import classes from './guest.module.css';

type TFieldProps = {
  label: string;
  error?: string | null;
  testId: string;
  children: (props: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined; 'data-testid': string }) => ReactNode;
};

/** A labelled control whose error is tied to it for screen readers (aria-describedby), in red with text, not colour alone. */
export function Field({ label, error, testId, children }: TFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined, 'data-testid': testId })}
      {error && (
        <p id={errorId} className={classes.error} data-testid={`${testId}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
