import type { FormErrors } from '@mantine/form';

/** The part of a zod issue a form needs; keeps this module free of zod itself. */
export type TFormIssue = { code: string; path: readonly PropertyKey[]; origin?: string; expected?: string };
type TParsable = { safeParse(input: unknown): { success: true } | { success: false; error: { issues: readonly TFormIssue[] } } };

/**
 * The i18n key (errors.* in the form's namespace) for an issue. Forms never show zod's English
 * text: every error is a key, translated where it is shown.
 */
export function issueKey(issue: TFormIssue): string {
  const isNumber = issue.origin === 'number' || issue.origin === 'int';
  if (issue.code === 'invalid_type') return issue.expected === 'number' ? 'errors.number' : 'errors.required';
  if (issue.code === 'too_small') return isNumber ? 'errors.number' : 'errors.required';
  if (issue.code === 'too_big') return isNumber ? 'errors.number' : 'errors.tooLong';
  if (issue.code === 'invalid_format') return 'errors.textPattern';
  return 'errors.invalid';
}

/**
 * A `validate` for @mantine/form's useForm that runs one of the API's shared zod schemas, so the
 * browser refuses exactly what the server would. `toInput` maps the form's values (texts of
 * amounts, say) onto the request body; `keyOf` may name a field's own message. The first issue
 * of each field wins. (@mantine/form's own schemaResolver would hand back zod's English messages.)
 */
export function zodFormValidate<V>(
  schema: TParsable,
  toInput: (values: V) => unknown = (values) => values,
  keyOf: (issue: TFormIssue) => string | undefined = () => undefined,
): (values: V) => FormErrors {
  return (values) => {
    const parsed = schema.safeParse(toInput(values));
    if (parsed.success) return {};
    const errors: FormErrors = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.');
      errors[path] ??= keyOf(issue) ?? issueKey(issue);
    }
    return errors;
  };
}

/** An error key of the form, translated; for `error=` props. */
export function translatedError(t: (key: string) => string, error: unknown): string | undefined {
  return typeof error === 'string' && error !== '' ? t(error) : undefined;
}

/**
 * After a save, the form shows what the server stored ("3" typed comes back as "3.00") and that
 * becomes the clean state: a "Saved" note can then show while `isDirty()` is false.
 */
export function showSaved<V>(form: { setValues: (values: V) => void; resetDirty: (values: V) => void }, saved: V): void {
  form.setValues(saved);
  form.resetDirty(saved);
}
