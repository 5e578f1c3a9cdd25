import { useTranslation } from 'react-i18next';
import { BENEFIT_CODE_MAX } from '@menudelite/shared/growth/benefits';
import { formatMoney } from '@menudelite/shared/money/format';
import type { TBillPaymentState } from '../lib/use-bill-payment';
import { Section } from './section';
import { TextField } from './text-field';
import buttons from '../../../components/diner/buttons.module.css';

/** Paying the chosen share from a gift card: its code, then "Pay with the gift card" (items and tip, no card fee). */
export function GiftCardPay({ state }: { state: TBillPaymentState }) {
  const { t } = useTranslation('table-bill');
  const quote = state.quote.data;
  const ready = state.canPay && state.giftTotal !== null && state.giftCode.trim() !== '';
  return (
    <Section title={t('giftCard.heading')} testId="gift-card-section">
      <TextField
        label={t('giftCard.code')}
        value={state.giftCode}
        onChange={state.setGiftCode}
        hint={t('giftCard.hint')}
        ltr
        autoComplete="off"
        maxLength={BENEFIT_CODE_MAX}
        placeholder="XXXX-XXXX-XXXX-XXXX"
        testId="bill-gift-code"
      />
      <button
        type="button"
        className={`${buttons.secondary} ${buttons.wide}`}
        disabled={state.sending || !ready}
        aria-busy={state.sending}
        onClick={() => void state.payWithGiftCard()}
        data-testid="bill-gift-pay"
      >
        {quote && state.giftTotal !== null && state.canPay
          ? t('giftCard.pay', { amount: `\u2068${formatMoney(state.giftTotal, quote.currency)}\u2069` })
          : t('giftCard.payNoAmount')}
      </button>
    </Section>
  );
}
