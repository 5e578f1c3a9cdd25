import { describe, expect, it } from 'vitest';
import { documentTitle, headTags } from '../src/features/public-info/lib/head-tags';

const page = { title: 'DelitePay', description: 'Payment page and links', path: '/delitePayInfo', language: 'pt-BR' };
const value = (tags: ReturnType<typeof headTags>, name: string) => tags.find((tag) => tag.key[1] === name)?.value;

describe('info page head tags', () => {
  it('give a description, Open Graph tags and a canonical URL on the page’s own origin', () => {
    const tags = headTags(page, 'https://menudelite.example');
    expect(value(tags, 'description')).toBe('Payment page and links');
    expect(value(tags, 'og:title')).toBe('DelitePay');
    expect(value(tags, 'og:description')).toBe('Payment page and links');
    expect(value(tags, 'og:type')).toBe('website');
    expect(value(tags, 'og:locale')).toBe('pt_BR');
    expect(value(tags, 'canonical')).toBe('https://menudelite.example/delitePayInfo');
    expect(value(tags, 'og:url')).toBe('https://menudelite.example/delitePayInfo');
    expect(tags.find((tag) => tag.key[1] === 'canonical')).toMatchObject({ element: 'link', valueAttribute: 'href' });
    expect(value(tags, 'og:image')).toBeUndefined();
  });

  it('drop a query string or hash from the canonical URL and make the image absolute', () => {
    const tags = headTags({ ...page, path: '/delitePayInfo?utm_source=mail#faq', image: '/info/pay.webp' }, 'https://menudelite.example');
    expect(value(tags, 'canonical')).toBe('https://menudelite.example/delitePayInfo');
    expect(value(tags, 'og:image')).toBe('https://menudelite.example/info/pay.webp');
    expect(value(tags, 'twitter:card')).toBe('summary_large_image');
  });

  it('name the page first in the title', () => {
    expect(documentTitle('DelitePay')).toBe('DelitePay · MenuDelite');
  });
});
