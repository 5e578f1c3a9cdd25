import { useTranslation } from 'react-i18next';
import type { TBill } from '@menudelite/shared/bills/contracts';
import { formatMoney } from '@menudelite/shared/money/format';
import type { TBillMessage } from '../lib/messages';
import type { TPayChoice } from '../lib/pay-choice';
import { TextField } from './text-field';

type TCustomChoice = Extract<TPayChoice, { mode: 'custom' }>;

/** "Custom amount": any amount of at least the minimum that leaves 0 or at least the minimum. */
export function CustomAmountFields(props: { bill: TBill; choice: TCustomChoice; onChange: (choice: TPayChoice) => void; problem: TBillMessage | null }) {
  const { t } = useTranslation('table-bill');
  return (
    <TextField
      label={t('pay.amountLabel')}
      value={props.choice.text}
      onChange={(text) => props.onChange({ mode: 'custom', text })}
      error={props.problem}
      inputMode="decimal"
      autoComplete="off"
      ltr
      maxLength={16}
      placeholder={formatMoney(props.bill.minimumAmount * 10, props.bill.currency, { symbol: false })}
      testId="custom-amount"
    />
  );
}
