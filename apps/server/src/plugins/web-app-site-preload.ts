import type { TLanguage } from '@menudelite/shared/i18n/languages';
import { assetsOf, type TManifest } from './web-app-preload.ts';

/**
 * The public site's pages (issue 12) get index.html with preloads for what they will ask for: the
 * site frame, the page's route module with its CSS, and its string files in the reader's language.
 * Without them a phone fetches the entry, then the route, then the strings, one after another, and
 * the first meaningful paint waits for all three (Lighthouse's LCP "load delay").
 *
 * Keys are Vite manifest keys of the modules apps/web/src/app/router/router.tsx lazy-loads.
 */
const SITE_FRAME = 'src/app/layout/site/site-layout.tsx';
const SITE_PAGES: Record<string, { route: string; namespace: string | null; frame: boolean }> = {
  '/': { route: 'src/features/public/routes/home-page.tsx', namespace: 'public', frame: true },
  '/pricing': { route: 'src/features/public/routes/pricing-page.tsx', namespace: 'public', frame: true },
  '/businesses': { route: 'src/features/public-info/routes/businesses-page.tsx', namespace: 'public-info', frame: true },
  '/join-us': { route: 'src/features/public-info/routes/businesses-page.tsx', namespace: 'public-info', frame: true },
  '/customers': { route: 'src/features/public-info/routes/customers-page.tsx', namespace: 'public-info', frame: true },
  '/deliteVirtual': { route: 'src/features/public-info/routes/delitevirtual-info-page.tsx', namespace: 'public-info', frame: true },
  '/delitePayInfo': { route: 'src/features/public-info/routes/delitepay-info-page.tsx', namespace: 'public-info', frame: true },
  '/deliteClubInfo': { route: 'src/features/public-info/routes/deliteclub-info-page.tsx', namespace: 'public-info', frame: true },
  '/terms-of-service': { route: 'src/features/legal/routes/legal-page.tsx', namespace: 'legal', frame: true },
  '/privacy-policy': { route: 'src/features/legal/routes/legal-page.tsx', namespace: 'legal', frame: true },
  '/draw-terms': { route: 'src/features/legal/routes/legal-page.tsx', namespace: 'legal', frame: true },
};
const BLOG_LIST = { route: 'src/features/blog-public/routes/blog-list-page.tsx', namespace: null, frame: false };
const BLOG_POST = { route: 'src/features/blog-public/routes/blog-post-page.tsx', namespace: null, frame: false };

export type TSitePage = { route: string; namespace: string | null; frame: boolean };

export function sitePageOf(path: string): TSitePage | null {
  const bare = path.length > 1 ? path.replace(/\/$/, '') : path;
  return SITE_PAGES[bare] ?? null;
}

export function blogRoutePage(kind: 'list' | 'post'): TSitePage {
  return kind === 'list' ? BLOG_LIST : BLOG_POST;
}

/** The <link> tags for one public site page in the reader's language. */
export function sitePreloadLinks(page: TSitePage, manifest: TManifest | null, language: TLanguage): string {
  if (!manifest) return '';
  const keys = [page.route, `src/i18n/locales/${language}.json`];
  if (page.frame) keys.push(SITE_FRAME);
  if (page.namespace) keys.push(`src/features/${page.namespace}/locales/${language}.json`);
  const { scripts, styles } = assetsOf(manifest, keys);
  return [
    ...styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
    ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ].join('');
}
