/**
 * A diner's cart: what they chose, never what it costs. Prices always come from the menu on
 * screen (cart-pricing.ts), and the ordering issue's server re-prices every line again.
 */
export type TCartLine = {
  /** Stable within the cart, so a line can be changed or removed. */
  id: string;
  itemId: string;
  quantity: number;
  /** Chosen modifiers; a modifier chosen twice (deliverectMultiMax > 1) appears twice. */
  modifierIds: string[];
  notes: string;
};

export type TNewCartLine = Omit<TCartLine, 'id'>;

export const MAX_LINE_QUANTITY = 99;
export const MAX_NOTES_LENGTH = 200;
/** A cart is small; a bigger stored value is not ours (or was tampered with). */
const MAX_LINES = 100;

const clampQuantity = (quantity: number) => Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.trunc(quantity)));
const choiceKey = (line: TNewCartLine) => `${line.itemId}|${line.modifierIds.toSorted().join(',')}|${line.notes.trim()}`;

/** The same item with the same choices and notes adds to the existing line instead of a new one. */
export function addCartLine(lines: readonly TCartLine[], added: TNewCartLine, newId: () => string): TCartLine[] {
  const key = choiceKey(added);
  const existing = lines.find((line) => choiceKey(line) === key);
  if (existing) return lines.map((line) => (line === existing ? { ...line, quantity: clampQuantity(line.quantity + added.quantity) } : line));
  const line = { ...added, id: newId(), notes: added.notes.trim().slice(0, MAX_NOTES_LENGTH), quantity: clampQuantity(added.quantity) };
  return [...lines, line];
}

/** A quantity of 0 or less removes the line. */
export function setCartLineQuantity(lines: readonly TCartLine[], id: string, quantity: number): TCartLine[] {
  if (quantity < 1) return removeCartLine(lines, id);
  return lines.map((line) => (line.id === id ? { ...line, quantity: clampQuantity(quantity) } : line));
}

export function removeCartLine(lines: readonly TCartLine[], id: string): TCartLine[] {
  return lines.filter((line) => line.id !== id);
}

function isCartLine(value: unknown): value is TCartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.id === 'string' &&
    typeof line.itemId === 'string' &&
    typeof line.quantity === 'number' &&
    Number.isInteger(line.quantity) &&
    line.quantity >= 1 &&
    line.quantity <= MAX_LINE_QUANTITY &&
    Array.isArray(line.modifierIds) &&
    line.modifierIds.every((id) => typeof id === 'string') &&
    typeof line.notes === 'string' &&
    line.notes.length <= MAX_NOTES_LENGTH
  );
}

/** Reads a stored cart without trusting it: anything malformed is dropped, never thrown. */
export function parseStoredCart(raw: string | null): TCartLine[] {
  if (!raw) return [];
  try {
    const value = JSON.parse(raw) as { lines?: unknown };
    return Array.isArray(value?.lines) ? value.lines.filter(isCartLine).slice(0, MAX_LINES) : [];
  } catch {
    return [];
  }
}

export function serialiseCart(lines: readonly TCartLine[]): string {
  return JSON.stringify({ version: 1, lines });
}
