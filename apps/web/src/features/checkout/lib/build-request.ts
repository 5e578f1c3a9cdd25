import type { TCheckoutRequest, TQuoteRequest } from '@menudelite/shared/orders/checkout';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import type { TLanguage } from '@menudelite/shared/i18n/languages';
import type { TCheckoutBenefits } from '@menudelite/shared/growth/benefits';
import type { TCartLine } from '../../cart/public';
import type { TCheckoutForm } from './checkout-form';
import { tipRequest } from './tip';

/** Where the diner is: at a table (its QR code), or on the venue's own menu page. */
export type TCheckoutPlace = { tableCode: string | null };

/** The order's body without what only the final submission carries (expectedTotal, card). */
export type TOrderBody = Omit<TCheckoutRequest, 'expectedTotal' | 'card'>;

const orNothing = (text: string) => (text.trim() === '' ? undefined : text.trim());

export function checkoutLines(lines: readonly TCartLine[]): TOrderBody['lines'] {
  return lines.map((line) => ({
    itemId: line.itemId,
    quantity: line.quantity,
    modifierIds: [...line.modifierIds],
    ...(line.notes.trim() ? { notes: line.notes.trim() } : {}),
  }));
}

/** The table: the QR code's for dine-in and for a pickup ordered at the venue; typed for dine-in away from one. */
function tableCodeFor(form: TCheckoutForm, place: TCheckoutPlace): string | undefined {
  if (form.type === 'dine_in') return place.tableCode ?? orNothing(form.tableCode);
  if (form.type === 'pickup') return place.tableCode ?? undefined;
  return undefined;
}

function placeFields(form: TCheckoutForm): Partial<TOrderBody> {
  switch (form.type) {
    case 'pickup':
      return { pickupTime: orNothing(form.pickupTime) };
    case 'delivery':
      return { delivery: { address: orNothing(form.address), notes: orNothing(form.driverNotes), locationId: orNothing(form.locationId) } };
    case 'room':
      return form.asVisitor
        ? { checkoutAsVisitor: true, ...(form.locationId ? { delivery: { locationId: form.locationId } } : {}) }
        : { roomNumber: orNothing(form.roomNumber) };
    default:
      return {};
  }
}

function customerOf(form: TCheckoutForm): TOrderBody['customer'] {
  const customer = { name: orNothing(form.name), email: orNothing(form.email), phone: orNothing(form.phone) };
  return Object.values(customer).some((value) => value !== undefined) ? customer : undefined;
}

/** Drops undefined fields, so the body compares and hashes the same however it was built. */
function compact<T extends object>(body: T): T {
  return JSON.parse(JSON.stringify(body)) as T;
}

/**
 * The whole order as the server wants it. An invalid custom tip is left out here; the form reports it.
 * `benefits`: the offers, code, points and gift card the diner chose (lib/benefits.ts).
 */
export function orderBody(
  form: TCheckoutForm,
  lines: readonly TCartLine[],
  place: TCheckoutPlace,
  currency: TCurrency,
  language?: TLanguage,
  benefits?: TCheckoutBenefits,
): TOrderBody {
  const tip = tipRequest(form.tip, currency);
  return compact({
    type: form.type,
    tableCode: tableCodeFor(form, place),
    ...placeFields(form),
    customer: customerOf(form),
    notes: orNothing(form.notes),
    lines: checkoutLines(lines),
    tip: tip === 'invalid' ? undefined : tip,
    paymentMethod: form.paymentMethod,
    language,
    benefits,
  });
}

/**
 * Only what changes the bill (type, table, pickup time, lines, tip, payment method, benefits), so
 * typing a name or an address does not ask the server for a new quote.
 */
export function quoteBody(body: TOrderBody): TQuoteRequest {
  const { type, tableCode, pickupTime, lines, tip, paymentMethod, benefits } = body;
  // The table matters to the bill's checks only for a pickup (ordered at the venue or remotely).
  return compact({ type, tableCode: type === 'pickup' ? tableCode : undefined, pickupTime, lines, tip, paymentMethod, benefits });
}
