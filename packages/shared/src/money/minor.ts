import { CURRENCY_SYMBOLS, type TCurrency } from './currencies.ts';

/**
 * SPEC section 9: amounts are integers of minor units everywhere (database, API, state).
 * Minor units follow ISO 4217 (docs/decisions.md "Minor units per currency"): a major unit is
 * 1,000 minor units in the three-decimal currencies (KWD, OMR, JOD, BHD) and 100 in the others,
 * except IDR, which keeps the SPEC's rule: 100,000 minor units, shown with 0 or 1 decimals.
 */

/** The character between whole units and the fraction; the grouping mark is always the other one. */
export type TDecimalMark = '.' | ',';

/** IDR shows whole rupiah by default; a venue may show one decimal. Other currencies always show all their ISO 4217 decimals. */
export type TPrecisionOptions = { idrDecimals?: 0 | 1 };

/** ISO 4217 exponent 3: the dinar and rial currencies priced in thousandths (1.250 KWD). */
export const THREE_DECIMAL_CURRENCIES: ReadonlySet<TCurrency> = new Set<TCurrency>(['kwd', 'omr', 'jod', 'bhd']);

export function minorPerMajor(currency: TCurrency): number {
  if (currency === 'idr') return 100_000;
  return THREE_DECIMAL_CURRENCIES.has(currency) ? 1000 : 100;
}

export function fractionDigits(currency: TCurrency, options: TPrecisionOptions = {}): number {
  if (currency !== 'idr') return THREE_DECIMAL_CURRENCIES.has(currency) ? 3 : 2;
  const digits = options.idrDecimals ?? 0;
  if (digits !== 0 && digits !== 1) throw new RangeError(`idrDecimals must be 0 or 1, got ${String(digits)}`);
  return digits;
}

/** Minor units per last shown digit: 1 (cents, fils, baisa), 100,000 (whole rupiah) or 10,000 (tenths of a rupiah). */
export function displayStep(currency: TCurrency, options: TPrecisionOptions = {}): number {
  return minorPerMajor(currency) / 10 ** fractionDigits(currency, options);
}

export function groupMarkFor(decimal: TDecimalMark): TDecimalMark {
  return decimal === '.' ? ',' : '.';
}

/** SPEC section 5: the numeric check rejects arrays, numeric strings, NaN and the infinities. */
export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A usable minor-unit amount: an integer small enough that adding and comparing stay exact. */
export function isMinor(value: unknown): value is number {
  return Number.isSafeInteger(value);
}

/** Money code must never carry fractions of a minor unit; failing loudly beats drifting silently. */
export function assertMinor(value: unknown, name = 'amount'): asserts value is number {
  if (!isMinor(value)) throw new TypeError(`${name} must be a safe integer of minor units, got ${String(value)}`);
}

/**
 * The amount as a plain number of major units, for interfaces that want one (e.g. a payment
 * provider). Do not compute with the result, and use formatMoney for display.
 */
export function toMajor(minor: number, currency: TCurrency): number {
  assertMinor(minor);
  return minor / minorPerMajor(currency);
}

export type TParseMajorOptions = TPrecisionOptions & { decimal?: TDecimalMark; allowNegative?: boolean };

/**
 * Reads an amount a person typed (or formatMoney wrote) into minor units; null when it is not a
 * clean amount. Accepts an optional leading '-' (only with allowNegative), the currency's own
 * symbol, correctly placed grouping marks and at most fractionDigits decimals. Rejects anything
 * else, so '1.5' with decimal ',' is refused rather than silently read as 15.
 */
export function parseMajor(text: string, currency: TCurrency, options: TParseMajorOptions = {}): number | null {
  if (typeof text !== 'string') return null;
  const decimal = options.decimal ?? '.';
  const digits = fractionDigits(currency, options);
  let rest = text.trim();
  const negative = rest.startsWith('-');
  if (negative) {
    if (options.allowNegative !== true) return null;
    rest = rest.slice(1).trimStart();
  }
  const match = amountPattern(decimal, digits).exec(withoutSymbol(rest, currency));
  if (match === null) return null;
  const whole = (match[1] ?? '').replaceAll(groupMarkFor(decimal), '');
  const fraction = (match[2] ?? '').padEnd(digits, '0');
  // Count of shown digits' steps, then one exact integer multiplication into minor units.
  const minor = Number(whole + fraction) * displayStep(currency, options);
  if (!Number.isSafeInteger(minor)) return null;
  return negative && minor !== 0 ? -minor : minor;
}

function withoutSymbol(text: string, currency: TCurrency): string {
  const symbol = CURRENCY_SYMBOLS[currency];
  const hasSymbol = text.slice(0, symbol.length).toLowerCase() === symbol.toLowerCase();
  return hasSymbol ? text.slice(symbol.length).trimStart() : text;
}

function amountPattern(decimal: TDecimalMark, digits: number): RegExp {
  const group = `\\${groupMarkFor(decimal)}`;
  const whole = `(\\d{1,3}(?:${group}\\d{3})+|\\d+)`;
  const fraction = digits > 0 ? `(?:\\${decimal}(\\d{1,${digits}}))?` : '';
  return new RegExp(`^${whole}${fraction}$`);
}
