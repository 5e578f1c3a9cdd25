import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZPasswordSchema } from '../src/auth/contracts.ts';
import { ERROR_CODES, ERROR_KEYS, ZErrorResponseSchema, englishMessage, isErrorKey } from '../src/errors.ts';
import { ERROR_MESSAGES } from '../src/errors/messages.ts';
import { issueKeys } from '../src/errors/zod-issues.ts';
import { ZTextSchema, ZColorSchema } from '../src/lib/text.ts';
import { ZModifierGroupCreateSchema } from '../src/menu/modifier-groups.ts';
import { ZNutritionSchema } from '../src/menu/nutrition.ts';
import { ZOpeningHoursSchema } from '../src/restaurant/opening-hours.ts';
import { ZTimeZoneSchema } from '../src/restaurant/contracts.ts';

/** SPEC sections 5 and 8, word for word: each must be the English sentence of some key. */
const SPEC_SENTENCES = [
  'please enter room number',
  'please enter your email',
  'please fill in all fields',
  'please complete all the fields',
  'please fill in your name',
  'please select your pickup time',
  'please enter your table code',
  'please enter your room number',
  'please enter room number or checkout as visitor',
  'please specify your email',
  'please select a gift card to purchase',
  'please select a subscription to purchase',
  'please select the required customisations for an item',
  'incorrect room number',
  'incorrect email format',
  'incorrect name format',
  'incorrect phone number format',
  'incorrect address format',
  'Amount to pay must be at least {min}',
  'Remaining amount must be at least {min}',
  'you cannot leave an amount remaining smaller than {min}',
  'Tips cannot be paid with membership points',
  'A minimum order value applies to delivery orders',
  'Status code incorrect - {status}',
  'Error fetching fonts',
  'the restaurant is not accepting orders',
  'the restaurant is not accepting pickup orders',
  'the restaurant is not accepting delivery orders',
];

const body = (key: string) => ({ error: { code: 'VALIDATION_FAILED', message: 'x', details: [{ path: 'body.a', key }] } });

function keysOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  return result.error!.issues.flatMap((issue) => issueKeys(issue, { root: input })).map(({ path, key, params }) => ({ path: path.join('.'), key, params }));
}

describe('error keys', () => {
  it('give every key a non-empty English sentence', () => {
    for (const key of ERROR_KEYS) expect(ERROR_MESSAGES[key].trim(), key).not.toBe('');
    expect(new Set(ERROR_KEYS).size).toBe(ERROR_KEYS.length);
  });

  it('make every error code a key', () => {
    for (const code of ERROR_CODES) expect(isErrorKey(code), code).toBe(true);
  });

  it('hold every SPEC section 5 and 8 message', () => {
    const sentences = new Set<string>(Object.values(ERROR_MESSAGES));
    for (const sentence of SPEC_SENTENCES) expect(sentences.has(sentence), sentence).toBe(true);
  });

  it('fill params into the English sentence', () => {
    expect(englishMessage('tooLong', { max: 120 })).toBe('must be at most 120 characters');
    expect(englishMessage('statusCodeIncorrect', { status: 503 })).toBe('Status code incorrect - 503');
  });

  it('refuse a detail whose key is not in the enum', () => {
    expect(ZErrorResponseSchema.safeParse(body('tooLong')).success).toBe(true);
    expect(ZErrorResponseSchema.safeParse(body('somethingMadeUp')).success).toBe(false);
  });
});

describe('zod issues as keys', () => {
  it('key text: missing, empty, too long, characters outside the SPEC pattern', () => {
    const schema = z.object({ name: ZTextSchema(10) });
    expect(keysOf(schema, {})).toEqual([{ path: 'name', key: 'required', params: undefined }]);
    expect(keysOf(schema, { name: '' })[0]).toMatchObject({ key: 'required' });
    expect(keysOf(schema, { name: 'x'.repeat(11) })).toEqual([{ path: 'name', key: 'tooLong', params: { max: 10 } }]);
    expect(keysOf(schema, { name: '<b>' })).toEqual([{ path: 'name', key: 'textPattern', params: undefined }]);
  });

  it('key numbers, lists, enums, unknown fields', () => {
    const schema = z.strictObject({ n: z.number().int().min(1).max(9), tags: z.array(z.string()).max(2), kind: z.enum(['a', 'b']) });
    const keys = keysOf(schema, { n: 1.5, tags: ['a', 'b', 'c'], kind: 'c', extra: true });
    expect(keys).toEqual([
      { path: 'n', key: 'notInteger', params: undefined },
      { path: 'tags', key: 'tooMany', params: { max: 2 } },
      { path: 'kind', key: 'invalidEnum', params: undefined },
      { path: 'extra', key: 'unknownField', params: undefined },
    ]);
    expect(keysOf(z.object({ n: z.number().min(1) }), { n: 0 })).toEqual([{ path: 'n', key: 'tooSmall', params: { min: 1 } }]);
    expect(keysOf(z.object({ n: z.number() }), { n: 'abc' })).toEqual([{ path: 'n', key: 'notANumber', params: undefined }]);
  });

  it('key the refinements and patterns of the shared schemas by their own keys', () => {
    expect(keysOf(ZModifierGroupCreateSchema, { name: 'Size', min: 3, max: 1 })).toEqual([{ path: 'min', key: 'minAboveMax', params: undefined }]);
    expect(keysOf(ZNutritionSchema, { caloriesMin: 500, caloriesMax: 100 })).toEqual([{ path: 'caloriesMin', key: 'caloriesRange', params: undefined }]);
    expect(keysOf(ZPasswordSchema, 'weak')).toEqual([{ path: '', key: 'passwordWeak', params: { min: 8 } }]);
    expect(keysOf(ZColorSchema, 'red')[0]).toMatchObject({ key: 'invalidColour' });
    expect(keysOf(ZTimeZoneSchema, 'Mars/Olympus')[0]).toMatchObject({ key: 'invalidTimeZone' });
    const hours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, intervals: [{ opens: '25:00', closes: '22:00' }] }));
    expect(keysOf(ZOpeningHoursSchema, hours)[0]).toMatchObject({ path: '0.intervals.0.opens', key: 'invalidTime' });
  });
});
