import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { formatMoney } from '@menudelite/shared/money/format';
import { errorDetails, errorSummary } from '../../../lib/http/error-text';
import { Sheet } from '../../diner-menu/public';
import { useGiftCardBalance } from '../api/check-gift-card';
import type { TBenefitChoice } from '../lib/benefits';
import { isolated } from '../lib/isolated';
import { messageFor, type TMessage } from '../lib/messages';
import { typedAmount } from '../lib/typed-amount';
import { MessageText } from './message-text';
import { TextField } from './text-field';
import buttons from '../../../components/diner/buttons.module.css';
import classes from './benefits.module.css';

type TGiftCardDialogProps = {
  restaurantId: string;
  currency: TCurrency;
  choice: TBenefitChoice;
  onApply: (next: TBenefitChoice) => Promise<TMessage | null>;
  onClose: () => void;
};

/** A refused lookup or quote in the diner's words: its key's sentence (giftCardInvalid, giftCardSpent, too many tries). */
function refusalText(error: unknown): TMessage {
  const detail = errorDetails(error)[0];
  if (detail) return messageFor(detail.key, detail.params);
  const text = errorSummary(error);
  return { key: `errors:${text.key}`, ...(text.values ? { values: text.values as Record<string, string | number> } : {}) };
}

/**
 * Paying part (or all) of the order with a gift card: its code, a balance check (the server says
 * what it holds here), and optionally how much of it to use; left empty, the card pays what it can.
 */
export function GiftCardDialog({ restaurantId, currency, choice, onApply, onClose }: TGiftCardDialogProps) {
  const { t } = useTranslation('checkout');
  const balance = useGiftCardBalance(restaurantId);
  const [code, setCode] = useState(choice.giftCard?.code ?? '');
  const [amountText, setAmountText] = useState('');
  const [problem, setProblem] = useState<TMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const amount = typedAmount(amountText, currency);
  const money = (minor: number) => formatMoney(minor, currency);

  function check() {
    if (!code.trim()) return setProblem({ key: 'giftCard.codeRequired' });
    setProblem(null);
    balance.mutate(code.trim(), { onError: (error) => setProblem(refusalText(error)) });
  }

  async function apply() {
    if (!code.trim()) return setProblem({ key: 'giftCard.codeRequired' });
    if (amount === 'invalid') return setProblem({ key: 'giftCard.amountInvalid' });
    if (balance.data && amount !== null && amount > balance.data.balance) {
      return setProblem(messageFor('giftCardInsufficient', { balance: isolated(money(balance.data.balance)) }));
    }
    setBusy(true);
    const refused = await onApply({ ...choice, giftCard: { code: code.trim(), amount } });
    setBusy(false);
    if (refused) setProblem(refused);
    else onClose();
  }

  const footer = (
    <div className={buttons.row}>
      <button type="button" className={buttons.secondary} onClick={onClose} data-testid="gift-card-back">
        {t('giftCard.back')}
      </button>
      <button type="button" className={buttons.primary} onClick={() => void apply()} disabled={busy} aria-busy={busy} data-testid="gift-card-apply">
        {t('giftCard.apply')}
      </button>
    </div>
  );
  return (
    <Sheet title={t('giftCard.title')} closeLabel={t('giftCard.back')} onClose={onClose} footer={footer} placement="center" testId="gift-card-dialog">
      <TextField
        label={t('giftCard.code')}
        value={code}
        onChange={(value) => {
          setCode(value);
          setProblem(null);
          balance.reset();
        }}
        ltr
        maxLength={32}
        autoComplete="off"
        hint={t('giftCard.codeHint')}
        testId="gift-card-code"
      />
      <div className={classes.actions}>
        <button
          type="button"
          className={buttons.secondary}
          onClick={check}
          disabled={balance.isPending}
          aria-busy={balance.isPending}
          data-testid="gift-card-check"
        >
          {balance.isPending ? t('giftCard.checking') : t('giftCard.check')}
        </button>
      </div>
      {balance.data && (
        <p className={classes.balance} data-testid="gift-card-balance">
          <span>{t('giftCard.balance', { last4: balance.data.last4 })}</span>
          <bdi>{money(balance.data.balance)}</bdi>
        </p>
      )}
      <TextField
        label={t('giftCard.amount')}
        value={amountText}
        onChange={(value) => {
          setAmountText(value);
          setProblem(null);
        }}
        optional
        ltr
        inputMode="decimal"
        maxLength={12}
        hint={t('giftCard.amountHint')}
        testId="gift-card-amount"
      />
      {problem && (
        <p className={classes.problem} role="alert" data-testid="gift-card-problem">
          <MessageText message={problem} />
        </p>
      )}
      {choice.giftCard && (
        <button
          type="button"
          className={classes.link}
          onClick={() => void onApply({ ...choice, giftCard: null }).then((refused) => (refused ? setProblem(refused) : onClose()))}
          data-testid="gift-card-remove"
        >
          {t('giftCard.remove')}
        </button>
      )}
    </Sheet>
  );
}
