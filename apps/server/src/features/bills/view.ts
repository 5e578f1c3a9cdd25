import type { TBill, TBillLine, TBillPayment, TBillPaymentMethod, TBillPaymentStatus, TBillSummary, TStaffBill } from '@menudelite/shared/bills/contracts';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { nextEqualPart } from '@menudelite/shared/bills/contracts';
import { toBool } from '../../db/rows.ts';
import type { TBillVenue } from './context.ts';
import type { TBillPaymentRow } from './payments-repository.ts';
import { sharesLeft, toSplit, type TBillState, type TLineState } from './state.ts';

function toLine(line: TLineState): TBillLine {
  const share = sharesLeft(line);
  return {
    lineId: line.row.id,
    kind: line.row.kind as TBillLine['kind'],
    orderId: line.row.order_id,
    orderNumber: line.row.order_number,
    name: line.row.name,
    quantity: line.row.quantity,
    amount: line.row.amount,
    paidAmount: line.paid,
    pendingAmount: line.pending,
    remainingAmount: line.available,
    orderedBy: line.row.ordered_by,
    comped: line.row.comped_at !== null,
    prepaid: toBool(line.row.prepaid),
    shares: share
      ? { parts: share.parts, partsPaid: line.partsPaid, partsPending: line.partsPending, nextPartAmount: nextEqualPart(line.available, share.left) }
      : null,
  };
}

export function toBillPayment(row: TBillPaymentRow): TBillPayment {
  return {
    id: row.id,
    amount: row.amount,
    tip: row.tip,
    processingFee: row.processing_fee,
    total: row.total,
    method: row.method as TBillPaymentMethod,
    status: row.status as TBillPaymentStatus,
    payerName: row.payer_name,
    cardLast4: row.card_last4,
    createdAt: row.created_at,
    refundedAmount: row.refunded_amount,
  };
}

/** The diners' bill: failed tries are left out (they paid nothing). */
export function toBill(state: TBillState, venue: TBillVenue, tips: TBill['tips']): TBill {
  const { bill } = state;
  return {
    id: bill.id,
    token: bill.token,
    restaurantId: bill.restaurant_id,
    tableDisplayId: bill.table_display_id,
    currency: bill.currency as TCurrency,
    status: bill.status as TBill['status'],
    openedAt: bill.opened_at,
    closedAt: bill.closed_at,
    version: bill.version,
    lines: state.lines.map(toLine),
    totals: state.totals,
    payments: state.payments.filter((p) => p.status !== 'failed').map(toBillPayment),
    split: toSplit(state.split),
    minimumAmount: venue.cardMinimum,
    tips,
    processingFeeRule: venue.feeRule,
    gateway: venue.gateway,
  };
}

/** Staff see every payment, failed tries too. */
export function toStaffBill(state: TBillState, venue: TBillVenue, tips: TBill['tips']): TStaffBill {
  return {
    ...toBill(state, venue, tips),
    payments: state.payments.map(toBillPayment),
    tableId: state.bill.table_id,
    closedReason: state.bill.closed_reason as TStaffBill['closedReason'],
    closedBy: state.bill.closed_by,
  };
}

export function toSummary(state: TBillState): TBillSummary {
  const { bill } = state;
  return {
    id: bill.id,
    tableId: bill.table_id,
    tableDisplayId: bill.table_display_id,
    currency: bill.currency as TCurrency,
    status: bill.status as TBillSummary['status'],
    openedAt: bill.opened_at,
    closedAt: bill.closed_at,
    version: bill.version,
    totals: state.totals,
    paymentsCount: state.payments.filter((p) => p.status === 'succeeded').length,
    linesCount: state.lines.length,
  };
}
