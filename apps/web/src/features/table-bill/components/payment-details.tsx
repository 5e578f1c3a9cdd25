import { useTranslation } from 'react-i18next';
import type { TBill } from '@menudelite/shared/bills/contracts';
import { formatMoney } from '@menudelite/shared/money/format';
import type { TBillPaymentState } from '../lib/use-bill-payment';
import { MessageText } from './message-text';
import { Section } from './section';
import classes from './bill.module.css';

/**
 * What this payment costs, as the server quoted it: the share, the tip, the card processing fee
 * and the total due, all before paying (issue 9: never surprise the diner with a fee).
 */
export function PaymentDetails({ bill, state }: { bill: TBill; state: TBillPaymentState }) {
  const { t } = useTranslation('table-bill');
  const { data: quote, loading, refusal } = state.quote;
  const money = (minor: number) => formatMoney(minor, bill.currency);
  const rule = bill.processingFeeRule;
  const feeNote =
    rule.fixed > 0
      ? t('summary.feeNote', { percent: rule.percent, fixed: money(rule.fixed) })
      : rule.percent > 0
        ? t('summary.feeNotePercent', { percent: rule.percent })
        : null;
  const rows = quote
    ? [
        { key: 'share', amount: quote.amount, show: true },
        { key: 'tip', amount: quote.tip, show: quote.tip > 0 },
        { key: 'processingFee', amount: quote.processingFee, show: quote.processingFee > 0 },
      ]
    : [];
  return (
    <Section title={t('summary.heading')} testId="payment-details">
      <p className={classes.note} aria-live="polite">
        {loading && state.share.ok ? t('summary.updating') : ''}
      </p>
      {quote && state.share.ok && (
        <dl className={`${classes.rows} ${loading ? classes.stale : ''}`}>
          {rows
            .filter((row) => row.show)
            .map((row) => (
              <div key={row.key} className={classes.row} data-testid={`quote-${row.key}`}>
                <dt>{t(`summary.${row.key}`)}</dt>
                <dd>
                  <bdi>{money(row.amount)}</bdi>
                </dd>
              </div>
            ))}
          <div className={`${classes.row} ${classes.total}`} data-testid="quote-total">
            <dt>{t('summary.total')}</dt>
            <dd>
              <bdi>{money(quote.total)}</bdi>
            </dd>
          </div>
        </dl>
      )}
      {quote && state.share.ok && (
        <p className={classes.note} data-testid="quote-remaining-after">
          {quote.remainingAfter === 0 ? t('summary.closesBill') : t('summary.remainingAfter', { amount: money(quote.remainingAfter) })}
        </p>
      )}
      {refusal && (
        <p className={classes.error} role="alert" data-testid="quote-error">
          <MessageText message={refusal.message} />
        </p>
      )}
      {feeNote && <p className={classes.note}>{feeNote}</p>}
    </Section>
  );
}
