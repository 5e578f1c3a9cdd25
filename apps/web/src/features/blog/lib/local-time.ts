/**
 * A native datetime-local input speaks the admin's local wall time without a zone
 * ('2026-11-28T14:30'); the API wants ISO with an offset. The browser's Date does the zone.
 */
const pad = (n: number) => String(n).padStart(2, '0');

export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** '' or an unreadable value gives null. Seconds are kept when the input carries them (step=1). */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
