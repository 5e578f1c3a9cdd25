import { useTranslation } from 'react-i18next';
import type { TBillPaymentState } from '../lib/use-bill-payment';
import { TextField } from './text-field';

/** Optional: a name the table sees beside the payment, and an e-mail address for the receipt. */
export function PayerFields({ state }: { state: TBillPaymentState }) {
  const { t } = useTranslation('table-bill');
  return (
    <div data-testid="payer-fields">
      <TextField
        label={t('payer.name')}
        value={state.payer.name}
        onChange={(name) => state.setPayer({ ...state.payer, name })}
        optional
        autoComplete="given-name"
        maxLength={120}
        testId="payer-name"
      />
      <TextField
        label={t('payer.email')}
        value={state.payer.email}
        onChange={(email) => state.setPayer({ ...state.payer, email })}
        optional
        type="email"
        autoComplete="email"
        inputMode="email"
        ltr
        maxLength={254}
        testId="payer-email"
      />
    </div>
  );
}
