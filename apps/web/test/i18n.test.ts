import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@menudelite/shared/i18n/languages';
import { normaliseLanguage, pickLanguage, readCookie } from '../src/lib/i18n/pick-language';

type TTree = { [key: string]: string | TTree };
const LOCALES = import.meta.glob<TTree>('../src/i18n/locales/*.json', { import: 'default', eager: true });
const locale = (lang: string) => LOCALES[`../src/i18n/locales/${lang}.json`]!;
/** Feature namespaces: src/features/<feature>/locales/<lang>.json, held to the same rules. */
const FEATURE_LOCALES = import.meta.glob<TTree>('../src/features/*/locales/*.json', { import: 'default', eager: true });
const featureNamespaces = [...new Set(Object.keys(FEATURE_LOCALES).map((path) => path.split('/')[3]!))];
const featureLocale = (feature: string, lang: string) => FEATURE_LOCALES[`../src/features/${feature}/locales/${lang}.json`];

function flatten(tree: TTree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((all, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...all, [path]: value } : { ...all, ...flatten(value, path) };
  }, {});
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).toSorted();

describe('locale files', () => {
  const english = flatten(locale('en'));

  it('exist for all 14 languages and no others', () => {
    expect(
      Object.keys(LOCALES)
        .map((path) => path.match(/(\w+)\.json$/)![1])
        .toSorted(),
    ).toEqual([...LANGUAGES].toSorted());
  });

  it.each([...LANGUAGES])('%s has exactly the English keys, none empty, with the same placeholders', (lang) => {
    const strings = flatten(locale(lang));
    expect(Object.keys(strings).toSorted()).toEqual(Object.keys(english).toSorted());
    for (const [key, text] of Object.entries(strings)) {
      expect(text.trim(), `${lang}:${key}`).not.toBe('');
      expect(placeholders(text), `${lang}:${key}`).toEqual(placeholders(english[key]!));
    }
  });

  it('has Arabic really translated', () => {
    const arabic = flatten(locale('ar'));
    const sameAsEnglish = Object.keys(arabic).filter((key) => arabic[key] === english[key]);
    // Product names (Delite Club, Delite Pay...) stay in Latin letters.
    expect(sameAsEnglish.every((key) => /delite/i.test(arabic[key]!))).toBe(true);
    expect(arabic['common.loading']).toMatch(/[\u0600-\u06ff]/);
  });
});

describe.each(featureNamespaces)('feature namespace %s', (feature) => {
  it.each([...LANGUAGES])('%s exists with exactly the English keys, none empty, with the same placeholders', (lang) => {
    const english = flatten(featureLocale(feature, 'en')!);
    const tree = featureLocale(feature, lang);
    expect(tree, `${feature}/locales/${lang}.json`).toBeDefined();
    const strings = flatten(tree!);
    expect(Object.keys(strings).toSorted()).toEqual(Object.keys(english).toSorted());
    for (const [key, text] of Object.entries(strings)) {
      expect(text.trim(), `${feature}:${lang}:${key}`).not.toBe('');
      expect(placeholders(text), `${feature}:${lang}:${key}`).toEqual(placeholders(english[key]!));
    }
  });
});

describe('pickLanguage (SPEC section 1: stored setting, then locale cookie, else en)', () => {
  it('prefers the stored setting', () => {
    expect(pickLanguage({ stored: 'ar', cookie: 'de' })).toBe('ar');
  });

  it('falls back to the cookie, then English', () => {
    expect(pickLanguage({ stored: null, cookie: 'de' })).toBe('de');
    expect(pickLanguage({ stored: 'xx', cookie: 'pt-BR' })).toBe('pt');
    expect(pickLanguage({ stored: null, cookie: null })).toBe('en');
    expect(pickLanguage({ stored: 'klingon', cookie: 'tlh' })).toBe('en');
  });

  it('normalises region tags and case', () => {
    expect(normaliseLanguage('AR-sa')).toBe('ar');
    expect(normaliseLanguage('zh_Hant')).toBe('zh');
    expect(normaliseLanguage('')).toBeNull();
  });

  it('reads one cookie out of document.cookie', () => {
    expect(readCookie('a=1; locale=fr; b=2', 'locale')).toBe('fr');
    expect(readCookie('a=1', 'locale')).toBeNull();
  });
});
