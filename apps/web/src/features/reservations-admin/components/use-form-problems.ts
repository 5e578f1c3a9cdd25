import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/http/use-error-text';
import type { TFormProblems } from '../lib/forms';

/** Turns a form's problems into sentences: shared error keys through the errors namespace, the screen's own through its namespace. */
export function useFormProblems(): (problems: TFormProblems) => Record<string, string> {
  const { t } = useTranslation('reservations-admin');
  const { text } = useErrorText();
  return (problems) => Object.fromEntries(Object.entries(problems).map(([path, problem]) => [path, 'error' in problem ? text(problem.error) : t(problem.own)]));
}
