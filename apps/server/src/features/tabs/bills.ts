import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TRealtime } from '../../plugins/socket.ts';
import { billRemaining, openBillOfTable, payBillWith } from '../bills/public.ts';
import type { TTabBill, TTabBills, TTabPayOutcome } from './bill-port.ts';

/** Whether the bill refused because it has nothing left for the tab to pay (settled or closed meanwhile). */
const nothingLeft = (error: AppError) => error.code === 'BILL_CLOSED' || Boolean(error.details?.some((detail) => detail.key === 'billNothingToPay'));

/** Tabs on top of the bills feature's public API (features/bills/public.ts). */
export function createTabBills(deps: Pick<TDeps, 'db' | 'payments' | 'jobs'>, realtime: TRealtime | undefined): TTabBills {
  const d = { db: deps.db, payments: deps.payments, jobs: deps.jobs, realtime };

  async function billOf(restaurantId: string, billId: string): Promise<TTabBill | null> {
    const bill = await billRemaining(d, { restaurantId, billId });
    if (!bill) return null;
    return {
      id: billId,
      status: bill.status,
      currency: bill.currency,
      // Held by a payment in progress counts as paid here: a tab closing meanwhile must not charge it too.
      amountRemaining: bill.amountRemaining,
      amountPending: bill.amountPending,
      tableId: bill.tableId,
      tableDisplayId: bill.tableDisplayId,
      lastActivityAt: bill.lastActivityAt,
    };
  }

  return {
    async openBillOfTable(restaurantId, tableId) {
      const open = await openBillOfTable(d, { restaurantId, tableId });
      return open ? billOf(restaurantId, open.id) : null;
    },
    billOf,
    async payRemaining(request): Promise<TTabPayOutcome> {
      try {
        const { billPayment } = await payBillWith(d, {
          restaurantId: request.restaurantId,
          billId: request.billId,
          idempotencyKey: request.idempotencyKey,
          method: 'saved_card',
          request: {
            selection: { mode: 'whole' },
            tip: request.tipPercent ? { kind: 'percent', percent: request.tipPercent } : { kind: 'none' },
            email: request.email,
            ...(request.payerName ? { payerName: request.payerName } : {}),
            ...(request.language ? { language: request.language } : {}),
          },
          charge: request.charge,
        });
        if (billPayment.status !== 'succeeded') throw new Error(`The tab's bill payment ${billPayment.id} is ${billPayment.status}`);
        return { status: 'succeeded', billPaymentId: billPayment.id, amount: billPayment.amount, tip: billPayment.tip, total: billPayment.total };
      } catch (error) {
        // The gateway did not answer: the attempt stays open; the check job retries under the same key.
        if (!(error instanceof AppError) || error.code === 'SERVICE_UNAVAILABLE' || error.code === 'INTERNAL') throw error;
        if (nothingLeft(error)) return { status: 'nothingToPay' };
        // A decline, or a bill the card cannot settle (less than the 1.00 minimum left): staff take it from here.
        return { status: 'declined', message: error.message };
      }
    },
  };
}
