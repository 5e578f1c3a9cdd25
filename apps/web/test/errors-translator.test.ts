import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZModifierGroupCreateSchema } from '@menudelite/shared/menu/modifier-groups';
import { ZNutritionSchema } from '@menudelite/shared/menu/nutrition';
import { errorSummary, fieldErrors, issueErrors, type TErrorText } from '../src/lib/http/error-text';
import { HttpError, type TApiErrorBody } from '../src/lib/http/http-error';
import { cardErrorsOf } from '../src/features/card-payment/lib/card-errors';
import { messageFor, serverProblems } from '../src/features/checkout/lib/messages';
import { issuesToErrors, serverFieldErrors } from '../src/features/menu-admin/lib/form-errors';

/**
 * The web translates errors by (code, key, params) only: these answers carry English that is
 * deliberately wrong ('IGNORED'), so any text matching would show in the results.
 */
const EN = import.meta.glob('../src/i18n/errors/en.json', { import: 'default', eager: true })['../src/i18n/errors/en.json'] as object;
const AR = import.meta.glob('../src/i18n/errors/ar.json', { import: 'default', eager: true })['../src/i18n/errors/ar.json'] as object;
const MENU_EN = import.meta.glob('../src/features/menu-admin/locales/en.json', { import: 'default', eager: true })[
  '../src/features/menu-admin/locales/en.json'
] as object;
const MENU_AR = import.meta.glob('../src/features/menu-admin/locales/ar.json', { import: 'default', eager: true })[
  '../src/features/menu-admin/locales/ar.json'
] as object;

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    fallbackLng: false,
    interpolation: { escapeValue: false },
    resources: { en: { errors: EN, 'menu-admin': MENU_EN }, ar: { errors: AR, 'menu-admin': MENU_AR } },
  });
});
const say = (text: TErrorText, lng = 'en') => i18n.t(text.key, { ns: 'errors', lng, ...text.values });
const refusal = (status: number, body: TApiErrorBody) => new HttpError(status, body, { error: body });

describe('the error translator', () => {
  it('says a code in the user’s language, never the API’s English', () => {
    const error = refusal(401, { code: 'INVALID_CREDENTIALS', message: 'IGNORED' });
    expect(say(errorSummary(error))).toBe('The e-mail or password is not correct.');
    expect(say(errorSummary(error), 'ar')).toMatch(/[\u0600-\u06ff]/);
    expect(say(errorSummary(error), 'ar')).not.toContain('INVALID_CREDENTIALS');
  });

  it('fills params into the sentence (tooLong {max}) and keys fields by path without "body."', () => {
    const error = refusal(400, {
      code: 'VALIDATION_FAILED',
      message: 'IGNORED',
      details: [
        { path: 'body.title', key: 'tooLong', params: { max: 120 }, message: 'IGNORED' },
        { path: 'body.modifiers.0.price', key: 'required' },
      ],
    });
    const fields = fieldErrors(error);
    expect(Object.keys(fields)).toEqual(['title', 'modifiers.0.price']);
    expect(say(fields.title!.text)).toBe('Please enter at most 120 characters.');
    expect(say(fields.title!.text, 'ar')).toContain('120');
    expect(say(errorSummary(error))).toBe('Some fields are not valid. Please check them.');
  });

  it('lets a single detail say what a broad code means (a clash: the name is taken; a limit: its number)', () => {
    const taken = refusal(409, { code: 'CONFLICT', message: 'IGNORED', details: [{ path: 'body.tableDisplayId', key: 'alreadyExists' }] });
    expect(say(errorSummary(taken))).toBe('This name is already in use. Please choose another.');
    const limit = refusal(409, { code: 'CONFLICT', message: 'IGNORED', details: [{ path: '', key: 'limitReached', params: { max: 200 } }] });
    expect(say(errorSummary(limit))).toBe('You have reached the limit of 200.');
  });

  it('says a whole-request validation problem (nothing to change) as itself', () => {
    const empty = refusal(400, { code: 'VALIDATION_FAILED', message: 'IGNORED', details: [{ path: 'body', key: 'nothingToChange' }] });
    expect(say(errorSummary(empty))).toBe('There is nothing to save: nothing was changed.');
  });

  it('has a sentence for a network failure, a bare status, and an unknown key', () => {
    expect(say(errorSummary(new TypeError('Failed to fetch')))).toMatch(/could not reach/i);
    expect(say(errorSummary(new HttpError(502, null)))).toBe('Status code incorrect - 502');
    expect(say(errorSummary(new HttpError(429, null)))).toMatch(/Too many attempts/);
    const future = refusal(400, { code: 'VALIDATION_FAILED', message: 'IGNORED', details: [{ path: 'body.x', key: 'somethingNew' as 'required' }] });
    expect(fieldErrors(future)).toEqual({});
  });

  it('gives client-side zod issues the same keys as the server', () => {
    const parsed = ZModifierGroupCreateSchema.safeParse({ name: 'Size', min: 3, max: 1 });
    const fields = issueErrors(parsed.error!.issues, { root: { name: 'Size', min: 3, max: 1 } });
    expect(fields.min).toMatchObject({ key: 'minAboveMax' });
  });
});

describe('checkout errors', () => {
  it('word SPEC keys in the checkout namespace and any other key in the shared one, with params', () => {
    expect(messageFor('nameRequired')).toEqual({ key: 'messages.nameRequired' });
    expect(messageFor('modifierUnavailable', { name: 'Oat milk' })).toEqual({ key: 'lines.modifierUnavailable', values: { name: 'Oat milk' } });
    expect(messageFor('tooLong', { max: 254 })).toEqual({ key: 'errors:keys.tooLong', values: { max: 254 } });
  });

  it("put a card refusal on the card field it names (the card form's own)", () => {
    const error = refusal(400, { code: 'CARD_INVALID', message: 'IGNORED', details: [{ path: 'body.card.expiry', key: 'cardExpiryInvalid' }] });
    expect(serverProblems(error).fields).toEqual({});
    expect(cardErrorsOf(error)?.fields).toEqual({ expiry: { key: 'errors.expiry' } });
  });

  it('show the delivery minimum with its amounts', () => {
    const error = refusal(422, {
      code: 'BELOW_MINIMUM_ORDER',
      message: 'IGNORED',
      details: [{ path: 'body.lines', key: 'belowMinimumOrderBy', params: { amount: '€5.00', minimum: '€20.00' } }],
    });
    const problems = serverProblems(error);
    expect(problems.banner).toEqual({ key: 'errors.belowMinimum' });
    expect(say(problems.fields.lines as TErrorText)).toBe('Add €5.00 more to order delivery (minimum €20.00).');
  });
});

describe('menu-admin form errors', () => {
  it('map by key: min above max from the server lands on min, in English and Arabic', () => {
    const error = refusal(400, { code: 'VALIDATION_FAILED', message: 'greater than IGNORED', details: [{ path: 'body.min', key: 'minAboveMax' }] });
    const errors = serverFieldErrors(error);
    expect(errors).toEqual({ min: 'errors.minAboveMax' });
    expect(i18n.t(errors.min!, { ns: 'menu-admin', lng: 'ar' })).toMatch(/[\u0600-\u06ff]/);
  });

  it('map calories out of order by key, not by the words "greater than"', () => {
    const parsed = ZNutritionSchema.safeParse({ caloriesMin: 900, caloriesMax: 100 });
    expect(issuesToErrors(parsed.error!.issues)).toEqual({ caloriesMin: 'errors.caloriesRange' });
  });

  it('fall back to the shared namespace for a key the screen does not word', () => {
    const error = refusal(400, { code: 'VALIDATION_FAILED', message: 'IGNORED', details: [{ path: 'body.recommendedItemIds', key: 'cannotRecommendItself' }] });
    const errors = serverFieldErrors(error);
    expect(errors).toEqual({ recommendedItemIds: 'errors:keys.cannotRecommendItself' });
    expect(i18n.t(errors.recommendedItemIds!, { ns: 'menu-admin' })).toBe('An item cannot recommend itself.');
  });
});
