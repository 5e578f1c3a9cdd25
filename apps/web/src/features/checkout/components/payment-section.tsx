import { useTranslation } from 'react-i18next';
import type { TCheckoutOptions } from '@menudelite/shared/orders/checkout-options';
import { CardPayment } from '../../card-payment/public';
import { TabOffer } from '../../open-tabs/public';
import { paymentMethodsFor } from '../lib/checkout-form';
import type { TCheckoutState } from '../lib/use-checkout';
import { ChoiceCard } from './choice-card';
import { Section } from './section';
import { FieldError } from './text-field';
import choice from '../../../components/diner/choice.module.css';

/** How the diner pays, among what the venue offers: card now (the venue's gateway: demo fields or Stripe's Payment Element), later, cash, or the room bill. */
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
      {state.cardNeeded && form.paymentMethod === 'card' && <CardPayment payment={state.cardPayment} />}
      {form.paymentMethod === 'card' && !state.cardNeeded && (
        <p className={choice.cardHint} data-testid="nothing-due">
          {t('payment.nothingDue')}
        </p>
      )}
      {form.paymentMethod === 'pay_later' && state.body.type === 'dine_in' && state.body.tableCode && (
        <TabOffer tableCode={state.body.tableCode} gateway={options.cardGateway} currency={options.currency} />
      )}
    </Section>
  );
}
