import { z } from 'zod';
import { TEXT_PATTERN } from '../lib/text.ts';
import { CHECKOUT_MESSAGES, type TCheckoutMessageKey } from './checkout-messages.ts';
import { ROOM_NUMBER_PATTERN } from './rooms.ts';
import type { TOrderType, TPaymentMethod } from './status.ts';

/**
 * The your-information and order-type checks of SPEC section 5, as pure rules the web runs
 * before submitting and the server runs again on every order. Paths are body paths
 * ('customer.email'); each problem carries its message key and the SPEC's English wording.
 */
export type TCheckoutProblem = { path: string; key: TCheckoutMessageKey; message: string };

export type TCheckoutFieldsInput = {
  type: TOrderType;
  tableCode?: string | undefined;
  pickupTime?: string | undefined;
  delivery?: { address?: string | undefined } | undefined;
  roomNumber?: string | undefined;
  checkoutAsVisitor?: boolean | undefined;
  customer?: { name?: string | undefined; email?: string | undefined; phone?: string | undefined } | undefined;
  paymentMethod: TPaymentMethod;
  card?: { number?: string; expiry?: string; cvc?: string } | undefined;
};

export type TCheckoutVenueRules = { requiresCheckoutName: boolean; requiresCheckoutPhoneNo: boolean };

const PHONE = /^\+?[\d\s().-]{7,24}$/;
const ZEmail = z.email();

export function isValidPhone(phone: string): boolean {
  const digits = phone.replace(/\D/g, '').length;
  return PHONE.test(phone) && digits >= 7 && digits <= 15;
}

export function isValidRoomNumber(room: string): boolean {
  return ROOM_NUMBER_PATTERN.test(room);
}

/**
 * Names and addresses use the SPEC's text pattern; phones type typographic apostrophes
 * (O’Neil) by default, so those count as the plain one.
 */
const isText = (text: string) => TEXT_PATTERN.test(text.replace(/[\u2018\u2019]/g, "'"));

const problem = (path: string, key: TCheckoutMessageKey): TCheckoutProblem => ({ path, key, message: CHECKOUT_MESSAGES[key] });
const blank = (value: string | undefined) => value === undefined || value.trim() === '';

export function checkCheckoutFields(
  input: TCheckoutFieldsInput,
  rules: TCheckoutVenueRules,
  options: { requireCard: boolean } = { requireCard: true },
): TCheckoutProblem[] {
  const problems: TCheckoutProblem[] = [];
  const { type, customer = {} } = input;

  if (type === 'dine_in' && blank(input.tableCode)) problems.push(problem('tableCode', 'tableCodeRequired'));
  if (type === 'pickup' && blank(input.pickupTime)) problems.push(problem('pickupTime', 'pickupTimeRequired'));
  if (type === 'delivery') {
    const address = input.delivery?.address;
    if (blank(address)) problems.push(problem('delivery.address', 'fieldsRequired'));
    else if (address!.trim().length < 5 || !isText(address!)) problems.push(problem('delivery.address', 'addressIncorrect'));
  }
  const visitor = type === 'room' && input.checkoutAsVisitor === true && blank(input.roomNumber);
  if (type === 'room' && !visitor) {
    if (blank(input.roomNumber)) problems.push(problem('roomNumber', 'roomOrVisitorRequired'));
    else if (!isValidRoomNumber(input.roomNumber!.trim())) problems.push(problem('roomNumber', 'roomNumberIncorrect'));
  }

  // Pickup, delivery and visitors must be findable by name; the venue may demand it of everyone.
  const needsName = rules.requiresCheckoutName || type === 'pickup' || type === 'delivery' || visitor;
  if (blank(customer.name)) {
    if (needsName) problems.push(problem('customer.name', 'nameRequired'));
  } else if (!isText(customer.name!)) problems.push(problem('customer.name', 'nameIncorrect'));

  if (!blank(customer.email) && !ZEmail.safeParse(customer.email!.trim()).success) problems.push(problem('customer.email', 'emailIncorrect'));

  // A driver must be able to call; the venue may demand a phone of everyone.
  const needsPhone = rules.requiresCheckoutPhoneNo || type === 'delivery';
  if (blank(customer.phone)) {
    if (needsPhone) problems.push(problem('customer.phone', 'fieldsRequired'));
  } else if (!isValidPhone(customer.phone!.trim())) problems.push(problem('customer.phone', 'phoneIncorrect'));

  if (input.paymentMethod === 'room' && (type !== 'room' || visitor)) problems.push(problem('paymentMethod', 'roomChargeNeedsRoom'));
  if (options.requireCard && input.paymentMethod === 'card') {
    const card = input.card;
    if (!card || blank(card.number) || blank(card.expiry) || blank(card.cvc)) problems.push(problem('card', 'cardDetailsRequired'));
  }
  return problems;
}
