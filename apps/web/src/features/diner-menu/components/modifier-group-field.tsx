import { useTranslation } from 'react-i18next';
import { formatMoney } from '@menudelite/shared/money/format';
import { translated } from '@menudelite/shared/menu/translate';
import type { TPublicModifierGroup } from '../../cart/public';
import { canAddMore, chooseOnly, groupTotal, isSingleChoice, multiMax, stepModifier, type TModifierCounts } from '../lib/modifier-selection';
import { useMenuContext } from './menu-context';
import { QuantityStepper } from './quantity-stepper';
import classes from './modifier-group-field.module.css';

type TFieldProps = {
  group: TPublicModifierGroup;
  counts: TModifierCounts;
  onChange: (counts: TModifierCounts) => void;
  /** Shown after a failed "Add": this group still needs choices. */
  invalid: boolean;
  disabled: boolean;
};

/** One modifier group: radios for "choose 1", check boxes up to the max, steppers when a choice may repeat. */
export function ModifierGroupField({ group, counts, onChange, invalid, disabled }: TFieldProps) {
  const { t } = useTranslation('diner-menu');
  const { index, language, currency } = useMenuContext();
  const modifiers = group.modifierIds.flatMap((id) => index.modifiers.get(id) ?? []);
  const single = isSingleChoice(group);
  const hintId = `modifier-group-${group.id}-hint`;
  const rule =
    group.min === group.max
      ? group.min === 1
        ? t('sheet.chooseOne')
        : t('sheet.chooseExactly', { count: group.min })
      : group.min === 0
        ? t('sheet.chooseUpTo', { count: group.max })
        : t('sheet.chooseBetween', { min: group.min, max: group.max });
  return (
    <fieldset
      className={`${classes.group} ${invalid ? classes.invalid : ''}`}
      aria-describedby={hintId}
      aria-invalid={invalid || undefined}
      disabled={disabled}
      data-testid="modifier-group"
      data-group-id={group.id}
    >
      <legend className={classes.legend}>
        <span className={classes.name}>{translated(group, 'name', language)}</span>
        <span className={group.min > 0 ? classes.required : classes.optional}>{group.min > 0 ? t('sheet.required') : t('sheet.optional')}</span>
      </legend>
      <p id={hintId} className={classes.hint}>
        {rule} · {groupTotal(group, counts)}/{group.max}
      </p>
      <ul className={classes.options}>
        {modifiers.map((modifier) => {
          const count = counts[modifier.id] ?? 0;
          const name = translated(modifier, 'name', language);
          const price = modifier.price > 0 ? <bdi className={classes.price}>+{formatMoney(modifier.price, currency)}</bdi> : null;
          const unavailable = !modifier.isAvailable;
          if (multiMax(group) > 1 && !single) {
            return (
              <li key={modifier.id} className={classes.option}>
                <span className={classes.label}>
                  {name} {price} {unavailable && <span className={classes.unavailable}>{t('sheet.unavailable')}</span>}
                </span>
                <QuantityStepper
                  size="sm"
                  value={count}
                  min={0}
                  max={count + (canAddMore(group, counts, modifier.id) ? 1 : 0)}
                  onChange={(value) => onChange(stepModifier(group, counts, modifier.id, value > count ? 1 : -1))}
                  label={name}
                  decreaseLabel={t('sheet.decrease')}
                  increaseLabel={t('sheet.increase')}
                  disabled={unavailable && count === 0}
                />
              </li>
            );
          }
          const checked = count > 0;
          return (
            <li key={modifier.id} className={classes.option}>
              <label className={classes.choice}>
                <input
                  type={single ? 'radio' : 'checkbox'}
                  name={`modifier-group-${group.id}`}
                  className={classes.input}
                  checked={checked}
                  disabled={(unavailable && !checked) || (!single && !checked && !canAddMore(group, counts, modifier.id))}
                  onChange={() => onChange(single ? chooseOnly(group, counts, modifier.id) : stepModifier(group, counts, modifier.id, checked ? -1 : 1))}
                />
                <span className={classes.label}>
                  {name} {unavailable && <span className={classes.unavailable}>{t('sheet.unavailable')}</span>}
                </span>
                {price}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
