import { useTranslation } from 'react-i18next';
import { formatMoney } from '@menudelite/shared/money/format';
import type { TCheckoutState } from '../lib/use-checkout';
import { MessageText } from './message-text';
import buttons from '../../../components/diner/buttons.module.css';
import classes from './submit-bar.module.css';

/** The form's one sentence about what went wrong, and "Place order" with the total (fixed at the bottom on phones). */
export function SubmitBar({ state }: { state: TCheckoutState }) {
  const { t } = useTranslation('checkout');
  const { problems, quote, blocked, blockReason, sending } = state;
  return (
    <div className={classes.bar}>
      <div className={classes.inner}>
        <div aria-live="assertive">
          {problems.banner && (
            <p className={classes.banner} data-testid="checkout-error">
              <MessageText message={problems.banner} />
            </p>
          )}
          {blockReason && !problems.banner && (
            <p className={classes.banner} data-testid="checkout-blocked">
              <MessageText message={blockReason} />
            </p>
          )}
        </div>
        <button
          type="submit"
          className={`${buttons.primary} ${buttons.wide} ${classes.place}`}
          disabled={blocked}
          aria-busy={sending}
          data-testid="place-order"
        >
          {sending ? (
            t('place.sending')
          ) : (
            <>
              <span>{t('place.label')}</span>
              {/* What the diner still pays: points and a gift card are taken off (amountDue). */}
              {quote && <bdi className={classes.amount}>{formatMoney(quote.amountDue, quote.currency)}</bdi>}
            </>
          )}
        </button>
      </div>
    </div>
  );
}
