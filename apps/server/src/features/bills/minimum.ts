import type { TCurrency } from '@menudelite/shared/money/currencies';
import { formatMoney } from '@menudelite/shared/money/format';
import { minimumPaymentMinor } from '@menudelite/shared/money/gateway-minimum';

/**
 * SPEC sections 5 and 9: a payment is at least 1.00 of the currency, or the card gateway's own
 * minimum when that is higher (Stripe's table lives in one place, shared with DelitePay). Cash and
 * card-terminal payments recorded by staff only need 1.00.
 */
export const minimumPayment = (currency: TCurrency, gateway: string | null): number => minimumPaymentMinor(currency, gateway);

/** An amount as the SPEC's messages print it: digits only ('1.00', '1.000' for KWD), so 'Amount to pay must be at least 1.00' reads exactly. */
export function plainAmount(minor: number, currency: TCurrency): string {
  return formatMoney(minor, currency, { symbol: false, grouping: false });
}
