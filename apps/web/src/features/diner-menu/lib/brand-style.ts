import type { CSSProperties } from 'react';
import { readableTextOn } from '../../../lib/theme/contrast';

export type TBrandColours = { primaryColor: string; secondaryColor: string; backgroundColor: string };
type TBrandStyle = CSSProperties & Record<`--md-${string}`, string>;

const HEX = /^#[0-9a-f]{6}$/i;
const DEFAULTS = { primary: '#1971c2', secondary: '#f08c00', background: '#f8f9fa' };
const hexOr = (value: string, fallback: string) => (HEX.test(value) ? value : fallback);

/**
 * The venue's colours as CSS variables for the diner's screens. Each colour comes with the text
 * colour (black or white) that reads best on it, so any brand passes the contrast check; brand
 * colours are used as backgrounds, never as text on white.
 */
export function brandStyle(colours: TBrandColours): TBrandStyle {
  const primary = hexOr(colours.primaryColor, DEFAULTS.primary);
  const secondary = hexOr(colours.secondaryColor, DEFAULTS.secondary);
  const background = hexOr(colours.backgroundColor, DEFAULTS.background);
  return {
    '--md-brand': primary,
    '--md-on-brand': readableTextOn(primary),
    '--md-accent': secondary,
    '--md-on-accent': readableTextOn(secondary),
    '--md-page': background,
    '--md-on-page': readableTextOn(background),
  };
}
