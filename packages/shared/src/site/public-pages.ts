/**
 * Every public page a search engine should find (issue 12): the marketing, info and legal pages and
 * the blog. sitemap.xml lists them (with every published post); robots.txt allows them; the web
 * tests check each one is routed.
 */
export const PUBLIC_PAGE_PATHS = [
  '/',
  '/join-us',
  '/businesses',
  '/customers',
  '/deliteClubInfo',
  '/delitePayInfo',
  '/deliteVirtual',
  '/pricing',
  '/terms-of-service',
  '/privacy-policy',
  '/draw-terms',
  '/blogs',
] as const;
export type TPublicPagePath = (typeof PUBLIC_PAGE_PATHS)[number];

/**
 * The staff dashboard's screens (each matched exactly or with a sub-path, so /deliteClub never hides
 * /deliteClubInfo: robots.txt rules are prefixes).
 */
export const DASHBOARD_PATHS = [
  '/admin',
  '/campaigns',
  '/deliteClub',
  '/delitePay',
  '/feedback',
  '/insights',
  '/loyalty',
  '/menu',
  '/offers',
  '/orders',
  '/paymentPageTransactions',
  '/reports',
  '/requests',
  '/reservations',
  '/reviewhub',
  '/rooms',
  '/settings',
  '/users',
  '/website',
  '/zoho',
  '/team',
  '/profile',
  '/menudelite-plus',
] as const;

/**
 * What robots.txt keeps crawlers out of: the API, the dashboard, the diner's table pages (per table,
 * per visit), hotel guest pages, account pages and the admin pages (a venue's admin, blog create/edit).
 */
export const ROBOTS_DISALLOWED: readonly string[] = [
  '/api/',
  '/socket.io/',
  '/eat/',
  '/hotels/',
  '/restaurants/*/admin',
  '/blogs/create',
  '/blogs/*/edit',
  '/signin',
  '/signup',
  '/reset-password',
  '/unsubscribe',
  ...DASHBOARD_PATHS.flatMap((path) => [`${path}$`, `${path}/`]),
];

/** robots.txt for an origin (https://menudelite.example, no trailing slash). */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** sitemap.xml: every public page, then `extra` (published posts, with their last change). */
/** Pages that are another page under a second name: their canonical URL is that page's, so the sitemap leaves them out. */
const ALIASES: ReadonlySet<string> = new Set(['/join-us']);

export function sitemapXml(origin: string, extra: readonly { path: string; lastmod?: string }[] = []): string {
  const canonical = PUBLIC_PAGE_PATHS.filter((path) => !ALIASES.has(path));
  const entries = [...canonical.map((path) => ({ path, lastmod: undefined as string | undefined })), ...extra];
  const urls = entries.map(
    (entry) => `<url><loc>${escapeXml(new URL(entry.path, origin).href)}</loc>${entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
