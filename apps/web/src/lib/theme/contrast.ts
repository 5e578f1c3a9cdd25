/** sRGB channel (0..255) to linear light, as WCAG defines it. */
function linearChannel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a #rrggbb colour (0 = black, 1 = white); anything else counts as white. */
export function relativeLuminance(hex: string): number {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return 1;
  const value = Number.parseInt(match[1]!, 16);
  return 0.2126 * linearChannel((value >> 16) & 255) + 0.7152 * linearChannel((value >> 8) & 255) + 0.0722 * linearChannel(value & 255);
}

/** Black or white, whichever has the higher WCAG contrast ratio on the given background. */
export function readableTextOn(background: string): '#000000' | '#ffffff' {
  const l = relativeLuminance(background);
  const againstWhite = 1.05 / (l + 0.05);
  const againstBlack = (l + 0.05) / 0.05;
  return againstBlack >= againstWhite ? '#000000' : '#ffffff';
}
