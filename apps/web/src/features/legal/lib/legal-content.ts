/**
 * The legal pages' texts are markdown files in the repository, `content/<page>.<language>.md`,
 * each starting with a front matter that holds its `lastUpdated` date (YYYY-MM-DD). Each file is
 * its own chunk, loaded only when its page is opened in its language; a page without a file in
 * the visitor's language falls back to English (the page then says so, translated).
 */
export const LEGAL_PAGES = ['terms-of-service', 'privacy-policy', 'draw-terms'] as const;
export type TLegalPage = (typeof LEGAL_PAGES)[number];

const FILES = import.meta.glob<string>('../content/*.md', { query: '?raw', import: 'default' });

export type TLegalDocument = { language: string; lastUpdated: string; body: string };

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/;

/** Splits a file into its `lastUpdated` date and its markdown body. */
export function parseLegalFile(raw: string): { lastUpdated: string; body: string } {
  const match = FRONT_MATTER.exec(raw);
  const lastUpdated = match?.[1]?.match(/^lastUpdated:\s*(\d{4}-\d{2}-\d{2})\s*$/m)?.[1];
  if (!match || !lastUpdated) throw new Error('A legal page needs a front matter with lastUpdated: YYYY-MM-DD');
  return { lastUpdated, body: raw.slice(match[0].length) };
}

export function hasTranslation(page: TLegalPage, language: string): boolean {
  return `../content/${page}.${language}.md` in FILES;
}

export async function loadLegalDocument(page: TLegalPage, language: string): Promise<TLegalDocument> {
  const chosen = hasTranslation(page, language) ? language : 'en';
  const raw = await FILES[`../content/${page}.${chosen}.md`]!();
  return { language: chosen, ...parseLegalFile(raw) };
}
