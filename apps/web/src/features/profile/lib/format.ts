import { useTranslation } from 'react-i18next';
import { formatMoney } from '@menudelite/shared/money/format';
import type { TCurrency } from '@menudelite/shared/money/currencies';

/** Money, counts and dates on /profile in the reader's language (amounts stay integer minor units until here). */
export function useFormatters() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    money: (minor: number, currency: string) => formatMoney(minor, currency as TCurrency),
    count: (n: number) => new Intl.NumberFormat(language).format(n),
    date: (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso)),
    dateTime: (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    /** An offer's last day is a venue calendar date (YYYY-MM-DD), shown as that date wherever the reader is. */
    day: (ymd: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${ymd}T12:00:00Z`)),
  };
}

/** Stamps towards the next reward on a pass: what is left over after the complete cards. */
export function stampProgress(stamps: number, needed: number): { onCard: number; percent: number } {
  if (needed <= 0) return { onCard: 0, percent: 0 };
  const onCard = stamps % needed;
  return { onCard, percent: Math.round((onCard / needed) * 100) };
}
