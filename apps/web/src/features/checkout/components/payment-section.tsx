import { useTranslation } from 'react-i18next';
import type { TCheckoutOptions } from '@menudelite/shared/orders/checkout-options';
import { paymentMethodsFor } from '../lib/checkout-form';
import type { TCheckoutState } from '../lib/use-checkout';
import { CardFields } from './card-fields';
import { ChoiceCard } from './choice-card';
import { Section } from './section';
import { FieldError } from './text-field';
import choice from './choice.module.css';

/** How the diner pays, among what the venue offers: card now (demo provider), later, cash, or the room bill. */
export function PaymentSection({ state, options }: { state: TCheckoutState; options: TCheckoutOptions }) {
  const { t } = useTranslation('checkout');
  const { form, update, problems } = state;
  const methods = paymentMethodsFor(options.paymentMethods, form);
  return (
    <Section title={t('sections.payment')} testId="payment-section">
      <fieldset className={choice.group}>
        <legend className="md-visually-hidden">{t('sections.payment')}</legend>
        <div className={choice.cards}>
          {methods.map((method) => (
            <ChoiceCard
              key={method}
              name="payment-method"
              value={method}
              checked={form.paymentMethod === method}
              onChange={() => update({ paymentMethod: method })}
              title={t(`payment.${method}`)}
              hint={<span className={choice.cardHint}>{t(`paymentHints.${method}`)}</span>}
              testId={`payment-${method}`}
            />
          ))}
        </div>
      </fieldset>
      <FieldError error={problems.fields.paymentMethod} testId="payment-method-error" />
      {form.paymentMethod === 'card' && <CardFields state={state} />}
    </Section>
  );
}
