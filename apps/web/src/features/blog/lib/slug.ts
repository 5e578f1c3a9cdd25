import { BLOG_SLUG_MAX } from '@menudelite/shared/blog/contracts';

/**
 * A URL slug from a title: lowercase ASCII words joined by single hyphens. Accents fold to their
 * letter (Crème → creme); a title with no Latin letters or digits (Arabic, Chinese...) gives '',
 * and the admin types the slug.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, BLOG_SLUG_MAX)
    .replace(/-+$/, '');
}
