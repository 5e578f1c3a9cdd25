import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBill } from '@menudelite/shared/bills/contracts';
import { formatMoney } from '@menudelite/shared/money/format';
import type { TPaidResult } from '../lib/use-bill-payment';
import { isolate } from '../lib/isolate';
import buttons from '../../../components/diner/buttons.module.css';
import classes from './outcome-panels.module.css';

/** The diner's own payment went through (or is being confirmed by their bank). */
export function PaidPanel({ bill, paid, onAgain }: { bill: TBill; paid: TPaidResult; onAgain: (() => void) | null }) {
  const { t } = useTranslation('table-bill');
  const amount = formatMoney(paid.payment.total, bill.currency);
  const panel = useRef<HTMLElement>(null);
  // On a phone the "Pay" button sat at the bottom: bring the outcome into view.
  useEffect(() => panel.current?.scrollIntoView({ block: 'center' }), []);
  return (
    <section ref={panel} className={`${classes.panel} ${classes.success}`} role="status" data-testid="payment-done" data-processing={paid.processing}>
      <h2 className={classes.title}>{paid.processing ? t('done.processingTitle') : t('done.title')}</h2>
      <p className={classes.body}>{paid.processing ? t('done.processing', { amount }) : t('done.body', { amount })}</p>
      {paid.email && <p className={classes.body}>{t('done.receipt', { email: isolate(paid.email) })}</p>}
      {onAgain && (
        <button type="button" className={buttons.secondary} onClick={onAgain} data-testid="pay-again">
          {t('done.again')}
        </button>
      )}
    </section>
  );
}

/** The bill is settled: a clear paid state instead of the ways to pay. */
export function ClosedPanel({ bill }: { bill: TBill }) {
  const { t } = useTranslation('table-bill');
  const byStaff = bill.totals.amountRemaining > 0;
  return (
    <section className={`${classes.panel} ${classes.success}`} data-testid="bill-closed">
      <svg
        className={classes.icon}
        width="40"
        height="40"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="10" />
        <path d="M7.5 12.5l3 3 6-6.5" />
      </svg>
      <h2 className={classes.title}>{t('closed.title')}</h2>
      <p className={classes.body}>{byStaff ? t('closed.closedByStaff') : t('closed.body')}</p>
    </section>
  );
}

/** 409 BILL_CHANGED: someone paid or ordered meanwhile; the bill on screen is the new one. */
export function ChangedPanel({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation('table-bill');
  return (
    <section className={`${classes.panel} ${classes.warning}`} role="alert" data-testid="bill-changed">
      <h2 className={classes.title}>{t('changed.title')}</h2>
      <p className={classes.body}>{t('changed.body')}</p>
      <button type="button" className={buttons.secondary} onClick={onDismiss} data-testid="changed-dismiss">
        {t('changed.dismiss')}
      </button>
    </section>
  );
}
