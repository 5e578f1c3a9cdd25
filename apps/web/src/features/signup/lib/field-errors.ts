/** The part of a zod issue we need; keeps this module free of zod itself. */
export type TIssue = { code: string; path: readonly PropertyKey[] };

/**
 * Client-side checks run the same shared zod schemas the API uses; this turns their issues into
 * translated messages (i18n keys), one per top-level field, first issue wins.
 */
export function fieldErrorKeys(issues: readonly TIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field in errors) continue;
    errors[field] = keyFor(field, issue.code);
  }
  return errors;
}

function keyFor(field: string, code: string): string {
  if (field === 'password') return 'validation.weakPassword';
  if (field === 'email') return code === 'too_small' ? 'validation.required' : 'validation.email';
  if (field === 'openingHours') return 'validation.time';
  if (field === 'timeZone') return 'validation.timeZone';
  if (field.endsWith('Color')) return 'validation.colour';
  if (field === 'orderFee') return code === 'too_big' ? 'validation.amountTooLarge' : 'validation.amount';
  if (code === 'too_small') return 'validation.required';
  if (code === 'too_big') return 'validation.tooLong';
  if (code === 'invalid_format') return 'validation.textPattern';
  return 'validation.invalid';
}
