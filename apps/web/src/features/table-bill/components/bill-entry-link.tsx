import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@menudelite/shared/money/format';
import { PayingPageLink } from '../../card-payment/public';
import { billQuery } from '../api/get-bill';
import { tableBillPath } from '../lib/paths';
import classes from './bill-entry-link.module.css';

/**
 * "View bill / pay" on a table's menu and on a dine-in order's status page, with what is left to
 * pay. Shown once the table's bill has something on it; nothing at all before (or if it fails).
 */
export function BillEntryLink({ tableCode }: { tableCode: string }) {
  const { t, ready } = useTranslation('table-bill');
  const bill = useQuery({ ...billQuery({ kind: 'table', tableCode }), refetchOnMount: 'always', retry: false });
  if (!ready || !bill.data || bill.data.lines.length === 0) return null;
  const { totals, currency, restaurantId, status } = bill.data;
  const settled = status === 'closed' || totals.amountRemaining === 0;
  return (
    <PayingPageLink to={tableBillPath(tableCode)} restaurantId={restaurantId} className={classes.link} testId="view-bill">
      <span className={classes.label}>{t('entry.viewBill')}</span>
      <bdi className={classes.amount} data-testid="view-bill-amount">
        {settled ? t('entry.paid') : t('entry.toPay', { amount: formatMoney(totals.amountRemaining, currency) })}
      </bdi>
    </PayingPageLink>
  );
}
