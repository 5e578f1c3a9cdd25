import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TPaymentSuccess } from '@menudelite/shared/delitepay/contracts';
import { formatMoney } from '@menudelite/shared/money/format';
import { useDocumentTitle } from '../../../lib/navigation/use-document-title';
import { pageBrandStyle } from '../lib/page-brand';
import { PaymentHeader } from './payment-header';
import { Section } from './section';
import classes from './page.module.css';
import success from '../../../components/diner/status-banner.module.css';

type TRow = { label: string; value: string; testId: string };

/** What was paid, on the venue's clock, with where the receipt went. Pending: the bank is still answering (the page asks again). */
export function SuccessScreen({ data, receiptTo }: { data: TPaymentSuccess; receiptTo: string | null }) {
  const { t, i18n } = useTranslation('delitepay-public');
  const { restaurant, payment } = data;
  const money = (minor: number) => formatMoney(minor, payment.currency);
  const paidAt = useMemo(
    () =>
      new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone: restaurant.timeZone }).format(
        new Date(payment.paidAt ?? payment.createdAt),
      ),
    [i18n.language, restaurant.timeZone, payment.paidAt, payment.createdAt],
  );
  const style = useMemo(() => pageBrandStyle(restaurant.primaryColor), [restaurant.primaryColor]);
  const status = payment.status;
  useDocumentTitle(t(`success.${status}.title`));
  const rows: TRow[] = [
    ...(payment.description ? [{ label: t('success.for'), value: payment.description, testId: 'success-description' }] : []),
    { label: t('summary.amount'), value: money(payment.amount), testId: 'success-amount' },
    { label: t('summary.tip'), value: money(payment.tip), testId: 'success-tip' },
    ...(payment.processingFee > 0 ? [{ label: t('summary.fees'), value: money(payment.processingFee), testId: 'success-fee' }] : []),
    ...(payment.reference ? [{ label: t('success.reference'), value: payment.reference, testId: 'success-reference' }] : []),
    ...(payment.cardLast4 ? [{ label: t('success.card'), value: t('success.cardEnding', { last4: payment.cardLast4 }), testId: 'success-card' }] : []),
    { label: t('success.time'), value: paidAt, testId: 'success-time' },
    ...(payment.refundedAmount > 0 ? [{ label: t('success.refunded'), value: money(payment.refundedAmount), testId: 'success-refunded' }] : []),
  ];
  return (
    <div className={classes.page} style={style} data-testid="payment-success-page" data-status={status}>
      <PaymentHeader venue={restaurant.name} logoUrl={restaurant.logoUrl} title={t('success.heading')} />
      <main className={`${classes.layout} ${classes.narrow}`}>
        <section className={`${success.banner} ${success[status]}`} role="status" data-testid="success-banner">
          <svg className={success.icon} width="44" height="44" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
            <circle cx="12" cy="12" r="10" />
            {status === 'succeeded' && <path d="M7.5 12.5l3 3 6-6.5" strokeLinecap="round" strokeLinejoin="round" />}
            {status === 'pending' && <path d="M12 7v5l3 2" strokeLinecap="round" />}
            {status === 'failed' && <path d="M9 9l6 6M15 9l-6 6" strokeLinecap="round" />}
          </svg>
          <div>
            <h2 className={success.title}>{t(`success.${status}.title`)}</h2>
            <p className={success.total} data-testid="success-total">
              <bdi>{money(payment.total)}</bdi>
            </p>
            <p className={success.body}>{t(`success.${status}.body`, { venue: restaurant.name })}</p>
          </div>
        </section>
        {status !== 'failed' && (
          <Section title={t('success.details')} testId="success-details">
            <dl className={classes.rows}>
              {rows.map((row) => (
                <div key={row.testId} className={classes.row}>
                  <dt>{row.label}</dt>
                  <dd data-testid={row.testId}>
                    <bdi>{row.value}</bdi>
                  </dd>
                </div>
              ))}
            </dl>
            {status === 'succeeded' && (
              <p className={classes.muted} data-testid="success-receipt">
                {receiptTo ? t('success.receiptSent', { email: receiptTo }) : t('success.receiptNote')}
              </p>
            )}
          </Section>
        )}
        <Link to={`/${encodeURIComponent(restaurant.slug)}/payment-page`} className={classes.secondary} data-testid="success-pay-again">
          {status === 'failed' ? t('success.tryAgain') : t('success.payAnother')}
        </Link>
      </main>
    </div>
  );
}
