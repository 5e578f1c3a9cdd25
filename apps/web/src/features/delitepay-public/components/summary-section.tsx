import { useTranslation } from 'react-i18next';
import { formatMoney } from '@menudelite/shared/money/format';
import { useErrorText } from '../../../lib/http/use-error-text';
import type { TPaymentFormState } from '../lib/use-payment-form';
import { Section } from './section';
import classes from './page.module.css';

/** What will be charged, every part of it, before the payer presses "Pay": the amount, the tip, the card processing fee and the total. */
export function SummarySection({ state }: { state: TPaymentFormState }) {
  const { t } = useTranslation('delitepay-public');
  const { text } = useErrorText();
  const { figures, terms, banner, busy } = state;
  const money = (minor: number) => formatMoney(minor, terms.currency);
  return (
    <Section title={t('summary.title')} testId="pay-summary">
      <dl className={classes.rows}>
        <div className={classes.row}>
          <dt>{t('summary.amount')}</dt>
          <dd data-testid="summary-amount">
            <bdi>{figures ? money(figures.amount) : '—'}</bdi>
          </dd>
        </div>
        <div className={classes.row}>
          <dt>{t('summary.tip')}</dt>
          <dd data-testid="summary-tip">
            <bdi>{money(figures?.tip ?? 0)}</bdi>
          </dd>
        </div>
        <div className={classes.row}>
          <dt>{t('summary.fees')}</dt>
          <dd data-testid="summary-fees">
            <bdi>{!figures ? '—' : figures.fees > 0 ? money(figures.fees) : t('summary.noFees')}</bdi>
          </dd>
        </div>
        <div className={`${classes.row} ${classes.total}`}>
          <dt>{t('summary.total')}</dt>
          <dd data-testid="summary-total">
            <bdi>{figures ? money(figures.total) : '—'}</bdi>
          </dd>
        </div>
      </dl>
      <p className={classes.muted}>{t('summary.feesNote')}</p>
      {banner && (
        <p className={classes.banner} role="alert" data-testid="pay-error">
          {text(banner)}
        </p>
      )}
      <button type="submit" className={classes.primary} disabled={busy} aria-busy={busy || undefined} data-testid="pay-submit">
        {busy ? t('summary.paying') : figures ? t('summary.payAmount', { amount: money(figures.total) }) : t('summary.pay')}
      </button>
    </Section>
  );
}
