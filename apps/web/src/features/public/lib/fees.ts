import { minorPerMajor } from '@menudelite/shared/money/minor';
import { PROCESSING_FEE_DEFAULT_PERCENT, defaultProcessingFeeFixed } from '@menudelite/shared/orders/pricing';

/** Minor units of a currency as the language writes money ("29,00 €", "€29.00", "٢٩٫٠٠ €"). */
export function formatMoney(minor: number, currency: string, language: string): string {
  const code = currency.toLowerCase() as Parameters<typeof minorPerMajor>[0];
  return new Intl.NumberFormat(language, { style: 'currency', currency: currency.toUpperCase() }).format(minor / minorPerMajor(code));
}

/** The processing fee every venue starts with (packages/shared/src/orders/pricing.ts), worded per language. */
export function defaultProcessingFee(currency: string, language: string): { percent: string; fixed: string } {
  const code = currency.toLowerCase() as Parameters<typeof minorPerMajor>[0];
  return {
    percent: new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(PROCESSING_FEE_DEFAULT_PERCENT / 100),
    fixed: formatMoney(defaultProcessingFeeFixed(code), currency, language),
  };
}
