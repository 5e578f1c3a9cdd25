import { describe, expect, it } from 'vitest';
import { ZSignUpRequestSchema } from '@menudelite/shared/auth/contracts';
import { ZBrandStepSchema, ZVenueStepSchema } from '@menudelite/shared/restaurant/contracts';
import { defaultOpeningHours } from '@menudelite/shared/restaurant/opening-hours';
import { fieldErrorKeys } from '../src/features/signup/lib/field-errors';
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

describe('fieldErrorKeys with the shared schemas', () => {
  it('names each bad account field with a translated message key', () => {
    const parsed = ZSignUpRequestSchema.safeParse({ accountType: 'venue', fullName: '', email: 'nope', password: 'weak' });
    expect(parsed.success).toBe(false);
    expect(fieldErrorKeys(parsed.error!.issues)).toEqual({
      fullName: 'validation.required',
      email: 'validation.email',
      password: 'validation.weakPassword',
    });
  });

  it('explains text with forbidden characters and bad colours', () => {
    const venue = ZVenueStepSchema.safeParse({
      step: 2,
      isHotel: false,
      name: 'Bad <b>',
      address: 'x',
      currency: 'eur',
      defaultLanguage: 'en',
      timeZone: 'Mars/Base',
    });
    expect(fieldErrorKeys(venue.error!.issues)).toEqual({ name: 'validation.textPattern', timeZone: 'validation.timeZone' });
    const brand = ZBrandStepSchema.safeParse({ step: 3, primaryColor: 'red', secondaryColor: '#000000', backgroundColor: '#fff' });
    expect(fieldErrorKeys(brand.error!.issues)).toEqual({ primaryColor: 'validation.colour', backgroundColor: 'validation.colour' });
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
