import type { TBill, TBillConflictResponse } from '@menudelite/shared/bills/contracts';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { formatMoney } from '@menudelite/shared/money/format';
import { errorDetails, errorSummary, hasErrorKey } from '../../../lib/http/error-text';
import { isHttpError } from '../../../lib/http/http-error';
import type { TBillMessage } from './messages';

/** What a refused payment means for the screen: a sentence, and the bill as it is now when the server sent it. */
export type TRefusal = { message: TBillMessage; bill: TBill | null; conflict: boolean };

/**
 * Amount params the server may send as minor units: shown as money. The SPEC words the minimum
 * without a currency sign ('Remaining amount must be at least 1.00'); the others carry it.
 */
const MONEY_PARAMS: Record<string, { name: string; symbol: boolean }> = {
  splitAmountTooSmall: { name: 'min', symbol: false },
  splitRemainderTooSmall: { name: 'min', symbol: false },
  tipTooHigh: { name: 'max', symbol: true },
  billAmountAboveRemaining: { name: 'remaining', symbol: true },
};

/** A sentence of the shared errors namespace, its minor-unit amounts formatted in the bill's currency. */
export function errorsMessage(key: string, values: Record<string, unknown> | undefined, currency: TCurrency): TBillMessage {
  const plain = Object.fromEntries(Object.entries(values ?? {}).filter(([, value]) => typeof value === 'string' || typeof value === 'number')) as Record<
    string,
    string | number
  >;
  const money = MONEY_PARAMS[key.replace(/^keys\./, '')];
  const raw = money ? plain[money.name] : undefined;
  if (money && typeof raw === 'number' && Number.isSafeInteger(raw)) plain[money.name] = formatMoney(raw, currency, { symbol: money.symbol });
  return Object.keys(plain).length ? { key: `errors:${key}`, values: plain } : { key: `errors:${key}` };
}

function conflictBill(error: unknown): TBill | null {
  if (!isHttpError(error) || error.status !== 409 || typeof error.body !== 'object' || error.body === null) return null;
  const bill = (error.body as Partial<TBillConflictResponse>).bill;
  return bill && typeof bill === 'object' && typeof bill.version === 'number' ? bill : null;
}

/**
 * A refused payment or quote in the diner's words, by code and key, never by the server's English:
 * 409 BILL_CHANGED says which line was paid meanwhile (billLinePaid) and comes with the refreshed
 * bill; BILL_CLOSED means someone settled it; anything else is its first detail's sentence, or the
 * error's own.
 */
export function refusalOf(error: unknown, currency: TCurrency): TRefusal {
  const bill = conflictBill(error);
  const code = isHttpError(error) ? error.apiError?.code : undefined;
  if (code === 'BILL_CHANGED' || code === 'BILL_CLOSED') {
    const key = hasErrorKey(error, 'billLinePaid') ? 'billLinePaid' : code;
    return { message: { key: `errors:keys.${key}` }, bill, conflict: true };
  }
  // The bill's refusals name their reason in the first detail (tipTooHigh, splitRemainderTooSmall...): that is the sentence.
  const detail = errorDetails(error)[0];
  const text = detail ? detail.text : errorSummary(error);
  return { message: errorsMessage(text.key, text.values, currency), bill, conflict: false };
}
