import type { TBill, TBillLine } from '@menudelite/shared/bills/contracts';

/** A table bill as the server answers it, with the figures worked out from its lines (no payments unless a line says so). */
export function billOf(lines: Partial<TBillLine>[], patch: Partial<TBill> = {}): TBill {
  const full: TBillLine[] = lines.map((line, index) => {
    const amount = line.amount ?? 1000;
    const paidAmount = line.paidAmount ?? 0;
    const pendingAmount = line.pendingAmount ?? 0;
    return {
      lineId: `line-${index + 1}`,
      kind: 'item',
      orderId: 'order-1',
      orderNumber: 1,
      name: `Item ${index + 1}`,
      quantity: 1,
      amount,
      paidAmount,
      pendingAmount,
      remainingAmount: line.comped ? 0 : amount - paidAmount - pendingAmount,
      orderedBy: null,
      comped: false,
      prepaid: false,
      shares: null,
      ...line,
    };
  });
  const totalBill = full.filter((line) => !line.comped).reduce((sum, line) => sum + line.amount, 0);
  const amountPaid = full.reduce((sum, line) => sum + line.paidAmount, 0);
  const amountPending = full.reduce((sum, line) => sum + line.pendingAmount, 0);
  return {
    id: 'bill-1',
    token: 'token-of-the-bill-1234567890',
    restaurantId: 'venue-1',
    tableDisplayId: '5',
    currency: 'eur',
    status: 'open',
    openedAt: '2026-11-23T18:00:00.000Z',
    closedAt: null,
    version: 1,
    lines: full,
    totals: {
      totalBill,
      totalTips: 0,
      amountPaid,
      amountPending,
      amountRemaining: totalBill - amountPaid - amountPending,
      orderFee: 0,
      processingFee: 0,
      comped: 0,
    },
    payments: [],
    split: null,
    minimumAmount: 100,
    tips: { presets: [10, 15, 20], defaultPercent: null, maxPercent: 100 },
    processingFeeRule: { percent: 1.5, fixed: 20 },
    gateway: { provider: 'demo', publishableKey: null, stripeAccount: null },
    ...patch,
  };
}
