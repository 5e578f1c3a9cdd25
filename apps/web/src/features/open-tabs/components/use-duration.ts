import { useTranslation } from 'react-i18next';

/** "3 hours", "90 minutes" in the reader's language (Intl's own unit words). */
export function useDuration(minutes: number): string {
  const { i18n } = useTranslation();
  const whole = minutes % 60 === 0;
  return new Intl.NumberFormat(i18n.language, { style: 'unit', unit: whole ? 'hour' : 'minute', unitDisplay: 'long' }).format(whole ? minutes / 60 : minutes);
}
