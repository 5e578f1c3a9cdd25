import { createTheme, type MantineThemeOverride } from '@mantine/core';
import { paletteFromHex } from './palette';

/** Inter covers Latin and Cyrillic; Arabic text falls through to Noto Sans Arabic (both self-hosted). */
const FONT_STACK = "Inter, 'Noto Sans Arabic', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

const BASE = {
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK },
  defaultRadius: 'md',
  // A venue may pick a very light brand colour; Mantine then switches text on it to dark.
  autoContrast: true,
} satisfies MantineThemeOverride;

/** The default theme, or one built around the venue's primary colour once a venue is loaded. */
export function buildTheme(primaryColor?: string | null): MantineThemeOverride {
  const brand = primaryColor ? paletteFromHex(primaryColor) : null;
  if (!brand) return createTheme(BASE);
  return createTheme({ ...BASE, colors: { brand }, primaryColor: 'brand' });
}
