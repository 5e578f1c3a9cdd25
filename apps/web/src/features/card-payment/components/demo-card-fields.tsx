import { useTranslation } from 'react-i18next';
import type { TCardPayment } from '../lib/use-card-payment';
import { CardError, CardField } from './card-field';
import classes from './card-payment.module.css';

/**
 * The demo gateway's card form. The number goes to the server only with the caller's request
 * (never stored here or there; the server keeps the last four digits of the payment).
 */
export function DemoCardFields({ payment }: { payment: TCardPayment }) {
  const { t } = useTranslation('card-payment');
  const { card, setCard, errors } = payment.form;
  return (
    <div className={classes.card} data-testid="card-form" data-gateway="demo">
      <CardField
        label={t('card.number')}
        value={card.number}
        onChange={(number) => setCard({ number })}
        error={errors.fields.number}
        autoComplete="cc-number"
        maxLength={23}
        placeholder="4242 4242 4242 4242"
        testId="card-number"
      />
      <div className={classes.pair}>
        <CardField
          label={t('card.expiry')}
          value={card.expiry}
          onChange={(expiry) => setCard({ expiry })}
          error={errors.fields.expiry}
          autoComplete="cc-exp"
          maxLength={7}
          placeholder="MM/YY"
          testId="card-expiry"
        />
        <CardField
          label={t('card.cvc')}
          value={card.cvc}
          onChange={(cvc) => setCard({ cvc })}
          error={errors.fields.cvc}
          autoComplete="cc-csc"
          maxLength={4}
          placeholder="123"
          testId="card-cvc"
        />
      </div>
      <CardError error={errors.card} testId="card-error" />
      <p className={classes.note}>{t('card.testCards')}</p>
    </div>
  );
}
