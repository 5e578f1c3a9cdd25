import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@menudelite/shared/money/format';
import { useBusinessSocketConnected } from '../../../lib/socket/use-business-connection';
import { useSocketEvent } from '../../../lib/socket/use-socket-event';
import { billsKeys } from '../api/bills-keys';
import { applySummary } from './bill-cache';

/** How the dashboard sounds an alert (its chime and browser notification, muted as it is). */
export type TAnnounce = (announcement: { title: string; body: string; tag: string }) => void;

/**
 * The table bills, live on the staff dashboard: every bill's new figures (staffBillUpdated) land
 * in the cached list, and a payment on a table of pay-later orders (SPEC section 7's "new payment
 * for a pay-later order") is announced with the new-order chime. After a reconnect the list is
 * read again, since staffBillUpdated is not replayed. `onBillChanged` lets the screen refresh what it
 * derives from the bills (the table cards' unpaid totals).
 */
export function useLiveTableBills(announce: TAnnounce, onBillChanged?: () => void): void {
  const { t, i18n } = useTranslation('bill-staff');
  const queryClient = useQueryClient();
  const connected = useBusinessSocketConnected();
  const wasConnected = useRef(false);

  useSocketEvent('staffBillUpdated', (summary) => {
    applySummary(queryClient, summary);
    onBillChanged?.();
  });
  useSocketEvent('newPaymentForPayLaterOrder', (event) => {
    void queryClient.invalidateQueries({ queryKey: billsKeys.bill(event.billId) });
    // The namespace loads with the dashboard; until it has, the chime still sounds with a plain text.
    if (!i18n.hasLoadedNamespace('bill-staff')) return announce({ title: event.tableDisplayId, body: '', tag: `bill-payment-${event.billPaymentId}` });
    const money = (minor: number) => formatMoney(minor, event.currency);
    const values = { amount: money(event.amount + event.tip), method: t(`payments.method.${event.method}`), left: money(event.amountRemaining) };
    announce({
      title: t('notify.paymentTitle', { table: event.tableDisplayId }),
      body: event.billStatus === 'closed' ? t('notify.paymentBodyClosed', values) : t('notify.paymentBody', values),
      tag: `bill-payment-${event.billPaymentId}`,
    });
  });

  useEffect(() => {
    if (connected && wasConnected.current) void queryClient.invalidateQueries({ queryKey: billsKeys.all() });
    if (connected) wasConnected.current = true;
  }, [connected, queryClient]);
}
