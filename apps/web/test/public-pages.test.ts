import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PLACEHOLDERS } from '../src/app/router/public-pages';
import { FOOTER_LINKS } from '../src/app/layout/public-nav-links';
import { LEGAL_PAGES, parseLegalFile } from '../src/features/legal/lib/legal-content';
import { PLAN_ROWS, PLANS } from '../src/features/public/content/plans';
import { defaultProcessingFee, formatMoney } from '../src/features/public/lib/fees';

const FEATURES = resolve(import.meta.dirname, '../src/features');
const LANGUAGES = ['en', 'es', 'zh', 'ar', 'ru', 'ja', 'ko', 'de', 'fr', 'pl', 'pt', 'it', 'nl', 'hi'];
/** Issue 12's pages that were "coming soon" panels and are real screens now. */
const REPLACED = ['/join-us', '/businesses', '/customers', '/deliteVirtual', '/pricing', '/terms-of-service', '/privacy-policy', '/draw-terms'];

const json = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
/** Every leaf key of a locale tree, as a dotted path. */
function keys(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('public pages (issue 12)', () => {
  it('are no longer placeholders', () => {
    const placeholders = PUBLIC_PLACEHOLDERS.map((page) => page.path);
    for (const path of REPLACED) expect(placeholders).not.toContain(path);
  });

  it('are all in the footer, the legal pages and the info pages included', () => {
    const footer = FOOTER_LINKS.map((link) => link.to);
    for (const path of [
      '/businesses',
      '/customers',
      '/deliteVirtual',
      '/delitePayInfo',
      '/deliteClubInfo',
      '/pricing',
      ...LEGAL_PAGES.map((page) => `/${page}`),
    ]) {
      expect(footer).toContain(path);
    }
  });

  it('have every legal text in English with a last-updated date, and the privacy policy in Arabic too', () => {
    const files = readdirSync(resolve(FEATURES, 'legal/content'));
    for (const page of LEGAL_PAGES) {
      expect(files).toContain(`${page}.en.md`);
      const { lastUpdated, body } = parseLegalFile(readFileSync(resolve(FEATURES, `legal/content/${page}.en.md`), 'utf8'));
      expect(lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(lastUpdated))).toBe(false);
      expect(body.length).toBeGreaterThan(1500);
    }
    const arabic = parseLegalFile(readFileSync(resolve(FEATURES, 'legal/content/privacy-policy.ar.md'), 'utf8'));
    expect(arabic.body).toMatch(/[\u0600-\u06ff]/);
    // The same sections as the English text, in the same order.
    const english = parseLegalFile(readFileSync(resolve(FEATURES, 'legal/content/privacy-policy.en.md'), 'utf8'));
    expect(arabic.body.match(/^## \d+\./gm)).toEqual(english.body.match(/^## \d+\./gm));
  });

  it('refuse a legal file without its date', () => {
    expect(() => parseLegalFile('# Terms\n\nNo front matter.')).toThrow(/lastUpdated/);
    expect(() => parseLegalFile('---\nlastUpdated: soon\n---\nText')).toThrow(/lastUpdated/);
  });

  it('say in the privacy policy what the product stores, its cookies, its sub-processors and the rights of the data subject', () => {
    const { body } = parseLegalFile(readFileSync(resolve(FEATURES, 'legal/content/privacy-policy.en.md'), 'utf8'));
    for (const phrase of ['md_refresh', 'HttpOnly', 'Card data never touches our servers', 'Stripe', 'Twilio', 'SMTP', 'room number', 'Gift cards', 'Chat']) {
      expect(body).toContain(phrase);
    }
    for (const right of ['access', 'rectification', 'erasure', 'portability', 'objection', 'complain to a supervisory authority'])
      expect(body).toContain(right);
  });

  it('have the same strings in all 14 languages', () => {
    for (const namespace of ['public', 'legal', 'public-info']) {
      const english = keys(json(resolve(FEATURES, `${namespace}/locales/en.json`))).toSorted();
      for (const language of LANGUAGES)
        expect(keys(json(resolve(FEATURES, `${namespace}/locales/${language}.json`))).toSorted(), `${namespace} ${language}`).toEqual(english);
    }
  });

  it('price the plans from data, with the processing fee read from the shared pricing constants', () => {
    expect(PLANS.map((plan) => plan.id)).toEqual(['starter', 'pro', 'hotel']);
    for (const row of PLAN_ROWS) expect(row.cells).toHaveLength(PLANS.length);
    expect(defaultProcessingFee('EUR', 'en')).toEqual({ percent: '1.5%', fixed: '€0.20' });
    // Intl separates number and sign with a no-break space in German.
    expect(defaultProcessingFee('EUR', 'de')).toEqual({ percent: '1,5\u00a0%', fixed: '0,20\u00a0€' });
    expect(formatMoney(2900, 'EUR', 'en')).toBe('€29.00');
  });
});
