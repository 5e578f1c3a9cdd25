import { z } from 'zod';

/** GET /api/fonts answers font family names; each has a self-hosted stylesheet at fontStylesheetUrl(name). */
export const ZFontListSchema = z.array(z.string());

export function fontSlug(family: string): string {
  return family.trim().toLowerCase().replace(/\s+/g, '-');
}

export function fontStylesheetUrl(family: string): string {
  return `/fonts/${fontSlug(family)}/index.css`;
}
