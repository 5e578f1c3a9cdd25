import { isLanguage, type TLanguage } from '@menudelite/shared/i18n/languages';
import { isDinerPath } from '../../lib/i18n/language-scope';

/**
 * /eat/:tableCode/:language names the diner's language (a table's QR code may carry it). Read before
 * the strings load, so the first paint is already in that language instead of loading English
 * first and then switching.
 */
export function languageInUrl(pathname: string): TLanguage | null {
  const match = /^\/eat\/[^/]+\/([^/]+)\/?$/.exec(pathname);
  return match && isLanguage(match[1]) ? match[1] : null;
}

/**
 * The diner's pages (/eat/..., /restaurants|hotels/:id/menu and their checkout, an order's status
 * page). They use the phone's own font, so the web fonts load only if the visitor moves on to a
 * screen of the Mantine shell; they also keep the diner's own language (language-scope.ts).
 */
export const isDinerMenuPath = isDinerPath;
