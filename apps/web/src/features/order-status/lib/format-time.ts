/** A time of day as the diner's language writes it, in the venue's time zone (where the order is served or collected). */
export function formatTimeAt(iso: string, timeZone: string | undefined, language: string): string {
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', ...(timeZone ? { timeZone } : {}) }).format(new Date(iso));
}
