import { checkDelitePayAmount } from '@menudelite/shared/delitepay/contracts';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { formatMoney } from '@menudelite/shared/money/format';
import type { TErrorParams } from '@menudelite/shared/errors';
import { invalidField } from '../../lib/app-error.ts';

/**
 * 400 at body.amount unless the venue may be paid it through its gateway: at least 1.00 or the gateway's
 * own minimum ('Amount to pay must be at least {min}') and at most the cap, both formatted in the currency.
 */
export function assertAmountAllowed(amount: number, currency: TCurrency, gateway: string): void {
  const problem = checkDelitePayAmount(amount, currency, gateway);
  if (!problem) return;
  const params: TErrorParams =
    problem.key === 'tooBig' ? { max: formatMoney(problem.params.max, currency) } : { min: formatMoney(problem.params.min, currency) };
  throw invalidField('body.amount', problem.key, params);
}
