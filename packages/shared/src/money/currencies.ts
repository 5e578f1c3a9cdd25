/** SPEC section 9: the currencies the product knows. eur is the default. */
export const CURRENCIES = [
  'gbp', 'usd', 'eur', 'aed', 'thb', 'idr', 'sar', 'egp', 'omr', 'kwd', 'jod', 'cad', 'ngn', 'zar', 'try', 'azn', 'mad',
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
};

export function isCurrency(value: unknown): value is TCurrency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}
