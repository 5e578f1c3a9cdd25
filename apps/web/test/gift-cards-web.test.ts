import { describe, expect, it } from 'vitest';
import { GIFT_CARD_DESIGNS, GIFT_CARD_LEDGER_KINDS, type TPublicGiftCardProduct } from '@menudelite/shared/growth/gift-cards';
import { formatGiftCardCode, normaliseGiftCardCode } from '@menudelite/shared/growth/gift-cards-code';
import { LANGUAGES } from '@menudelite/shared/i18n/languages';
import { checkProductForm, EMPTY_PRODUCT } from '../src/features/gift-cards-admin/lib/product-form';
import { checkPurchase, EMPTY_PURCHASE, fieldOfPath, purchaseBody } from '../src/features/gift-cards-public/lib/purchase-form';

type TTree = { [key: string]: string | TTree };
const ADMIN = import.meta.glob<TTree>('../src/features/gift-cards-admin/locales/*.json', { import: 'default', eager: true });
const PUBLIC = import.meta.glob<TTree>('../src/features/gift-cards-public/locales/*.json', { import: 'default', eager: true });

const fixed: TPublicGiftCardProduct = { id: 'p1', name: 'Twenty', kind: 'fixed', amount: 2000, minAmount: null, maxAmount: null, design: 'classic' };
const custom: TPublicGiftCardProduct = { id: 'p2', name: 'Any', kind: 'custom', amount: null, minAmount: 1000, maxAmount: 20000, design: 'thanks' };
const filled = { ...EMPTY_PURCHASE, recipientName: 'Maria', recipientEmail: 'maria@example.test', fromName: 'Jo', fromEmail: 'jo@example.test' };

describe('the gift card shop form', () => {
  it('without a product says "please select a gift card to purchase" (giftCardRequired); empty names and e-mails are required', () => {
    expect(checkPurchase(EMPTY_PURCHASE, undefined, 'eur')).toEqual({
      productId: { key: 'giftCardRequired' },
      recipientName: { key: 'required' },
      recipientEmail: { key: 'required' },
      fromName: { key: 'required' },
      fromEmail: { key: 'required' },
    });
    expect(checkPurchase({ ...filled, recipientEmail: 'not-an-email' }, fixed, 'eur')).toEqual({ recipientEmail: { key: 'invalidEmail' } });
  });

  it('a custom amount outside the product’s bounds names the bounds in the venue’s currency; inside it is sent in minor units', () => {
    for (const amount of ['9.99', '200.01', '', 'abc']) {
      expect(checkPurchase({ ...filled, productId: 'p2', amount }, custom, 'eur').amount).toEqual({
        key: 'giftCardAmountRange',
        params: { min: '€10.00', max: '€200.00' },
      });
    }
    const values = { ...filled, productId: 'p2', amount: '35,50', message: '  Enjoy! ' };
    expect(checkPurchase(values, custom, 'eur')).toEqual({});
    expect(purchaseBody(values, custom, 'eur', 'ar')).toEqual({
      productId: 'p2',
      amount: 3550,
      design: 'thanks',
      recipient: { name: 'Maria', email: 'maria@example.test' },
      purchaser: { name: 'Jo', email: 'jo@example.test' },
      message: 'Enjoy!',
      language: 'ar',
      expectedTotal: 3550,
    });
    // A fixed product sends no amount of its own; the total shown is its amount.
    expect(purchaseBody({ ...filled, productId: 'p1', design: 'festive' }, fixed, 'eur', 'en')).toMatchObject({
      productId: 'p1',
      design: 'festive',
      expectedTotal: 2000,
    });
    expect(purchaseBody({ ...filled, productId: 'p1' }, fixed, 'eur', 'en')).not.toHaveProperty('amount');
  });

  it('a message over 500 characters is refused; server details land on their fields', () => {
    expect(checkPurchase({ ...filled, productId: 'p1', message: 'x'.repeat(501) }, fixed, 'eur').message).toEqual({ key: 'tooLong', params: { max: 500 } });
    expect(fieldOfPath('recipient.email')).toBe('recipientEmail');
    expect(fieldOfPath('deliverOn')).toBe('deliverOn');
    expect(fieldOfPath('card.number')).toBeNull();
  });
});

describe('codes as typed', () => {
  it('ignores case, spaces and dashes; refuses look-alike characters and wrong lengths; shows four groups of four', () => {
    expect(normaliseGiftCardCode(' cafe-trea t479 hapy ')).toBe('CAFETREAT479HAPY');
    expect(normaliseGiftCardCode('CAF0-TREA-T479-HAPY')).toBe('');
    expect(normaliseGiftCardCode('CAFI-TREA-T479-HAPY')).toBe('');
    expect(normaliseGiftCardCode('CAFE-TREA-T479')).toBe('');
    expect(formatGiftCardCode('CAFETREAT479HAPY')).toBe('CAFE-TREA-T479-HAPY');
  });
});

describe('/offers/gift-cards: the product form', () => {
  it('refuses what the server would and sends minor units', () => {
    expect(checkProductForm(EMPTY_PRODUCT, 'eur')).toEqual({ body: null, errors: { name: 'form.nameRequired', amount: 'form.amountInvalid' } });
    expect(checkProductForm({ ...EMPTY_PRODUCT, name: 'Any', kind: 'custom', minAmount: '50', maxAmount: '10' }, 'eur').errors).toEqual({
      maxAmount: 'form.maxBelowMin',
    });
    expect(checkProductForm({ ...EMPTY_PRODUCT, name: ' Twenty ', amount: '20' }, 'eur').body).toEqual({
      name: 'Twenty',
      kind: 'fixed',
      amount: 2000,
      minAmount: null,
      maxAmount: null,
      design: 'classic',
      isActive: true,
    });
    expect(checkProductForm({ ...EMPTY_PRODUCT, name: 'KD', amount: '1.250' }, 'kwd').body?.amount).toBe(1250);
  });
});

describe('strings', () => {
  const leaves = (tree: TTree, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : leaves(value, `${prefix}${key}.`)));
  it('both namespaces have the same keys in all 14 languages, every design and ledger kind named', () => {
    for (const files of [ADMIN, PUBLIC]) {
      const en = leaves(files['../src/features/gift-cards-admin/locales/en.json'] ?? files['../src/features/gift-cards-public/locales/en.json']!).toSorted();
      for (const language of LANGUAGES) {
        const file = Object.entries(files).find(([path]) => path.endsWith(`/${language}.json`));
        expect(file, language).toBeDefined();
        expect(leaves(file![1]).toSorted(), language).toEqual(en);
      }
      for (const design of GIFT_CARD_DESIGNS) expect(en).toContain(`designs.${design}`);
    }
    const adminEn = leaves(ADMIN['../src/features/gift-cards-admin/locales/en.json']!);
    for (const kind of GIFT_CARD_LEDGER_KINDS) expect(adminEn).toContain(`ledger.kinds.${kind}`);
  });
});
