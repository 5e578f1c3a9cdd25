import type { TBill } from '@menudelite/shared/bills/contracts';
import { AppError } from '../../lib/app-error.ts';

/** 409 BILL_CHANGED or BILL_CLOSED with the bill as it is now: the route answers both, so the diner sees the new amounts at once. */
export class BillConflictError extends AppError {
  readonly bill: TBill;
  constructor(error: AppError, bill: TBill) {
    super(error.code, error.message, error.details);
    this.bill = bill;
  }
}

export const isBillConflict = (error: unknown): error is AppError =>
  error instanceof AppError && (error.code === 'BILL_CHANGED' || error.code === 'BILL_CLOSED');

/** Runs a bill action; a bill conflict it throws comes back with the fresh bill attached. */
export async function withFreshBill<T>(action: () => Promise<T>, freshBill: () => Promise<TBill>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (isBillConflict(error) && !(error instanceof BillConflictError)) throw new BillConflictError(error, await freshBill());
    throw error;
  }
}

export const billClosed = () => new AppError('BILL_CLOSED', 'This bill is already settled.');
