import { isHttpError } from '../../../lib/http/http-error';

/** The part of a zod issue we need; keeps this module free of zod itself. */
export type TIssue = { code: string; path: readonly PropertyKey[]; message?: string; origin?: string };

/** Field errors of a form: dotted field path ("name", "modifiers.0.price") → i18n key of the menu-admin namespace. */
export type TFieldErrors = Record<string, string>;

function keyForIssue(issue: TIssue): string {
  const field = String(issue.path.at(-1) ?? '');
  if (issue.message?.includes('greater than')) return field === 'caloriesMin' ? 'errors.caloriesRange' : 'errors.minAboveMax';
  if (field === 'color') return 'errors.colour';
  if (field === 'opens' || field === 'closes') return 'errors.time';
  const isNumber = issue.origin === 'number' || issue.origin === 'int';
  if (issue.code === 'too_small') return isNumber ? 'errors.number' : 'errors.required';
  if (issue.code === 'too_big') return isNumber ? 'errors.number' : issue.origin === 'array' ? 'errors.tooMany' : 'errors.tooLong';
  if (issue.code === 'invalid_format') return 'errors.textPattern';
  if (issue.code === 'invalid_type') return 'errors.number';
  return 'errors.invalid';
}

/** Client-side checks run the API's own zod schemas; their issues become translated field errors, first issue per field wins. */
export function issuesToErrors(issues: readonly TIssue[]): TFieldErrors {
  const errors: TFieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in errors)) errors[path] = keyForIssue(issue);
  }
  return errors;
}

/**
 * A 400 from the API names its fields as "body.min"; those become field errors too, so a rule
 * the server enforces (min above max after merging with the stored group) shows on its field.
 */
export function serverFieldErrors(error: unknown): TFieldErrors {
  if (!isHttpError(error) || error.status !== 400) return {};
  const errors: TFieldErrors = {};
  for (const detail of error.apiError?.details ?? []) {
    const path = detail.path.replace(/^body\.?/, '');
    if (path && !(path in errors)) errors[path] = detail.message.includes('greater than') ? 'errors.minAboveMax' : 'errors.invalid';
  }
  return errors;
}

/** Nutrition and similar optional numbers: '' → undefined, '12.5' → 12.5, anything else → NaN (an error). */
export function optionalNumber(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}
