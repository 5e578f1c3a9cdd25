import { useTranslation } from 'react-i18next';
import type { TStaffBill } from '@menudelite/shared/bills/contracts';
import { formatMoney } from '@menudelite/shared/money/format';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useCloseBill } from '../api/bill-actions';

/** "Close bill": what is unpaid stays unpaid on its orders, and diners can no longer pay it. */
export function CloseBillDialog({ bill, onClose }: { bill: TStaffBill; onClose: () => void }) {
  const { t } = useTranslation('bill-staff');
  const close = useCloseBill();
  const remaining = bill.totals.amountRemaining;
  return (
    <ConfirmDialog
      title={t('close.title', { table: bill.tableDisplayId })}
      message={remaining > 0 ? t('close.body', { amount: formatMoney(remaining, bill.currency) }) : t('close.bodyPaid')}
      confirmLabel={t('close.confirm')}
      cancelLabel={t('close.keep')}
      closeLabel={t('details.close')}
      color={remaining > 0 ? 'red' : 'green'}
      pending={close.isPending}
      error={close.error}
      onConfirm={() => close.mutate(bill.id, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
