/** Venue slugs are lower-case ASCII words joined by dashes; names in other scripts fall back to "venue". */
export const SLUG_MAX_LENGTH = 48;

export function slugify(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/g, '');
  return ascii || 'venue';
}
