import { useTranslation } from 'react-i18next';
import type { TBill } from '@menudelite/shared/bills/contracts';
import { formatMoney } from '@menudelite/shared/money/format';
import { Section } from './section';
import classes from './bill-payments.module.css';

/** Who has paid what so far, so everyone at the table sees each payment land. */
export function BillPayments({ bill }: { bill: TBill }) {
  const { t } = useTranslation('table-bill');
  const shown = bill.payments.filter((payment) => payment.status !== 'failed');
  if (shown.length === 0) return null;
  const money = (minor: number) => formatMoney(minor, bill.currency);
  return (
    <Section title={t('payments.heading')} testId="bill-payments">
      <ul className={classes.list}>
        {shown.map((payment) => (
          <li key={payment.id} className={classes.payment} data-testid="bill-payment" data-status={payment.status}>
            <span className={classes.who}>
              <bdi>{payment.payerName ?? t('payments.someone')}</bdi>
              <span className={classes.how}>
                {t(`payments.method.${payment.method}`)}
                {payment.cardLast4 && <bdi dir="ltr"> ···· {payment.cardLast4}</bdi>}
                {payment.status === 'pending' && ` · ${t('payments.pending')}`}
              </span>
            </span>
            <span className={classes.amounts}>
              <bdi className={classes.amount}>{money(payment.amount + payment.tip)}</bdi>
              {payment.tip > 0 && <span className={classes.tip}>{t('payments.withTip', { tip: money(payment.tip) })}</span>}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
