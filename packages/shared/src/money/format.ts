import { divideRounded } from './arithmetic.ts';
import { symbolPrefix, type TCurrency } from './currencies.ts';
import { assertMinor, displayStep, fractionDigits, groupMarkFor, type TDecimalMark, type TPrecisionOptions } from './minor.ts';

export type TFormatMoneyOptions = TPrecisionOptions & {
  /** Thousands grouping ('1,234.50' vs '1234.50'). Default true. */
  grouping?: boolean;
  /** '.' gives '1,234.50'; ',' gives '1.234,50'. Default '.'. */
  decimal?: TDecimalMark;
  /** Prefix the currency symbol. Default true. */
  symbol?: boolean;
};

/**
 * Minor units to display text, e.g. '€1,234.50', '-€1.50', 'AED 1,234.50', 'Rp 12.345'.
 * Built by hand rather than with Intl so server, browser and tests agree whatever ICU data the
 * runtime ships. The only rounding is to the shown digits (IDR), half away from zero.
 */
export function formatMoney(minor: number, currency: TCurrency, options: TFormatMoneyOptions = {}): string {
  assertMinor(minor);
  const { grouping = true, decimal = '.', symbol = true } = options;
  const digits = fractionDigits(currency, options);
  const steps = divideRounded(BigInt(Math.abs(minor)), BigInt(displayStep(currency, options)));
  const scale = 10n ** BigInt(digits);
  const whole = String(steps / scale);
  let text = grouping ? whole.replace(/\B(?=(\d{3})+$)/g, groupMarkFor(decimal)) : whole;
  if (digits > 0) text += decimal + String(steps % scale).padStart(digits, '0');
  // An amount that rounds to zero is shown without a minus sign.
  const sign = minor < 0 && steps > 0n ? '-' : '';
  return sign + (symbol ? symbolPrefix(currency) : '') + text;
}
