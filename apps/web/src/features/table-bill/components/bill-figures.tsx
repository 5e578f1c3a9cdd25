import { useTranslation } from 'react-i18next';
import type { TBill } from '@menudelite/shared/bills/contracts';
import { formatMoney } from '@menudelite/shared/money/format';
import { Section } from './section';
import classes from './bill.module.css';

/** SPEC section 3's bill figures: total bill, total tips, amount paid so far, amount remaining, and the fees. */
export function BillFigures({ bill }: { bill: TBill }) {
  const { t } = useTranslation('table-bill');
  const { totals } = bill;
  const rows: { key: keyof typeof totals; show: boolean; negative?: boolean }[] = [
    { key: 'totalBill', show: true },
    { key: 'orderFee', show: totals.orderFee > 0 },
    { key: 'comped', show: totals.comped > 0, negative: true },
    { key: 'totalTips', show: true },
    { key: 'processingFee', show: totals.processingFee > 0 },
    { key: 'amountPaid', show: true },
    { key: 'amountPending', show: totals.amountPending > 0 },
  ];
  return (
    <Section title={t('details.heading')} testId="bill-figures">
      <dl className={classes.rows}>
        {rows
          .filter((row) => row.show)
          .map((row) => (
            <div key={row.key} className={classes.row} data-testid={`figure-${row.key}`}>
              <dt>{t(`details.${row.key}`)}</dt>
              <dd>
                <bdi>{row.negative ? `-${formatMoney(totals[row.key], bill.currency)}` : formatMoney(totals[row.key], bill.currency)}</bdi>
              </dd>
            </div>
          ))}
        <div className={`${classes.row} ${classes.total}`} data-testid="figure-amountRemaining">
          <dt>{t('details.amountRemaining')}</dt>
          <dd>
            <bdi>{formatMoney(totals.amountRemaining, bill.currency)}</bdi>
          </dd>
        </div>
      </dl>
    </Section>
  );
}
