import type { TErrorKey, TErrorParams } from '@menudelite/shared/errors';
import { fieldErrors, issueErrors } from '../../../lib/http/error-text';
import type { TZodIssueLike } from '@menudelite/shared/errors/zod-issues';

/** A zod issue as the forms get it from safeParse. */
export type TIssue = TZodIssueLike;

/**
 * Field errors of a form: dotted field path ("name", "modifiers.0.price") → i18n key, of the
 * menu-admin namespace where it words the problem for this screen, else of the shared `errors` one.
 */
export type TFieldErrors = Record<string, string>;

/** Keys this screen words itself (menu-admin locales, errors.*). */
const OWN_WORDING: Partial<Record<TErrorKey, string>> = {
  required: 'errors.required',
  tooLong: 'errors.tooLong',
  tooMany: 'errors.tooMany',
  textPattern: 'errors.textPattern',
  minAboveMax: 'errors.minAboveMax',
  caloriesRange: 'errors.caloriesRange',
  invalidColour: 'errors.colour',
  invalidTime: 'errors.time',
  mustBeFuture: 'errors.soldOutTime',
  tooSmall: 'errors.number',
  tooBig: 'errors.number',
  mustBePositive: 'errors.number',
  notANumber: 'errors.number',
  notInteger: 'errors.number',
  atMostTwoDecimals: 'errors.number',
};

/** By key and field, never by the English message. A key with params this screen does not word falls back to 'invalid'. */
function keyFor(key: TErrorKey, path: string, params?: TErrorParams): string {
  const field = path.split('.').at(-1) ?? '';
  if (field === 'color') return 'errors.colour';
  if (field === 'opens' || field === 'closes') return 'errors.time';
  return OWN_WORDING[key] ?? (params ? 'errors.invalid' : `errors:keys.${key}`);
}

/** Client-side checks run the API's own zod schemas; their issues become translated field errors, first issue per field wins. */
export function issuesToErrors(issues: readonly TIssue[], input?: { root: unknown }): TFieldErrors {
  const errors: TFieldErrors = {};
  for (const [path, problem] of Object.entries(issueErrors(issues, input))) errors[path] = keyFor(problem.key, path, problem.params);
  return errors;
}

/**
 * A refusal from the API names its fields ("body.min") with keys; those become field errors too,
 * so a rule the server enforces (min above max after merging with the stored group) shows on its field.
 */
export function serverFieldErrors(error: unknown): TFieldErrors {
  const errors: TFieldErrors = {};
  for (const [path, problem] of Object.entries(fieldErrors(error))) errors[path] = keyFor(problem.key, path, problem.params);
  return errors;
}

/** Nutrition and similar optional numbers: '' → undefined, '12.5' → 12.5, anything else → NaN (an error). */
export function optionalNumber(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}
