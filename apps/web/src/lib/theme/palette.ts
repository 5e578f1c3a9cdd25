import type { MantineColorsTuple } from '@mantine/core';

/** Mantine's filled components use shade 6 in light mode: that shade is the venue's own colour. */
export const BRAND_SHADE = 6;
const TINTS = [0.92, 0.8, 0.64, 0.48, 0.32, 0.16]; // share of white mixed in, shades 0..5
const SHADES = [0.14, 0.28, 0.42]; // share of black mixed in, shades 7..9

function parseHex(hex: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const value = Number.parseInt(match[1]!, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: [number, number, number]): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function mix(rgb: [number, number, number], target: number, share: number): [number, number, number] {
  return [rgb[0] + (target - rgb[0]) * share, rgb[1] + (target - rgb[1]) * share, rgb[2] + (target - rgb[2]) * share];
}

/** A 10-shade Mantine palette around one hex colour, or null when the input is not #rrggbb. */
export function paletteFromHex(hex: string): MantineColorsTuple | null {
  const rgb = parseHex(hex);
  if (!rgb) return null;
  const shades = [...TINTS.map((share) => toHex(mix(rgb, 255, share))), toHex(rgb), ...SHADES.map((share) => toHex(mix(rgb, 0, share)))];
  return shades as unknown as MantineColorsTuple;
}
