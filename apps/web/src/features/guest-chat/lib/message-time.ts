import type { TLanguage } from '@menudelite/shared/i18n/languages';

/** "14:05" (or "2:05 PM") in the reader's language and zone, Latin digits like the rest of the app. */
export function messageTimeFormatter(language: TLanguage, timeZone?: string): (iso: string) => string {
  const format = new Intl.DateTimeFormat(`${language}-u-nu-latn`, { hour: 'numeric', minute: '2-digit', ...(timeZone ? { timeZone } : {}) });
  return (iso) => format.format(new Date(iso));
}
