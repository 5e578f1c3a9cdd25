import { PUBLIC_PAGE_PATHS } from '@menudelite/shared/site/public-pages';
import { isDinerMenuPath } from './diner-url';

const SITE_PATHS: ReadonlySet<string> = new Set(PUBLIC_PAGE_PATHS);
/** A blog post (/blogs/:id), not its editor (/blogs/create, /blogs/:id/edit). */
const BLOG_POST = /^\/blogs\/(?!create\/?$)[^/]+\/?$/;

const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);

/**
 * The public site's pages (issue 12): home, landing, info, pricing, legal and the blog reader. They
 * show nothing that depends on the session but the header's account links, which follow the
 * session when it arrives, so they render without waiting for start-up.
 */
export function isSitePage(pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  return SITE_PATHS.has(path) || BLOG_POST.test(path);
}

/**
 * The pages outside the Mantine shell: the diner's and the public site's. They use the system font,
 * so the web fonts (Inter, Noto Sans Arabic) are not fetched at start-up there; the Mantine shell
 * loads them if the visitor moves on to one of its screens.
 */
export function isLightPage(pathname: string): boolean {
  return isDinerMenuPath(withoutTrailingSlash(pathname)) || isSitePage(pathname);
}
