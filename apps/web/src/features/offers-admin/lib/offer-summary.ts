import type { TOffer } from '@menudelite/shared/growth/offers';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { formatMoney } from '@menudelite/shared/money/format';

type TTranslate = (key: string, params?: Record<string, unknown>) => string;

/** One line saying what the offer gives, in the reader's language. */
export function ruleText(offer: TOffer, currency: TCurrency, t: TTranslate): string {
  const amount = (minor: number | null) => formatMoney(minor ?? 0, currency);
  switch (offer.kind) {
    case 'spend_get':
      return t('rule.spendGet', { amount: amount(offer.minSpend) });
    case 'buy_n_get_free':
      return t('rule.buyN', { count: offer.buyQuantity ?? 1 });
    case 'percent_off':
      return t('rule.percent', { percent: offer.percent, max: amount(offer.maxDiscount) });
    case 'limited_uses':
      if (offer.amountOff !== null) return t('rule.amountOff', { amount: amount(offer.amountOff) });
      return offer.maxDiscount !== null
        ? t('rule.percent', { percent: offer.percent, max: amount(offer.maxDiscount) })
        : t('rule.percentNoMax', { percent: offer.percent });
  }
}

/** When it runs: dates, weekdays (named in the reader's language) and hours on the venue's clock. */
export function scheduleText(offer: TOffer, language: string, t: TTranslate): string {
  const s = offer.schedule;
  const parts: string[] = [];
  const date = (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));
  if (s.startsOn && s.endsOn) parts.push(t('schedule.between', { from: date(s.startsOn), to: date(s.endsOn) }));
  else if (s.startsOn) parts.push(t('schedule.from', { from: date(s.startsOn) }));
  else if (s.endsOn) parts.push(t('schedule.until', { to: date(s.endsOn) }));
  if (s.weekdays.length > 0 && s.weekdays.length < 7)
    parts.push(new Intl.ListFormat(language, { type: 'unit', style: 'short' }).format(s.weekdays.map((d) => weekdayName(d, language))));
  if (s.startTime && s.endTime) parts.push(`${s.startTime}–${s.endTime}`);
  return parts.length > 0 ? parts.join(' · ') : t('schedule.always');
}

/** ISO weekday (1 = Monday) as a short name; 2024-01-01 was a Monday. */
export function weekdayName(weekday: number, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, weekday)));
}
