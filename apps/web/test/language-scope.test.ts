import { describe, expect, it } from 'vitest';
import { languageScopeOf } from '../src/lib/i18n/language-scope';
import { pickLanguage } from '../src/lib/i18n/pick-language';

describe("a diner's language stays on the diner's pages", () => {
  it('treats the table link, the venue menu, its checkout and an order status page as the diner side', () => {
    for (const path of ['/eat/AbC_123', '/eat/AbC_123/ar', '/eat/AbC_123/checkout', '/restaurants/r1/menu', '/hotels/h1/checkout', '/orders/o1/status']) {
      expect(languageScopeOf(path), path).toBe('diner');
    }
  });

  it('keeps /signin, /pricing, the home page and every staff screen on the site language', () => {
    for (const path of ['/', '/signin', '/pricing', '/orders', '/orders/o1/ticket', '/menu', '/settings', '/profile', '/restaurants']) {
      expect(languageScopeOf(path), path).toBe('site');
    }
  });

  it("falls back to the browser's language before English on the site side", () => {
    expect(pickLanguage({ stored: null, cookie: null, browser: ['xx-YY', 'fr-FR', 'de'] })).toBe('fr');
    expect(pickLanguage({ stored: 'ar', cookie: null, browser: ['fr-FR'] })).toBe('ar');
    expect(pickLanguage({ stored: null, cookie: null, browser: [] })).toBe('en');
  });
});
