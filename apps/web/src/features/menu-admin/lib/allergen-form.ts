import { ZAllergenCreateSchema } from '@menudelite/shared/menu/allergens';
import { issuesToErrors, type TFieldErrors } from './form-errors';

/** @mantine/form's `validate` for a new allergen: the API's schema, its issues as this screen's keys. */
export function validateAllergen(values: { name: string; isDescriptor: boolean }): TFieldErrors {
  const parsed = ZAllergenCreateSchema.safeParse(values);
  return parsed.success ? {} : issuesToErrors(parsed.error.issues);
}
