import type { FormErrors } from '@mantine/form';
import type { TErrorText } from '../../../lib/http/error-text';
import { useErrorText } from '../../../lib/http/use-error-text';
import type { TStepErrors } from '../lib/step-form';

/** One field's problem in the current language (it follows a language switch while shown). */
export function FieldErrorText({ message }: { message: TErrorText }) {
  const { text, ready } = useErrorText();
  return ready ? text(message) : null;
}

/** A step's problems as @mantine/form errors: each one renders its shared error key in place. */
export function asFormErrors(errors: TStepErrors): FormErrors {
  return Object.fromEntries(Object.entries(errors).map(([path, message]) => [path, <FieldErrorText key={path} message={message} />]));
}
