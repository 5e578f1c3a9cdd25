import { useTranslation } from 'react-i18next';
import { BILL_SPLIT_PEOPLE_MAX, BILL_SPLIT_PEOPLE_MIN, type TBill } from '@menudelite/shared/bills/contracts';
import { formatMoney } from '@menudelite/shared/money/format';
import type { TPayChoice } from '../lib/pay-choice';
import { splitPreview } from '../lib/split';
import { isolate } from '../lib/isolate';
import { Stepper } from './stepper';
import classes from './bill.module.css';

type TSplitChoice = Extract<TPayChoice, { mode: 'split' }>;

/** "Split bill" between N people: the number, this payer's share, and how the rest falls (to the exact cent). */
export function SplitFields({ bill, choice, onChange }: { bill: TBill; choice: TSplitChoice; onChange: (choice: TPayChoice) => void }) {
  const { t } = useTranslation('table-bill');
  const preview = splitPreview(bill, choice.people);
  const money = (minor: number) => formatMoney(minor, bill.currency);
  const plan = bill.split;
  return (
    <div data-testid="split-fields">
      {plan && plan.sharesTaken > 0 && plan.sharesTaken < plan.people && (
        <p className={classes.note} data-testid="split-in-progress">
          {t('pay.splitInProgress', { people: plan.people, taken: plan.sharesTaken })}
        </p>
      )}
      <Stepper
        label={t('pay.people')}
        value={choice.people}
        min={BILL_SPLIT_PEOPLE_MIN}
        max={BILL_SPLIT_PEOPLE_MAX}
        onChange={(people) => onChange({ mode: 'split', people })}
        lessLabel={t('pay.fewer')}
        moreLabel={t('pay.more')}
        testId="split-people"
      />
      {preview && (
        <>
          <p className={classes.strong} data-testid="split-yours">
            {t('pay.splitYours', { index: preview.index, people: preview.people, amount: isolate(money(preview.yours)) })}
          </p>
          {preview.shares.length > 1 && (
            <p className={classes.note} data-testid="split-shares">
              {t('pay.splitRemainingShares', {
                shares: preview.groups.map((group) => t('pay.splitEach', { count: group.count, amount: money(group.amount) })).join(', '),
              })}
            </p>
          )}
          {preview.groups.length > 1 && <p className={classes.note}>{t('pay.splitExact')}</p>}
        </>
      )}
    </div>
  );
}
