import type { TBillPayDeps } from './pay.ts';
import type { TBillPaymentRow } from './payments-repository.ts';
import { raiseBillRefundedTotal } from './refunds-repository.ts';
import { touchBill } from './repository.ts';
import { emitBillChanged } from './events.ts';

/**
 * Raises a bill payment's refunded total to the provider's (Stripe's amount_refunded), with the
 * bill's new version in the same transaction so a cached read shows it. True when it grew.
 */
export async function raiseRefunded(d: TBillPayDeps, payment: TBillPaymentRow, amountRefunded: number): Promise<boolean> {
  const raised = await d.db.transaction().execute(async (trx) => {
    if (!(await raiseBillRefundedTotal(trx, payment.id, amountRefunded))) return false;
    await touchBill(trx, payment.bill_id, new Date().toISOString());
    return true;
  });
  if (raised) await emitBillChanged(d, payment.restaurant_id, payment.bill_id);
  return raised;
}
