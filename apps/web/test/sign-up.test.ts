import { describe, expect, it } from 'vitest';
import { defaultOpeningHours } from '@menudelite/shared/restaurant/opening-hours';
import { accountErrors, brandErrors, hoursErrors, orderingBody, orderingErrors, venueErrors, type TOrderingValues } from '../src/features/signup/lib/step-form';
import { copyDayToAll, formToHours, hoursToForm, invalidDays } from '../src/components/opening-hours/hours-form';
import { logoFileProblem } from '../src/features/signup/lib/logo-file';
import { orderFeeText, parseOrderFee } from '../src/features/signup/lib/order-fee';
import { canOpenStep, resumeStep } from '../src/features/signup/lib/sign-up-steps';

describe('sign-up steps (signUpStep = steps done, 6 = finished)', () => {
  it('resumes at the first step not done', () => {
    expect(resumeStep(1)).toBe(2);
    expect(resumeStep(4)).toBe(5);
    expect(resumeStep(5)).toBe(6);
    expect(resumeStep(6)).toBe(6);
  });

  it('opens done steps and the next one, never the account or a skipped step', () => {
    expect(canOpenStep(1, 3)).toBe(false);
    expect([2, 3, 4].map((s) => canOpenStep(s, 3))).toEqual([true, true, true]);
    expect(canOpenStep(5, 3)).toBe(false);
  });
});

/** Step 5's values with this typed fee. */
const ordering = (orderFee: string): TOrderingValues => ({
  allowsDineIn: true,
  allowsPickUp: false,
  allowsDelivery: false,
  allowsGuestCheckout: true,
  allowsPayLater: false,
  allowsOfflinePayments: false,
  orderFee,
});

describe('sign-up step validation: the API schemas, worded by the shared error keys', () => {
  it('names each bad account field by the key the server would answer', () => {
    expect(accountErrors({ accountType: 'venue', fullName: '', email: 'nope', password: 'weak' })).toEqual({
      fullName: { key: 'keys.required' },
      email: { key: 'keys.invalidEmail' },
      password: { key: 'keys.passwordWeak', values: { min: 8 } },
    });
    expect(accountErrors({ accountType: 'customer', fullName: 'Ana', email: '  ', password: 'Str0ng!pass' })).toEqual({ email: { key: 'keys.required' } });
    expect(accountErrors({ accountType: 'venue', fullName: 'Ana', email: 'Ana@Example.com ', password: 'Str0ng!pass' })).toEqual({});
  });

  const venue = { isHotel: false, name: 'Harbour Cafe', address: '1 Quay', currency: 'eur', defaultLanguage: 'en', timeZone: 'Europe/Lisbon' } as const;

  it('explains text with forbidden characters, too long text and an unknown time zone', () => {
    expect(venueErrors(venue)).toEqual({});
    expect(venueErrors({ ...venue, name: 'Bad <b>', address: 'x'.repeat(301), timeZone: 'Mars/Base' })).toEqual({
      name: { key: 'keys.textPattern' },
      address: { key: 'keys.tooLong', values: { max: 300 } },
      timeZone: { key: 'keys.invalidTimeZone' },
    });
    expect(venueErrors({ ...venue, name: '' })).toEqual({ name: { key: 'keys.required' } });
  });

  it('refuses colours that are not #rrggbb', () => {
    expect(brandErrors({ primaryColor: 'red', secondaryColor: '#000000', backgroundColor: '#fff' })).toEqual({
      primaryColor: { key: 'keys.invalidColour' },
      backgroundColor: { key: 'keys.invalidColour' },
    });
    expect(brandErrors({ primaryColor: '#1f6f5c', secondaryColor: '#000000', backgroundColor: '#FFFFFF' })).toEqual({});
  });

  it('flags the hours as a whole when a day is incomplete (the rows say which)', () => {
    const days = hoursToForm(defaultOpeningHours());
    expect(hoursErrors({ days })).toEqual({});
    expect(hoursErrors({ days: days.map((d) => (d.weekday === 2 ? { ...d, closes: d.opens } : d)) })).toEqual({ days: { key: 'keys.invalidTime' } });
  });

  it('sends the typed fee in minor units of the venue currency', () => {
    expect(orderingErrors(ordering('0,50'), 'eur')).toEqual({});
    expect(orderingBody(ordering('0,50'), 'eur')).toMatchObject({ step: 5, orderFee: 50, allowsDineIn: true });
    expect(orderingBody(ordering(''), 'usd').orderFee).toBe(0);
  });

  it('says why a typed fee is refused, and caps it per currency as the server does', () => {
    expect(orderingErrors(ordering('abc'), 'eur')).toEqual({ orderFee: { key: 'keys.notANumber' } });
    expect(orderingErrors(ordering('-1'), 'eur')).toEqual({ orderFee: { key: 'keys.tooSmall', values: { min: 0 } } });
    expect(orderingErrors(ordering('0.505'), 'eur')).toEqual({ orderFee: { key: 'keys.atMostTwoDecimals' } });
    expect(orderingErrors(ordering('1000'), 'eur')).toEqual({});
    expect(orderingErrors(ordering('1000.01'), 'eur')).toEqual({ orderFee: { key: 'keys.orderFeeTooHigh', values: { max: 1000 } } });
    expect(orderingErrors(ordering('2000'), 'idr')).toEqual({});
    expect(orderingErrors(ordering('10000001'), 'idr')).toEqual({ orderFee: { key: 'keys.orderFeeTooHigh', values: { max: 10_000_000 } } });
  });
});

describe('opening hours form', () => {
  it('round-trips the venue hours, keeping extra intervals', () => {
    const hours = defaultOpeningHours();
    hours[0]!.intervals.push({ opens: '18:00', closes: '23:00' });
    hours[6]!.intervals = [];
    const form = hoursToForm(hours);
    expect(form[6]!.open).toBe(false);
    expect(formToHours(form)).toEqual(hours);
  });

  it('flags open days without two different times', () => {
    const form = hoursToForm(defaultOpeningHours()).map((d) => (d.weekday === 2 ? { ...d, closes: d.opens } : d.weekday === 3 ? { ...d, opens: '' } : d));
    expect(invalidDays(form)).toEqual([2, 3]);
  });

  it('accepts 00:00 to 00:00, a venue open around the clock', () => {
    const form = hoursToForm(defaultOpeningHours()).map((d) => ({ ...d, opens: '00:00', closes: '00:00' }));
    expect(invalidDays(form)).toEqual([]);
  });

  it('copies Monday to every day', () => {
    const form = hoursToForm(defaultOpeningHours()).map((d) => (d.weekday === 1 ? { ...d, opens: '07:30' } : { ...d, open: false }));
    expect(copyDayToAll(form, 1).every((d) => d.open && d.opens === '07:30')).toBe(true);
  });
});

describe('order fee input', () => {
  it('reads typed amounts into minor units, IDR included', () => {
    expect(parseOrderFee('0.50', 'eur')).toBe(50);
    expect(parseOrderFee('1,25', 'gbp')).toBe(125);
    expect(parseOrderFee('', 'usd')).toBe(0);
    expect(parseOrderFee('2000', 'idr')).toBe(200_000_000);
    expect(parseOrderFee('abc', 'eur')).toBeNull();
    expect(parseOrderFee('-1', 'eur')).toBeNull();
    expect(parseOrderFee('0.505', 'eur')).toBeNull();
  });

  it('shows the saved fee in the same plain form', () => {
    expect(orderFeeText(50, 'eur')).toBe('0.50');
    expect(parseOrderFee(orderFeeText(123_456, 'usd'), 'usd')).toBe(123_456);
  });
});

describe('logoFileProblem', () => {
  it('accepts the four image types up to 5 MB', () => {
    expect(logoFileProblem({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(logoFileProblem({ type: 'image/webp', size: 10 })).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(logoFileProblem({ type: 'image/svg+xml', size: 10 })).toBe('wrongType');
    expect(logoFileProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe('tooLarge');
  });
});
