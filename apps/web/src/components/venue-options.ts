import { useMemo } from 'react';
import { LANGUAGES, LANGUAGE_NATIVE_NAMES } from '@menudelite/shared/i18n/languages';
import { CURRENCIES, CURRENCY_SYMBOLS } from '@menudelite/shared/money/currencies';

/** Choices for a venue's currency and default language (sign-up step 2 and the settings form). */
export const CURRENCY_OPTIONS = CURRENCIES.map((c) => ({ value: c, label: `${c.toUpperCase()} (${CURRENCY_SYMBOLS[c]})` }));
export const LANGUAGE_OPTIONS = LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NATIVE_NAMES[l] }));

/** Browsers list canonical zones only; 'UTC' (or an older alias already saved) must stay choosable. */
export function useTimeZoneOptions(current: string): string[] {
  return useMemo(() => {
    const zones = Intl.supportedValuesOf('timeZone');
    return zones.includes(current) ? zones : [current, ...zones];
  }, [current]);
}
