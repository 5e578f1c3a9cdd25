/**
 * Pickup slots grouped by day for the time picker, in the venue's time zone (the diner picks up
 * there): "today", "tomorrow" in the diner's language, else the weekday; times as that language
 * writes them (18:15, 6:15 PM, ١٨:١٥).
 */
export type TSlotGroup = { day: string; slots: { iso: string; time: string }[] };

const dateKey = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);

function dayDifference(from: Date, to: Date, timeZone: string): number {
  return Math.round((Date.parse(dateKey(to, timeZone)) - Date.parse(dateKey(from, timeZone))) / 86_400_000);
}

function capitalised(text: string, language: string): string {
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}

export function dayLabel(at: Date, now: Date, timeZone: string, language: string): string {
  const days = dayDifference(now, at, timeZone);
  if (days === 0 || days === 1) return capitalised(new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(days, 'day'), language);
  return capitalised(new Intl.DateTimeFormat(language, { timeZone, weekday: 'long' }).format(at), language);
}

export function timeLabel(at: Date, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(language, { timeZone, hour: 'numeric', minute: '2-digit' }).format(at);
}

export function groupPickupSlots(slots: readonly string[], timeZone: string, language: string, now: Date): TSlotGroup[] {
  const groups: TSlotGroup[] = [];
  for (const iso of slots) {
    const at = new Date(iso);
    const day = dayLabel(at, now, timeZone, language);
    const slot = { iso, time: timeLabel(at, timeZone, language) };
    const last = groups.at(-1);
    if (last && last.day === day) last.slots.push(slot);
    else groups.push({ day, slots: [slot] });
  }
  return groups;
}
