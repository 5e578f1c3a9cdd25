import { ZEmployeeCreateSchema, ZEmployeeUpdateSchema, type TEmployee, type TEmployeeUpdate } from '@menudelite/shared/orders/employees';

export type TEmployeeForm = { name: string; displayId: string; pin: string };
export type TEmployeeFormErrors = Partial<Record<keyof TEmployeeForm, string>>;

export function formOf(employee: TEmployee | null): TEmployeeForm {
  return { name: employee?.name ?? '', displayId: employee?.displayId ?? '', pin: '' };
}

/** i18n keys (employees-admin namespace) per field, for the first problem of each. */
const ERROR_KEYS: Record<keyof TEmployeeForm, string> = { name: 'errors.name', displayId: 'errors.displayId', pin: 'errors.pin' };

/**
 * Checks the form with the API's own schema. A new employee needs a PIN; when editing, an empty
 * PIN keeps the current one (it is stored hashed and never shown).
 */
export function checkEmployeeForm(form: TEmployeeForm, isNew: boolean): { body: TEmployeeUpdate } | { errors: TEmployeeFormErrors } {
  const input = { name: form.name, displayId: form.displayId, ...(isNew || form.pin !== '' ? { pin: form.pin.trim() } : {}) };
  const parsed = (isNew ? ZEmployeeCreateSchema : ZEmployeeUpdateSchema).safeParse(input);
  if (parsed.success) return { body: parsed.data };
  const errors: TEmployeeFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof TEmployeeForm;
    errors[field] ??= ERROR_KEYS[field];
  }
  return { errors };
}

/** The same check as @mantine/form's `validate`: field → i18n key, empty when the form is fine. */
export function validateEmployeeForm(isNew: boolean) {
  return (form: TEmployeeForm): TEmployeeFormErrors => {
    const checked = checkEmployeeForm(form, isNew);
    return 'errors' in checked ? checked.errors : {};
  };
}
