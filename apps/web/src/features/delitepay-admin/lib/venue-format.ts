import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Dates and times on the venue's clock, in the reader's language (staff may sit in another zone). */
export function useVenueDateTime(timeZone: string) {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
    return {
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      /** A venue-local day (YYYY-MM-DD) as the reader writes dates. */
      day: (day: string) => date.format(new Date(`${day}T00:00:00Z`)),
    };
  }, [i18n.language, timeZone]);
}
