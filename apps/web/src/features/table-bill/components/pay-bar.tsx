import { useTranslation } from 'react-i18next';
import { formatMoney } from '@menudelite/shared/money/format';
import type { TBillPaymentState } from '../lib/use-bill-payment';
import { MessageText } from './message-text';
import buttons from '../../../components/diner/buttons.module.css';
import classes from './pay-bar.module.css';

/** The one sentence about what went wrong, and "Pay" with the total due (fixed at the bottom on phones). */
export function PayBar({ state }: { state: TBillPaymentState }) {
  const { t } = useTranslation('table-bill');
  const quote = state.quote.data;
  return (
    <div className={classes.bar}>
      <div className={classes.inner}>
        <div aria-live="assertive">
          {state.banner && (
            <p className={classes.banner} data-testid="pay-error">
              <MessageText message={state.banner} />
            </p>
          )}
        </div>
        <button
          type="submit"
          className={`${buttons.primary} ${buttons.wide} ${classes.pay}`}
          disabled={state.sending || !state.canPay}
          aria-busy={state.sending}
          data-testid="pay"
        >
          {state.sending ? (
            t('submit.sending')
          ) : (
            <>
              <span>{t('submit.pay')}</span>
              {quote && state.canPay && <bdi className={classes.amount}>{formatMoney(quote.total, quote.currency)}</bdi>}
            </>
          )}
        </button>
      </div>
    </div>
  );
}
