import { fontStylesheetUrl } from '@menudelite/shared/fonts/contracts';
import { sendRequest } from '../../lib/http/send-request';

/** Non-empty, de-duplicated family names from GET /api/fonts (SPEC section 1 drops empty entries). */
export function fontFamiliesToLoad(answer: unknown): string[] {
  if (!Array.isArray(answer)) return [];
  const names = answer.filter((name): name is string => typeof name === 'string').map((name) => name.trim());
  return [...new Set(names.filter((name) => name.length > 0))];
}

/** Adds a stylesheet link per self-hosted family. A failure only costs the fonts, never the page. */
export async function loadFonts(): Promise<void> {
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
