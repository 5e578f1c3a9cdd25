import { TZDate } from '@date-fns/tz';
import { GIFT_CARD_DELIVERY_DAYS_MAX } from './gift-cards.ts';

/** A scheduled gift card e-mail leaves at this hour of the chosen day, on the venue's clock. */
export const GIFT_CARD_DELIVERY_HOUR = 9;

const pad = (n: number) => String(n).padStart(2, '0');

/** The venue's calendar day at `now` (YYYY-MM-DD). */
export function venueToday(timeZone: string, now: Date): string {
  const t = new TZDate(now.getTime(), timeZone);
  return `${t.getFullYear()}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}`;
}

/** The venue's day `days` after `day` (calendar arithmetic, DST cannot shift it). */
export function addDaysToDay(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

export type TDeliveryPlan = { ok: true; deliverOn: string | null; deliverAt: string | null } | { ok: false };

/**
 * When the recipient's e-mail leaves: absent or the venue's today → at once (null); a later day up to
 * GIFT_CARD_DELIVERY_DAYS_MAX ahead → 09:00 on the venue's clock that day (TZDate: DST-correct); a past
 * day, a day too far, or a day that does not exist → not ok.
 */
export function planGiftCardDelivery(deliverOn: string | undefined, timeZone: string, now: Date): TDeliveryPlan {
  if (!deliverOn) return { ok: true, deliverOn: null, deliverAt: null };
  const [y, m, d] = deliverOn.split('-').map(Number) as [number, number, number];
  const check = new Date(Date.UTC(y, m - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return { ok: false };
  const today = venueToday(timeZone, now);
  if (deliverOn < today || deliverOn > addDaysToDay(today, GIFT_CARD_DELIVERY_DAYS_MAX)) return { ok: false };
  if (deliverOn === today) return { ok: true, deliverOn: null, deliverAt: null };
  const at = new TZDate(y, m - 1, d, GIFT_CARD_DELIVERY_HOUR, 0, 0, timeZone);
  return { ok: true, deliverOn, deliverAt: new Date(at.getTime()).toISOString() };
}
