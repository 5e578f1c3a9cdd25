import { useTranslation } from 'react-i18next';
import type { TOrderType } from '@menudelite/shared/orders/status';
import { ChoiceCard } from './choice-card';
import { PlaceFields, type TFieldsProps } from './place-fields';
import { Section } from './section';
import classes from '../../../components/diner/choice.module.css';

/** How the diner gets the order: the venue's order types (with SPEC section 8's message when one is closed), then that type's fields. */
export function OrderTypeSection(props: TFieldsProps) {
  const { t } = useTranslation('checkout');
  const { state } = props;
  // A venue taking no orders at all says so once, above the form, not on every card.
  const sayRefusal = props.options.availability.acceptingOrders;
  const choose = (type: TOrderType) => state.update({ type });
  return (
    <Section title={t('sections.orderType')} testId="order-type-section">
      <fieldset className={classes.group}>
        <legend className="md-visually-hidden">{t('sections.orderType')}</legend>
        <div className={classes.cards}>
          {state.typeOptions.map((option) => (
            <ChoiceCard
              key={option.type}
              name="order-type"
              value={option.type}
              checked={state.form.type === option.type}
              disabled={option.refusal !== null}
              onChange={() => choose(option.type)}
              title={t(`types.${option.type}`)}
              hint={
                option.refusal && sayRefusal ? (
                  <span className={classes.refusal}>{t(`availability.${option.refusal}`)}</span>
                ) : (
                  <span className={classes.cardHint}>{t(`typeHints.${option.type}`)}</span>
                )
              }
              testId={`order-type-${option.type}`}
            />
          ))}
        </div>
      </fieldset>
      <PlaceFields {...props} />
    </Section>
  );
}
