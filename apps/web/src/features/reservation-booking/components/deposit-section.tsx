import { useTranslation } from 'react-i18next';
import type { TDepositQuote } from '@menudelite/shared/reservations/contracts';
import { formatMoney } from '@menudelite/shared/money/format';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { CardPayment, type TCardPayment } from '../../card-payment/public';
import { Section } from './section';
import classes from './page.module.css';

/**
 * A venue asking larger parties for a deposit (charged now, counted towards the bill) or a card
 * hold (nothing charged; a no-show fee may be taken): the amount, what it means, and the card.
 */
export function DepositSection({ deposit, payment }: { deposit: TDepositQuote; payment: TCardPayment }) {
  const { t } = useTranslation('reservation-booking');
  const amount = formatMoney(deposit.amount, deposit.currency as TCurrency);
  return (
    <Section title={t(`deposit.${deposit.mode}.title`)} testId="booking-deposit">
      <p className={classes.intro} data-testid="booking-deposit-text" data-mode={deposit.mode}>
        {t(`deposit.${deposit.mode}.body`, { amount })}
      </p>
      <CardPayment payment={payment} />
    </Section>
  );
}
