import { describe, expect, it } from 'vitest';
import { HttpError, type TApiErrorBody } from '../src/lib/http/http-error';
import type { TCartLine } from '../src/features/cart/public';
import { cardErrorsOf } from '../src/features/card-payment/lib/card-errors';
import { orderBody, quoteBody, type TCheckoutPlace } from '../src/features/checkout/lib/build-request';
import { defaultPaymentMethod, initialForm, paymentMethodsFor, withFittingPayment, type TCheckoutForm } from '../src/features/checkout/lib/checkout-form';
import { formProblems, requiredCustomerFields, serverProblems } from '../src/features/checkout/lib/messages';
import { defaultOrderType, orderTypeOptions } from '../src/features/checkout/lib/order-types';
import { tipRequest } from '../src/features/checkout/lib/tip';

const LINES: TCartLine[] = [{ id: 'l1', itemId: 'burger', quantity: 2, modifierIds: ['rare', 'fries'], notes: ' no pickles ' }];
const RULES = { requiresCheckoutName: false, requiresCheckoutPhoneNo: false };
const form = (overrides: Partial<TCheckoutForm> = {}): TCheckoutForm => ({ ...initialForm('dine_in', 'pay_later'), ...overrides });
const AT_TABLE: TCheckoutPlace = { tableCode: 'QR-T5' };
const AWAY: TCheckoutPlace = { tableCode: null };

describe('the order body', () => {
  it('takes the table from the QR code for dine-in, trims what was typed and leaves empty fields out', () => {
    const body = orderBody(form({ name: '  Marta ', email: ' ', notes: ' Peanut allergy ', tableCode: 'typed' }), LINES, AT_TABLE, 'eur');
    expect(body).toEqual({
      type: 'dine_in',
      tableCode: 'QR-T5',
      customer: { name: 'Marta' },
      notes: 'Peanut allergy',
      lines: [{ itemId: 'burger', quantity: 2, modifierIds: ['rare', 'fries'], notes: 'no pickles' }],
      paymentMethod: 'pay_later',
    });
  });

  it('uses the typed table code away from a QR code, and sends each type only its own fields', () => {
    expect(orderBody(form({ tableCode: ' T-9 ' }), LINES, AWAY, 'eur').tableCode).toBe('T-9');
    const pickup = orderBody(form({ type: 'pickup', pickupTime: '2026-05-01T12:15:00.000Z', address: 'ignored' }), LINES, AWAY, 'eur');
    expect(pickup).toMatchObject({ type: 'pickup', pickupTime: '2026-05-01T12:15:00.000Z' });
    expect(pickup).not.toHaveProperty('delivery');
    expect(pickup).not.toHaveProperty('tableCode');
    // A pickup ordered from a table's QR code names the table (it is ordered at the venue).
    expect(orderBody(form({ type: 'pickup' }), LINES, AT_TABLE, 'eur').tableCode).toBe('QR-T5');
    const delivery = orderBody(form({ type: 'delivery', address: '1 Main St', driverNotes: 'Ring twice', locationId: 'loc-1' }), LINES, AWAY, 'eur');
    expect(delivery.delivery).toEqual({ address: '1 Main St', notes: 'Ring twice', locationId: 'loc-1' });
    expect(orderBody(form({ type: 'room', roomNumber: ' 101 ' }), LINES, AWAY, 'eur')).toMatchObject({ roomNumber: '101' });
    const visitor = orderBody(form({ type: 'room', roomNumber: '101', asVisitor: true, locationId: 'pool' }), LINES, AWAY, 'eur');
    expect(visitor).toMatchObject({ checkoutAsVisitor: true, delivery: { locationId: 'pool' } });
    expect(visitor).not.toHaveProperty('roomNumber');
  });

  it('quotes only what changes the bill, so typing a name asks for no new quote', () => {
    const a = quoteBody(orderBody(form({ name: 'A', tip: { kind: 'percent', percent: 15 } }), LINES, AT_TABLE, 'eur'));
    const b = quoteBody(orderBody(form({ name: 'B', tip: { kind: 'percent', percent: 15 } }), LINES, AT_TABLE, 'eur'));
    expect(a).toEqual(b);
    expect(a).toEqual({ type: 'dine_in', lines: orderBody(form(), LINES, AT_TABLE, 'eur').lines, tip: { percent: 15 }, paymentMethod: 'pay_later' });
    expect(quoteBody(orderBody(form({ type: 'pickup' }), LINES, AT_TABLE, 'eur')).tableCode).toBe('QR-T5');
  });
});

describe('tips', () => {
  it('sends nothing, a percentage, or the typed amount in minor units (either decimal mark)', () => {
    expect(tipRequest({ kind: 'none' }, 'eur')).toBeUndefined();
    expect(tipRequest({ kind: 'percent', percent: 10 }, 'eur')).toEqual({ percent: 10 });
    expect(tipRequest({ kind: 'custom', text: '2.50' }, 'eur')).toEqual({ amount: 250 });
    expect(tipRequest({ kind: 'custom', text: '2,5' }, 'eur')).toEqual({ amount: 250 });
    expect(tipRequest({ kind: 'custom', text: '€3' }, 'eur')).toEqual({ amount: 300 });
    expect(tipRequest({ kind: 'custom', text: '1.234,50' }, 'eur')).toEqual({ amount: 123450 });
    expect(tipRequest({ kind: 'custom', text: '1,234.50' }, 'eur')).toEqual({ amount: 123450 });
    expect(tipRequest({ kind: 'custom', text: ' ' }, 'eur')).toBeUndefined();
    expect(tipRequest({ kind: 'custom', text: '0' }, 'eur')).toBeUndefined();
  });

  it('refuses a negative or malformed amount instead of guessing', () => {
    expect(tipRequest({ kind: 'custom', text: '-2' }, 'eur')).toBe('invalid');
    expect(tipRequest({ kind: 'custom', text: '2.505' }, 'eur')).toBe('invalid');
    expect(tipRequest({ kind: 'custom', text: 'two' }, 'eur')).toBe('invalid');
  });
});

describe('payment methods', () => {
  const offered = ['card', 'pay_later', 'cash', 'room'] as const;

  it('offers charging to the room only for room service at a room, and picks it first there', () => {
    expect(paymentMethodsFor(offered, { type: 'room', asVisitor: false })).toContain('room');
    expect(paymentMethodsFor(offered, { type: 'room', asVisitor: true })).not.toContain('room');
    expect(paymentMethodsFor(offered, { type: 'dine_in', asVisitor: false })).toEqual(['card', 'pay_later', 'cash']);
    expect(defaultPaymentMethod(offered, { type: 'room', asVisitor: false })).toBe('room');
    expect(defaultPaymentMethod(offered, { type: 'dine_in', asVisitor: false })).toBe('pay_later');
    expect(defaultPaymentMethod(['card', 'cash'], { type: 'dine_in', asVisitor: false })).toBe('card');
  });

  it('never offers paying later for pickup or delivery, and falls back from it when the type changes', () => {
    expect(paymentMethodsFor(offered, { type: 'pickup', asVisitor: false })).toEqual(['card', 'cash']);
    expect(paymentMethodsFor(offered, { type: 'delivery', asVisitor: false })).toEqual(['card', 'cash']);
    expect(defaultPaymentMethod(offered, { type: 'pickup', asVisitor: false })).toBe('card');
    expect(withFittingPayment(form({ type: 'delivery', paymentMethod: 'pay_later' }), offered).paymentMethod).toBe('card');
  });

  it('falls back when the order type no longer allows the chosen method', () => {
    expect(withFittingPayment(form({ type: 'dine_in', paymentMethod: 'room' }), offered).paymentMethod).toBe('pay_later');
    expect(withFittingPayment(form({ type: 'dine_in', paymentMethod: 'cash' }), offered).paymentMethod).toBe('cash');
  });
});

describe('order types offered', () => {
  const venue = { allowsDineIn: true, allowsPickUp: true, allowsRemotePickUp: false, allowsDelivery: true, isHotel: false };
  const open = {
    acceptingOrders: true,
    acceptingDineIn: true,
    acceptingPickup: true,
    acceptingRemotePickup: false,
    acceptingDelivery: true,
    acceptingRoomService: false,
  };

  it('at a table: dine-in first, pickup at the venue, never delivery', () => {
    expect(orderTypeOptions(venue, open, true)).toEqual([
      { type: 'dine_in', refusal: null },
      { type: 'pickup', refusal: null },
    ]);
  });

  it('on the venue page: remote pickup only where allowed, delivery, then dine-in with a typed code', () => {
    expect(orderTypeOptions(venue, open, false).map((option) => option.type)).toEqual(['delivery', 'dine_in']);
    const remote = orderTypeOptions({ ...venue, allowsRemotePickUp: true }, { ...open, acceptingRemotePickup: true }, false);
    expect(remote.map((option) => option.type)).toEqual(['pickup', 'delivery', 'dine_in']);
    expect(defaultOrderType(remote)).toBe('pickup');
  });

  it('lists a hotel room service first away from a table, and says why a type cannot be chosen now (SPEC section 8)', () => {
    const hotel = orderTypeOptions(
      { ...venue, isHotel: true, allowsDelivery: false },
      { ...open, acceptingRoomService: true, acceptingDelivery: false },
      false,
    );
    expect(hotel[0]).toEqual({ type: 'room', refusal: null });
    const noDelivery = orderTypeOptions(venue, { ...open, acceptingDelivery: false }, false);
    expect(noDelivery.find((option) => option.type === 'delivery')?.refusal).toBe('NOT_ACCEPTING_DELIVERY');
    const closed = orderTypeOptions(venue, { ...open, acceptingOrders: false }, true);
    expect(closed.every((option) => option.refusal === 'NOT_ACCEPTING_ORDERS')).toBe(true);
    const noPickup = orderTypeOptions(venue, { ...open, acceptingPickup: false }, true);
    expect(noPickup.find((option) => option.type === 'pickup')?.refusal).toBe('NOT_ACCEPTING_PICKUP');
    expect(defaultOrderType(noPickup)).toBe('dine_in');
  });
});

const check = (overrides: Partial<TCheckoutForm>, place = AWAY, rules = RULES) =>
  formProblems(orderBody(form(overrides), LINES, place, 'eur'), rules, false).fields;

describe("the form's SPEC section 5 messages", () => {
  it('names each problem by its field, with the SPEC key the translations use', () => {
    expect(check({ type: 'dine_in' })).toEqual({ tableCode: { key: 'messages.tableCodeRequired' } });
    expect(check({ type: 'pickup', name: 'Pia' })).toEqual({ pickupTime: { key: 'messages.pickupTimeRequired' } });
    expect(check({ type: 'room' })).toEqual({ roomNumber: { key: 'messages.roomOrVisitorRequired' } });
    expect(check({ type: 'room', roomNumber: '#!' })).toEqual({ roomNumber: { key: 'messages.roomNumberIncorrect' } });
    expect(check({ type: 'delivery' })).toEqual({
      'delivery.address': { key: 'messages.fieldsRequired' },
      'customer.name': { key: 'messages.nameRequired' },
      'customer.phone': { key: 'messages.fieldsRequired' },
    });
    expect(check({ type: 'dine_in', name: 'M@rta<>', email: 'nope', phone: '12' }, AT_TABLE)).toEqual({
      'customer.name': { key: 'messages.nameIncorrect' },
      'customer.email': { key: 'messages.emailIncorrect' },
      'customer.phone': { key: 'messages.phoneIncorrect' },
    });
    // The card is the card form's (card-payment): demo fields or Stripe's element check it themselves.
    expect(check({ paymentMethod: 'card' }, AT_TABLE)).toEqual({});
  });

  it('follows the venue: a name (and phone) demanded of everyone', () => {
    expect(check({}, AT_TABLE, { requiresCheckoutName: true, requiresCheckoutPhoneNo: true })).toEqual({
      'customer.name': { key: 'messages.nameRequired' },
      'customer.phone': { key: 'messages.fieldsRequired' },
    });
    expect(requiredCustomerFields(orderBody(form(), LINES, AT_TABLE, 'eur'), RULES)).toEqual({ name: false, phone: false });
    expect(requiredCustomerFields(orderBody(form({ type: 'delivery' }), LINES, AWAY, 'eur'), RULES)).toEqual({ name: true, phone: true });
    expect(requiredCustomerFields(orderBody(form({ type: 'room', asVisitor: true }), LINES, AWAY, 'eur'), RULES)).toEqual({ name: true, phone: false });
  });

  it('has nothing to say about a complete form', () => {
    const complete = formProblems(orderBody(form({ name: 'Marta' }), LINES, AT_TABLE, 'eur'), RULES, false);
    expect(complete).toEqual({ fields: {}, lines: {}, banner: null });
    expect(formProblems(orderBody(form({ name: 'Marta' }), LINES, AT_TABLE, 'eur'), RULES, true).fields.tip).toEqual({ key: 'errors.tipInvalid' });
  });
});

const validation = (details: NonNullable<TApiErrorBody['details']>) =>
  new HttpError(400, { code: 'VALIDATION_FAILED', message: 'English, never read', details });

describe("the server's refusals, as the diner reads them", () => {
  it('puts field messages under their fields and line messages on their lines', () => {
    const problems = serverProblems(
      validation([
        { path: 'body.roomNumber', key: 'roomNumberIncorrect' },
        { path: 'body.tableCode', key: 'tableCodeIncorrect', message: 'the English wording is ignored' },
        { path: 'body.lines.1.modifierIds', key: 'customisationsRequired' },
        { path: 'body.tip.amount', key: 'tooSmall', params: { min: 0 } },
      ]),
    );
    expect(problems.fields).toEqual({
      roomNumber: { key: 'messages.roomNumberIncorrect' },
      tableCode: { key: 'messages.tableCodeIncorrect' },
      'tip.amount': { key: 'errors:keys.tooSmall', values: { min: 0 } },
    });
    expect(problems.lines).toEqual({ 1: [{ key: 'messages.customisationsRequired' }] });
    expect(problems.banner).toEqual({ key: 'errors.checkForm' });
  });

  it('explains unavailable items per line, and availability with SPEC section 8', () => {
    const unavailable = new HttpError(409, {
      code: 'ITEM_UNAVAILABLE',
      message: 'this item is sold out',
      details: [
        { path: 'body.lines.0.itemId', key: 'itemSoldOut' },
        { path: 'body.lines.2.itemId', key: 'itemNotOnPickupMenu' },
        { path: 'body.lines.2.modifierIds', key: 'modifierUnavailable', params: { name: 'Oat milk' } },
      ],
    });
    expect(serverProblems(unavailable)).toEqual({
      fields: {},
      lines: { 0: [{ key: 'lines.soldOut' }], 2: [{ key: 'lines.notOnPickupMenu' }, { key: 'lines.modifierUnavailable', values: { name: 'Oat milk' } }] },
      banner: { key: 'errors.itemsUnavailable' },
    });
    const closed = new HttpError(409, { code: 'NOT_ACCEPTING_PICKUP', message: 'the restaurant is not accepting pickup orders' });
    expect(serverProblems(closed).banner).toEqual({ key: 'availability.NOT_ACCEPTING_PICKUP' });
  });

  it('leaves card problems to the card form, and says so beside "Place order"', () => {
    const invalid = new HttpError(400, {
      code: 'CARD_INVALID',
      message: 'The card number is not valid',
      details: [{ path: 'body.card.number', key: 'cardNumberInvalid' }],
    });
    expect(serverProblems(invalid)).toEqual({ fields: {}, lines: {}, banner: { key: 'errors.checkForm' } });
    expect(cardErrorsOf(invalid)).toEqual({ fields: { number: { key: 'errors.number' } }, card: null });
    const declined = new HttpError(402, { code: 'PAYMENT_DECLINED', message: 'Your card was declined' });
    expect(serverProblems(declined)).toEqual({ fields: {}, lines: {}, banner: { key: 'errors.cardDeclined' } });
    expect(cardErrorsOf(declined)).toEqual({ fields: {}, card: { key: 'errors.declined' } });
  });

  it('says "check your connection" when there was no answer at all', () => {
    expect(serverProblems(new TypeError('Failed to fetch')).banner).toEqual({ key: 'errors.network' });
    expect(serverProblems(new HttpError(500, null)).banner).toEqual({ key: 'errors.generic' });
  });
});
