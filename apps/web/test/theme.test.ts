import { describe, expect, it } from 'vitest';
import { readableTextOn, relativeLuminance } from '../src/lib/theme/contrast';
import { BRAND_SHADE, paletteFromHex } from '../src/lib/theme/palette';

describe('paletteFromHex', () => {
  it('builds ten shades with the venue colour itself as the filled shade', () => {
    const palette = paletteFromHex('#1F6F5C')!;
    expect(palette).toHaveLength(10);
    expect(palette[BRAND_SHADE]).toBe('#1f6f5c');
    for (const shade of palette) expect(shade).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('runs from light to dark', () => {
    const lightness = paletteFromHex('#c92a2a')!.map(relativeLuminance);
    for (let i = 1; i < lightness.length; i++) expect(lightness[i]!).toBeLessThan(lightness[i - 1]!);
  });

  it('refuses anything but #rrggbb', () => {
    expect(paletteFromHex('red')).toBeNull();
    expect(paletteFromHex('#abc')).toBeNull();
  });
});

describe('readableTextOn', () => {
  it('picks dark text on light colours and light text on dark ones', () => {
    expect(readableTextOn('#ffffff')).toBe('#000000');
    expect(readableTextOn('#fff8e7')).toBe('#000000');
    expect(readableTextOn('#1f6f5c')).toBe('#ffffff');
    expect(readableTextOn('#000000')).toBe('#ffffff');
  });
});
