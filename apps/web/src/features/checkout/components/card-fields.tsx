import { useTranslation } from 'react-i18next';
import type { TCardFields } from '../lib/checkout-form';
import type { TCheckoutState } from '../lib/use-checkout';
import { FieldError, TextField } from './text-field';
import classes from './card-fields.module.css';

/**
 * The demo payment provider's card form. The number goes to the server only with the order
 * (never stored here or there; the server keeps the last four digits of the payment).
 */
export function CardFields({ state }: { state: TCheckoutState }) {
  const { t } = useTranslation('checkout');
  const { form, update, problems } = state;
  const set = (patch: Partial<TCardFields>) => update({ card: { ...form.card, ...patch } });
  return (
    <div className={classes.card} data-testid="card-form">
      <TextField
        label={t('card.number')}
        value={form.card.number}
        onChange={(number) => set({ number })}
        error={problems.fields['card.number']}
        inputMode="numeric"
        autoComplete="cc-number"
        ltr
        maxLength={23}
        placeholder="4242 4242 4242 4242"
        testId="card-number"
      />
      <div className={classes.pair}>
        <TextField
          label={t('card.expiry')}
          value={form.card.expiry}
          onChange={(expiry) => set({ expiry })}
          error={problems.fields['card.expiry']}
          inputMode="numeric"
          autoComplete="cc-exp"
          ltr
          maxLength={7}
          placeholder="MM/YY"
          testId="card-expiry"
        />
        <TextField
          label={t('card.cvc')}
          value={form.card.cvc}
          onChange={(cvc) => set({ cvc })}
          error={problems.fields['card.cvc']}
          inputMode="numeric"
          autoComplete="cc-csc"
          ltr
          maxLength={4}
          placeholder="123"
          testId="card-cvc"
        />
      </div>
      <FieldError error={problems.fields.card} testId="card-error" />
      <p className={classes.test}>{t('card.testCards')}</p>
    </div>
  );
}
