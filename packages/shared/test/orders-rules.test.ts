import { describe, expect, it } from 'vitest';
import { checkCheckoutFields } from '../src/orders/checkout-rules.ts';
import { ERROR_MESSAGES } from '../src/errors/messages.ts';
import { CHECKOUT_MESSAGES } from '../src/orders/checkout-messages.ts';
import { isPickupTimeAllowed, pickupSlots } from '../src/orders/pickup-slots.ts';
import { applyTransitionToCounts, canTransition, emptyCounts } from '../src/orders/status.ts';

const relaxed = { requiresCheckoutName: false, requiresCheckoutPhoneNo: false };
const keys = (problems: { key: string }[]) => problems.map((p) => p.key);

describe('checkCheckoutFields', () => {
  it('asks for what each order type needs, in the SPEC’s words', () => {
    expect(checkCheckoutFields({ type: 'dine_in', paymentMethod: 'pay_later' }, relaxed)).toEqual([
      { path: 'tableCode', key: 'tableCodeRequired', message: 'please enter your table code' },
    ]);
    expect(keys(checkCheckoutFields({ type: 'pickup', paymentMethod: 'cash' }, relaxed))).toEqual(['pickupTimeRequired', 'nameRequired']);
    expect(keys(checkCheckoutFields({ type: 'delivery', paymentMethod: 'cash', customer: { name: 'Dan' } }, relaxed))).toEqual([
      'fieldsRequired',
      'fieldsRequired',
    ]);
    expect(checkCheckoutFields({ type: 'room', paymentMethod: 'room' }, relaxed)).toEqual([
      { path: 'roomNumber', key: 'roomOrVisitorRequired', message: 'please enter room number or checkout as visitor' },
    ]);
    expect(keys(checkCheckoutFields({ type: 'room', checkoutAsVisitor: true, customer: { name: 'Vera' }, paymentMethod: 'room' }, relaxed))).toEqual([
      'roomChargeNeedsRoom',
    ]);
    expect(checkCheckoutFields({ type: 'room', roomNumber: '101', paymentMethod: 'room' }, relaxed)).toEqual([]);
    expect(keys(checkCheckoutFields({ type: 'room', checkoutAsVisitor: true, paymentMethod: 'cash' }, relaxed))).toEqual(['nameRequired']);
  });

  it('checks formats: e-mail, phone, name, room number, address', () => {
    const problems = checkCheckoutFields(
      { type: 'delivery', delivery: { address: 'x' }, customer: { name: 'A<b>', email: 'a@b', phone: '12' }, paymentMethod: 'cash' },
      relaxed,
    );
    expect(keys(problems)).toEqual(['addressIncorrect', 'nameIncorrect', 'emailIncorrect', 'phoneIncorrect']);
    expect(keys(checkCheckoutFields({ type: 'room', roomNumber: '#1', paymentMethod: 'room' }, relaxed))).toEqual(['roomNumberIncorrect']);
    expect(
      checkCheckoutFields(
        {
          type: 'dine_in',
          tableCode: 'x',
          customer: { name: 'Zoë O’Neil-Łukasz', email: 'zoe@example.com', phone: '+44 (20) 7946-0958' },
          paymentMethod: 'pay_later',
        },
        relaxed,
      ),
    ).toEqual([]);
  });

  it('follows the venue’s demands for name and phone, and wants card details for card payments', () => {
    const strict = { requiresCheckoutName: true, requiresCheckoutPhoneNo: true };
    expect(keys(checkCheckoutFields({ type: 'dine_in', tableCode: 'x', paymentMethod: 'card' }, strict))).toEqual([
      'nameRequired',
      'fieldsRequired',
      'cardDetailsRequired',
    ]);
    expect(checkCheckoutFields({ type: 'dine_in', tableCode: 'x', paymentMethod: 'card' }, relaxed, { requireCard: false })).toEqual([]);
  });

  it('makes every checkout message an error key with the same English, for translation by key', () => {
    for (const [key, message] of Object.entries(CHECKOUT_MESSAGES)) expect(ERROR_MESSAGES[key as keyof typeof ERROR_MESSAGES]).toBe(message);
  });
});

describe('pickup slots', () => {
  const venue = {
    timeZone: 'Europe/Malta',
    orderPrepTime: 20,
    openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, intervals: [{ opens: '09:00', closes: '22:00' }] })),
  };
  // Wednesday 2026-06-10 10:07 in Malta (UTC+2).
  const now = new Date('2026-06-10T08:07:00Z');

  it('start at now + prep time rounded up to 15 minutes and stay inside opening hours, in the venue’s zone', () => {
    const slots = pickupSlots(venue, now);
    expect(slots[0]).toBe('2026-06-10T08:30:00.000Z');
    expect(slots.at(-1)).toBe('2026-06-11T08:00:00.000Z');
    expect(slots).not.toContain('2026-06-10T20:00:00.000Z');
    expect(slots).toContain('2026-06-10T19:45:00.000Z');
  });

  it('accept a time that is now or later, inside opening hours, within a week', () => {
    expect(isPickupTimeAllowed('2026-06-10T12:30:00+02:00', venue, now)).toBe(true);
    expect(isPickupTimeAllowed('2026-06-10T07:00:00Z', venue, now)).toBe(false);
    expect(isPickupTimeAllowed('2026-06-10T23:30:00+02:00', venue, now)).toBe(false);
    expect(isPickupTimeAllowed('2026-06-30T12:00:00+02:00', venue, now)).toBe(false);
    expect(isPickupTimeAllowed('June 10 noon', venue, now)).toBe(false);
  });
});

describe('order states', () => {
  it('go forward one step, complete from any open state, cancel while open; final states stay final', () => {
    expect(canTransition('new', 'accepted')).toBe(true);
    expect(canTransition('new', 'ready')).toBe(false);
    expect(canTransition('new', 'completed')).toBe(true);
    expect(canTransition('ready', 'cancelled')).toBe(true);
    expect(canTransition('completed', 'cancelled')).toBe(false);
    expect(canTransition('cancelled', 'new')).toBe(false);
  });

  it('move one count from the old status to the new, never below zero (SPEC section 4)', () => {
    const counts = { ...emptyCounts(), new: 1 };
    expect(applyTransitionToCounts(counts, 'new', 'completed')).toMatchObject({ new: 0, completed: 1 });
    expect(applyTransitionToCounts(emptyCounts(), 'new', 'cancelled')).toMatchObject({ new: 0, cancelled: 1 });
  });
});
