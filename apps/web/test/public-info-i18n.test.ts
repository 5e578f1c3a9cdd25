import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@menudelite/shared/i18n/languages';
import { DELITEPAY_INFO, DEMO_PAYMENT_PAGE } from '../src/features/public-info/content/delitepay';
import type { TInfoPageContent } from '../src/features/public-info/content/info-page-content';

type TTree = { [key: string]: string | TTree };
const FILES = import.meta.glob<TTree>('../src/features/public-info/locales/*.json', { import: 'default', eager: true });
const locale = (lang: string) => FILES[`../src/features/public-info/locales/${lang}.json`];

function flatten(tree: TTree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((all, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...all, [path]: value } : { ...all, ...flatten(value, path) };
  }, {});
}
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).toSorted();
const english = flatten(locale('en')!);

/** Every key the info-page layout reads for a page (components/info-page.tsx). */
function keysOf(content: TInfoPageContent): string[] {
  const p = content.page;
  return [
    'common.step',
    'common.faqTitle',
    ...content.actions.map((action) => action.labelKey),
    ...['meta.title', 'meta.description', 'hero.eyebrow', 'hero.title', 'hero.lead', 'highlights.title', 'steps.title', 'cta.title', 'cta.body'].map(
      (key) => `${p}.${key}`,
    ),
    ...content.highlights.flatMap(({ id }) => [`${p}.highlights.${id}.title`, `${p}.highlights.${id}.body`]),
    ...content.steps.flatMap((id) => [`${p}.steps.${id}.title`, `${p}.steps.${id}.body`]),
    ...content.sections.flatMap((section) => [
      `${p}.sections.${section.id}.title`,
      `${p}.sections.${section.id}.body`,
      ...(section.points ?? []).map((point) => `${p}.sections.${section.id}.points.${point}`),
      ...(section.note ? [`${p}.sections.${section.id}.note`] : []),
    ]),
    ...content.faq.flatMap((id) => [`${p}.faq.${id}.question`, `${p}.faq.${id}.answer`]),
  ];
}

describe('public-info locales', () => {
  it('exist for the 14 languages', () => {
    expect(
      Object.keys(FILES)
        .map((path) => path.match(/(\w+)\.json$/)![1])
        .toSorted(),
    ).toEqual([...LANGUAGES].toSorted());
  });

  it.each([...LANGUAGES])('%s has every English key and no other, none empty, with the same placeholders', (lang) => {
    const strings = flatten(locale(lang)!);
    expect(Object.keys(strings).toSorted()).toEqual(Object.keys(english).toSorted());
    for (const [key, text] of Object.entries(strings)) {
      expect(text.trim(), `${lang}:${key}`).not.toBe('');
      expect(placeholders(text), `${lang}:${key}`).toEqual(placeholders(english[key]!));
    }
  });

  it.each(LANGUAGES.filter((lang) => lang !== 'en'))('%s is translated, not an English copy', (lang) => {
    const strings = flatten(locale(lang)!);
    // Brand names and the payment-page address stay as they are; so do words several languages share
    // with English (Total, Espresso, Lunch on the pictures' receipts); everything else must differ.
    const copied = Object.keys(strings).filter((key) => strings[key] === english[key] && !/^delite ?(pay|club|virtual)$/i.test(english[key]!));
    const shared = ['delitePay.illustration.total', 'deliteClub.illustration.total', 'deliteClub.illustration.coffee', 'deliteClub.illustration.lunch'];
    expect(copied.filter((key) => !shared.includes(key))).toEqual([]);
  });

  it('has every string the DelitePay page reads, and the page its values', () => {
    for (const key of keysOf(DELITEPAY_INFO)) expect(english[key], key).toBeTypeOf('string');
    const needed = new Set(
      keysOf(DELITEPAY_INFO)
        .filter((key) => key !== 'common.step')
        .flatMap((key) => placeholders(english[key]!)),
    );
    expect([...needed].every((name) => DELITEPAY_INFO.values?.[name] !== undefined)).toBe(true);
  });

  it('says plainly that the processing fee is for card payments only, in every language', () => {
    const cardOnly = DELITEPAY_INFO.sections.find((section) => section.id === 'cost')?.points ?? [];
    expect(cardOnly).toContain('cardOnly');
    expect(english['delitePay.sections.cost.points.cardOnly']).toMatch(/card payments only/);
  });

  it('leads to sign-up, sign-in and the seeded demo venue’s payment page', () => {
    expect(DELITEPAY_INFO.actions.map((action) => action.to)).toEqual(['/signup', '/signin', DEMO_PAYMENT_PAGE]);
    expect(DEMO_PAYMENT_PAGE).toBe('/demo-bistro/payment-page');
  });
});
