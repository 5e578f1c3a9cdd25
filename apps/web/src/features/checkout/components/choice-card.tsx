import type { ReactNode } from 'react';
import classes from '../../../components/diner/choice.module.css';

type TChoiceCardProps = {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
  title: string;
  hint?: ReactNode;
  testId: string;
};

/** A native radio, drawn as a card with a title and a line of explanation. */
export function ChoiceCard({ name, value, checked, disabled, onChange, title, hint, testId }: TChoiceCardProps) {
  return (
    <label className={classes.card} data-testid={testId}>
      <input type="radio" name={name} value={value} checked={checked} disabled={disabled} onChange={onChange} />
      <span className={classes.cardText}>
        <span className={classes.cardTitle}>{title}</span>
        {hint}
      </span>
    </label>
  );
}
