/** SPEC section 9: the currencies the product knows. eur is the default. */
export const CURRENCIES = [
  'gbp',
  'usd',
  'eur',
  'aed',
  'thb',
  'idr',
  'sar',
  'egp',
  'omr',
  'kwd',
  'jod',
  'cad',
  'ngn',
  'zar',
  'try',
  'azn',
  'mad',
  'bhd',
] as const;
export type TCurrency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: TCurrency = 'eur';

export const CURRENCY_SYMBOLS: Record<TCurrency, string> = {
  gbp: '£',
  usd: '$',
  eur: '€',
  aed: 'AED',
  thb: '฿',
  idr: 'Rp',
  sar: 'SAR',
  egp: 'E£',
  omr: 'OMR',
  kwd: 'KWD',
  jod: 'JOD',
  cad: 'CA$',
  ngn: '₦',
  zar: 'R',
  try: '₺',
  azn: '₼',
  mad: 'MAD',
  bhd: 'BHD',
};

export function isCurrency(value: unknown): value is TCurrency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/**
 * Symbols made of letters read as a word, so they are followed by a space ('AED 1.50', 'Rp 12.345');
 * the others sit right against the digits ('€1.50', 'CA$1.50').
 */
const SPACED_SYMBOL_CURRENCIES: ReadonlySet<TCurrency> = new Set(['aed', 'sar', 'omr', 'kwd', 'jod', 'mad', 'idr', 'bhd']);

/** What goes before the digits of an amount: the symbol, plus a space for the letter symbols. */
export function symbolPrefix(currency: TCurrency): string {
  const symbol = CURRENCY_SYMBOLS[currency];
  return SPACED_SYMBOL_CURRENCIES.has(currency) ? `${symbol} ` : symbol;
}
