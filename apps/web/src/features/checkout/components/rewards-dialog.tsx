import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCustomerPoints } from '@menudelite/shared/growth/points';
import { maxPointsFor, pointsValue } from '@menudelite/shared/growth/points-math';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { formatMoney } from '@menudelite/shared/money/format';
import type { TQuote } from '@menudelite/shared/orders/checkout';
import { Sheet } from '../../diner-menu/public';
import type { TBenefitChoice } from '../lib/benefits';
import { isolated } from '../lib/isolated';
import type { TMessage } from '../lib/messages';
import { typedPoints } from '../lib/typed-amount';
import { MessageText } from './message-text';
import { TextField } from './text-field';
import buttons from '../../../components/diner/buttons.module.css';
import classes from './benefits.module.css';

/**
 * The most points this order can take: what it costs before the card's fee, never the tip (SPEC
 * section 5: tips cannot be paid with points), and never more than the balance.
 */
export function redeemablePoints(points: Pick<TCustomerPoints, 'balance' | 'redeemRule'>, quote: Pick<TQuote, 'total' | 'tip' | 'processingFee'>): number {
  const payable = Math.max(0, quote.total - quote.processingFee - quote.tip);
  return Math.min(points.balance, maxPointsFor(payable, points.redeemRule));
}

/** Why a typed number of points cannot be used (checked again by the server), or null. */
export function pointsProblem(typed: number | null | 'invalid', most: number, minimum: number): TMessage | null {
  if (typed === null || typed === 'invalid') return { key: 'rewards.invalid' };
  if (typed < minimum) return { key: 'errors:keys.pointsMinimum', values: { minimum } };
  if (typed > most) return { key: 'rewards.tooMany', values: { points: most } };
  return null;
}

type TRewardsDialogProps = {
  points: TCustomerPoints;
  quote: TQuote;
  choice: TBenefitChoice;
  onApply: (next: TBenefitChoice) => Promise<TMessage | null>;
  onClose: () => void;
};

/** SPEC's rewards redemption dialog: the available balance, the points to redeem, "All"; points never pay the tip. */
export function RewardsDialog({ points, quote, choice, onApply, onClose }: TRewardsDialogProps) {
  const { t } = useTranslation('checkout');
  const currency = points.currency as TCurrency;
  const money = (minor: number) => isolated(formatMoney(minor, currency));
  // The quote already counts the points in use: measure against the bill without them.
  const most = redeemablePoints(points, quote);
  const [text, setText] = useState(choice.points > 0 ? String(Math.min(choice.points, most)) : '');
  const [problem, setProblem] = useState<TMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const typed = typedPoints(text);

  async function apply(next: TBenefitChoice) {
    setBusy(true);
    const refused = await onApply(next);
    setBusy(false);
    if (refused) setProblem(refused);
    else onClose();
  }

  function redeem() {
    const local = pointsProblem(typed, most, points.redeemRule.minimumPoints);
    if (local) return setProblem(local);
    void apply({ ...choice, points: typed as number });
  }

  const footer = (
    <div className={buttons.row}>
      <button type="button" className={buttons.secondary} onClick={onClose} data-testid="rewards-back">
        {t('rewards.back')}
      </button>
      <button type="button" className={buttons.primary} onClick={redeem} disabled={busy || most <= 0} aria-busy={busy} data-testid="rewards-apply">
        {t('rewards.apply')}
      </button>
    </div>
  );
  return (
    <Sheet title={t('rewards.title')} closeLabel={t('rewards.back')} onClose={onClose} footer={footer} placement="center" testId="rewards-dialog">
      <p className={classes.balance} data-testid="rewards-balance">
        <span>{t('rewards.available')}</span>
        <bdi>{t('rewards.points', { points: points.balance, value: formatMoney(points.value, currency) })}</bdi>
      </p>
      <TextField
        label={t('rewards.toRedeem')}
        value={text}
        onChange={(value) => {
          setText(value);
          setProblem(null);
        }}
        inputMode="numeric"
        ltr
        maxLength={9}
        hint={t('rewards.most', { points: most, minimum: points.redeemRule.minimumPoints })}
        testId="rewards-points"
      />
      <div className={classes.actions}>
        <button
          type="button"
          className={buttons.secondary}
          onClick={() => {
            setText(String(most));
            setProblem(null);
          }}
          disabled={most <= 0}
          data-testid="rewards-all"
        >
          {t('rewards.all')}
        </button>
      </div>
      {typeof typed === 'number' && typed <= most && (
        <p className={classes.text} data-testid="rewards-worth">
          {t('rewards.worth', { value: money(pointsValue(typed, points.redeemRule)) })}
        </p>
      )}
      {quote.tip > 0 && (
        <p className={classes.warning} data-testid="rewards-tip-note">
          <MessageText message={{ key: 'errors:keys.tipNotWithPoints' }} />
        </p>
      )}
      {problem && (
        <p className={classes.problem} role="alert" data-testid="rewards-problem">
          <MessageText message={problem} />
        </p>
      )}
      {choice.points > 0 && (
        <button type="button" className={classes.link} onClick={() => void apply({ ...choice, points: 0 })} disabled={busy} data-testid="rewards-remove">
          {t('rewards.remove')}
        </button>
      )}
    </Sheet>
  );
}
