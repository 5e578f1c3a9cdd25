import { fontStylesheetUrl } from '@menudelite/shared/fonts/urls';
import { sendRequest } from '../../lib/http/send-request';

/** Non-empty, de-duplicated family names from GET /api/fonts (SPEC section 1 drops empty entries). */
export function fontFamiliesToLoad(answer: unknown): string[] {
  if (!Array.isArray(answer)) return [];
  const names = answer.filter((name): name is string => typeof name === 'string').map((name) => name.trim());
  return [...new Set(names.filter((name) => name.length > 0))];
}

let loading: Promise<void> | null = null;

/**
 * Adds a stylesheet link per self-hosted family, once per page load (start-up and the Mantine shell
 * both ask). A failure only costs the fonts, never the page.
 */
export function loadFonts(): Promise<void> {
  loading ??= addFontStylesheets();
  return loading;
}

async function addFontStylesheets(): Promise<void> {
  try {
    const families = fontFamiliesToLoad(await sendRequest<unknown>('/api/fonts'));
    for (const family of families) {
      const href = fontStylesheetUrl(family);
      if (document.head.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) continue;
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      document.head.append(link);
    }
  } catch (err) {
    console.error('Error fetching fonts', err);
  }
}
