import type { FormErrors } from '@mantine/form';
import type { TErrorKey } from '@menudelite/shared/errors';
import { issueKeys, type TZodIssueLike } from '@menudelite/shared/errors/zod-issues';

/** The part of a zod issue a form needs; keeps this module free of zod itself. */
export type TFormIssue = TZodIssueLike;
type TParsable = { safeParse(input: unknown): { success: true } | { success: false; error: { issues: readonly TFormIssue[] } } };

/** The form namespaces' own wording (errors.*) for the shared error keys a form's fields meet. */
const FORM_WORDING: Partial<Record<TErrorKey, string>> = {
  required: 'errors.required',
  tooShort: 'errors.required',
  // A form field of the wrong type (a number input left empty, say) has nothing usable in it.
  invalidType: 'errors.required',
  tooLong: 'errors.tooLong',
  textPattern: 'errors.textPattern',
  invalidFormat: 'errors.textPattern',
  notANumber: 'errors.number',
  notInteger: 'errors.number',
  tooSmall: 'errors.number',
  tooBig: 'errors.number',
  mustBePositive: 'errors.number',
  atMostTwoDecimals: 'errors.number',
};

/**
 * The i18n key (errors.* in the form's namespace) for an issue, by the shared error key the server
 * would answer for it (errors/zod-issues.ts). Forms never show zod's English text.
 */
export function issueKey(issue: TFormIssue, input?: { root: unknown }): string {
  const [first] = issueKeys(issue, input);
  return (first && FORM_WORDING[first.key]) ?? 'errors.invalid';
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
    const input = toInput(values);
    const parsed = schema.safeParse(input);
    if (parsed.success) return {};
    const errors: FormErrors = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.');
      errors[path] ??= keyOf(issue) ?? issueKey(issue, { root: input });
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
