import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  MAX_LINE_QUANTITY,
  addCartLine,
  cartStorageKey,
  checkModifierChoice,
  priceCart,
  readCart,
  removeCartLine,
  setCartLineQuantity,
  writeCart,
  type TCartLine,
} from '../src/features/cart/public';
import { parseStoredCart } from '../src/features/cart/lib/cart-lines';
import { indexMenu } from '../src/features/diner-menu/lib/menu-index';
import { demoMenu } from './diner-menu-fixture';

let ids = 0;
const newId = () => `line-${++ids}`;
const line = (overrides: Partial<TCartLine> = {}): TCartLine => ({
  id: newId(),
  itemId: 'burger',
  quantity: 1,
  modifierIds: ['rare'],
  notes: '',
  ...overrides,
});

describe('cart lines', () => {
  it('adds the same choice to the existing line and a different one as a new line', () => {
    let lines = addCartLine([], { itemId: 'burger', quantity: 1, modifierIds: ['rare', 'cheese'], notes: 'no onions' }, newId);
    lines = addCartLine(lines, { itemId: 'burger', quantity: 2, modifierIds: ['cheese', 'rare'], notes: ' no onions ' }, newId);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(3);
    lines = addCartLine(lines, { itemId: 'burger', quantity: 1, modifierIds: ['medium'], notes: '' }, newId);
    expect(lines).toHaveLength(2);
  });

  it('keeps quantities between 1 and the maximum; 0 removes the line', () => {
    const [first] = addCartLine([], { itemId: 'salad', quantity: 500, modifierIds: [], notes: '' }, newId);
    expect(first!.quantity).toBe(MAX_LINE_QUANTITY);
    expect(setCartLineQuantity([first!], first!.id, 3)[0]!.quantity).toBe(3);
    expect(setCartLineQuantity([first!], first!.id, 0)).toEqual([]);
    expect(removeCartLine([first!], first!.id)).toEqual([]);
  });

  it('reads a stored cart without trusting it', () => {
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart('not json')).toEqual([]);
    expect(parseStoredCart('{"lines":"x"}')).toEqual([]);
    const good = line();
    const stored = JSON.stringify({
      version: 1,
      lines: [good, { ...good, quantity: -1 }, { ...good, quantity: 1.5 }, { itemId: 'x' }, { ...good, modifierIds: [3] }, { ...good, price: 1 }],
    });
    expect(parseStoredCart(stored)).toEqual([good, { ...good, price: 1 }]);
  });
});

describe('cart pricing (always from the menu on screen)', () => {
  const index = indexMenu(demoMenu());

  it('prices each line as item plus modifiers times quantity, and adds up the orderable lines', () => {
    const cart = priceCart([line({ modifierIds: ['rare', 'shot', 'shot'], quantity: 2 }), line({ itemId: 'salad', modifierIds: [] })], index);
    expect(cart.lines[0]!.unitPrice).toBe(1450 + 50 + 50);
    expect(cart.lines[0]!.lineTotal).toBe(2 * 1550);
    expect(cart.subtotal).toBe(3100 + 800);
    expect(cart.itemCount).toBe(3);
    expect(cart.hasUnorderable).toBe(false);
  });

  it('a price stored with a line is never used', () => {
    const tampered = { ...line(), price: 1 } as TCartLine;
    expect(priceCart([tampered], index).subtotal).toBe(1450);
  });

  it('sold-out items, items gone from the menu and invalid choices are not orderable and not counted', () => {
    const cart = priceCart(
      [
        line({ itemId: 'soup', modifierIds: [] }),
        line({ itemId: 'gone', modifierIds: [] }),
        line({ modifierIds: [] }),
        line({ modifierIds: ['rare', 'bacon'] }),
        line({ modifierIds: ['rare'] }),
      ],
      index,
    );
    expect(cart.lines.map((priced) => priced.orderable)).toEqual([false, false, false, false, true]);
    expect(cart.subtotal).toBe(1450);
    expect(cart.itemCount).toBe(1);
    expect(cart.hasUnorderable).toBe(true);
  });
});

describe('modifier rules ("please select the required customisations for an item")', () => {
  const index = indexMenu(demoMenu());
  const burgerGroups = ['cooking', 'extras'].map((id) => index.groups.get(id)!);
  const kinds = (modifierIds: string[]) =>
    checkModifierChoice(burgerGroups, index.modifiers, modifierIds).map((p) => `${p.kind}:${'groupId' in p ? p.groupId : p.modifierId}`);

  it('a required group with no choice is missing', () => {
    expect(kinds([])).toEqual(['missing:cooking']);
    expect(kinds(['rare'])).toEqual([]);
  });

  it('enforces the max and the per-modifier multi-max', () => {
    expect(kinds(['rare', 'medium'])).toEqual(['tooMany:cooking']);
    expect(kinds(['rare', 'shot', 'shot'])).toEqual([]);
    expect(kinds(['rare', 'shot', 'shot', 'cheese'])).toEqual(['tooMany:extras']);
  });

  it('refuses unavailable modifiers and modifiers of other items', () => {
    expect(kinds(['rare', 'bacon'])).toEqual(['unavailable:bacon']);
    expect(kinds(['rare', 'nope'])).toEqual(['unknown:nope']);
  });
});

describe('cart storage (one cart per venue, kept across reloads)', () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    Object.assign(globalThis, {
      localStorage: {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => void store.set(key, value),
        removeItem: (key: string) => void store.delete(key),
      },
    });
  });
  afterEach(() => {
    store.clear();
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('writes lines under the venue key and reads them back; venues do not share a cart', () => {
    const lines = [line()];
    writeCart('venue-a', lines);
    expect(JSON.parse(store.get(cartStorageKey('venue-a'))!).lines).toEqual(lines);
    expect(readCart('venue-a')).toEqual(lines);
    expect(readCart('venue-b')).toEqual([]);
    writeCart('venue-a', []);
    expect(store.has(cartStorageKey('venue-a'))).toBe(false);
  });
});
