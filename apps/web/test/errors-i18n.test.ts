import { describe, expect, it } from 'vitest';
import { ERROR_KEYS } from '@menudelite/shared/errors';
import { ERROR_MESSAGES } from '@menudelite/shared/errors/messages';
import { LANGUAGES } from '@menudelite/shared/i18n/languages';

/** The shared `errors` namespace: every error key of the API, translated into all 14 languages. */
type TTree = { keys: Record<string, string> };
const FILES = import.meta.glob<TTree>('../src/i18n/errors/*.json', { import: 'default', eager: true });
const file = (lang: string) => FILES[`../src/i18n/errors/${lang}.json`];
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).toSorted();
const sharedParams = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).toSorted();

describe('the errors namespace', () => {
  it('exists for all 14 languages and no others', () => {
    expect(
      Object.keys(FILES)
        .map((path) => path.match(/(\w+)\.json$/)![1])
        .toSorted(),
    ).toEqual([...LANGUAGES].toSorted());
  });

  it.each([...LANGUAGES])('%s translates exactly every shared error key, none empty', (lang) => {
    const keys = file(lang)!.keys;
    expect(Object.keys(keys).toSorted()).toEqual([...ERROR_KEYS].toSorted());
    for (const key of ERROR_KEYS) expect(keys[key]!.trim(), `${lang}:${key}`).not.toBe('');
  });

  it.each([...LANGUAGES])('%s uses the params the server sends, and only those', (lang) => {
    const keys = file(lang)!.keys;
    for (const key of ERROR_KEYS) {
      const sent = sharedParams(ERROR_MESSAGES[key]);
      const used = placeholders(keys[key]!);
      // A translation may leave a param out (a diner sentence without the amount), never invent one.
      for (const name of used) expect(sent, `${lang}:${key} uses {{${name}}}`).toContain(name);
      if (lang !== 'en') expect(used, `${lang}:${key}`).toEqual(placeholders(file('en')!.keys[key]!));
    }
  });

  it('has Arabic really translated', () => {
    const arabic = file('ar')!.keys;
    const english = file('en')!.keys;
    const same = ERROR_KEYS.filter((key) => arabic[key] === english[key]);
    expect(same).toEqual([]);
    for (const key of ERROR_KEYS) expect(arabic[key], key).toMatch(/[\u0600-\u06ff]/);
  });
});
