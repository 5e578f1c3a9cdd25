import { useId } from 'react';
import classes from './stepper.module.css';

type TStepperProps = {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** What the value reads as ("3 parts"); the number itself by default. */
  valueText?: string;
  lessLabel: string;
  moreLabel: string;
  testId: string;
};

/** A count chosen with − and + (people in a split, parts of a shared item): 48 px targets, no typing. */
export function Stepper({ label, value, min, max, onChange, valueText, lessLabel, moreLabel, testId }: TStepperProps) {
  const id = useId();
  return (
    <div className={classes.field} role="group" aria-labelledby={id} data-testid={testId}>
      <span id={id} className={classes.label}>
        {label}
      </span>
      <div className={classes.control}>
        <button
          type="button"
          className={classes.button}
          onClick={() => onChange(value - 1)}
          disabled={value <= min}
          aria-label={lessLabel}
          data-testid={`${testId}-less`}
        >
          −
        </button>
        <output className={classes.value} aria-live="polite" data-testid={`${testId}-value`}>
          {valueText ?? value}
        </output>
        <button
          type="button"
          className={classes.button}
          onClick={() => onChange(value + 1)}
          disabled={value >= max}
          aria-label={moreLabel}
          data-testid={`${testId}-more`}
        >
          +
        </button>
      </div>
    </div>
  );
}
