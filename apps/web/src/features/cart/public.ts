/**
 * The diner's cart, kept per venue in localStorage. The menu screens fill it; the ordering
 * issue's checkout reads it (useCart + priceCart) and sends its lines to the server, which
 * re-prices them: nothing here is trusted for money.
 */
export { MAX_LINE_QUANTITY, MAX_NOTES_LENGTH, addCartLine, removeCartLine, setCartLineQuantity, type TCartLine, type TNewCartLine } from './lib/cart-lines';
export { cartStorageKey, newCartLineId, readCart, useCart, writeCart } from './lib/cart-store';
export { itemGroups, priceCart, type TMenuLookup, type TPricedCart, type TPricedLine } from './lib/cart-pricing';
export { checkModifierChoice, countModifiers, type TChoiceProblem, type TPublicModifier, type TPublicModifierGroup } from './lib/modifier-rules';
