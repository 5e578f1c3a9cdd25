import { DirectionProvider, MantineProvider } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf, isLanguage } from '@menudelite/shared/i18n/languages';
import { useCurrentRestaurantQuery } from '../../lib/session/current-restaurant';
import { buildTheme } from '../../lib/theme/theme';

/**
 * Mantine in the venue's primary colour once a venue is loaded. Direction follows <html dir>,
 * which the i18n setup writes on every language change (Arabic turns the layout right to left).
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const primaryColor = useCurrentRestaurantQuery().data?.primaryColor ?? null;
  const theme = useMemo(() => buildTheme(primaryColor), [primaryColor]);
  const { i18n } = useTranslation();
  const direction = isLanguage(i18n.language) ? directionOf(i18n.language) : 'ltr';
  return (
    <DirectionProvider initialDirection={direction}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        {children}
      </MantineProvider>
    </DirectionProvider>
  );
}
