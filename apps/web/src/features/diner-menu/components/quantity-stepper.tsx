import classes from './quantity-stepper.module.css';

type TStepperProps = {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** Names what is counted ("Quantity", "Quantity of Margherita"). */
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  size?: 'md' | 'sm';
  disabled?: boolean;
};

/** − n + with real buttons (44 px targets on phones); the count is announced as it changes. */
export function QuantityStepper({ value, min, max, onChange, label, decreaseLabel, increaseLabel, size = 'md', disabled }: TStepperProps) {
  return (
    <div className={`${classes.stepper} ${size === 'sm' ? classes.small : ''}`} role="group" aria-label={label}>
      <button
        type="button"
        className={classes.button}
        onClick={() => onChange(value - 1)}
        disabled={disabled || value <= min}
        aria-label={`${decreaseLabel}: ${label}`}
      >
        −
      </button>
      <output className={classes.value} aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className={classes.button}
        onClick={() => onChange(value + 1)}
        disabled={disabled || value >= max}
        aria-label={`${increaseLabel}: ${label}`}
      >
        +
      </button>
    </div>
  );
}
