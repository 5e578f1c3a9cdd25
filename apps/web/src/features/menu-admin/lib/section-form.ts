import { ZMenuSectionCreateSchema, type TMenuSection, type TMenuSectionCreate } from '@menudelite/shared/menu/sections';
import { issuesToErrors, type TFieldErrors } from './form-errors';
import { cleanTranslations, type TTranslationsMap } from './translations';

export type TSectionForm = {
  title: string;
  description: string;
  isDrinks: boolean;
  isAvailable: boolean;
  translations: TTranslationsMap<'title' | 'description'>;
};

export function sectionToForm(section: TMenuSection | null): TSectionForm {
  return {
    title: section?.title ?? '',
    description: section?.description ?? '',
    isDrinks: section?.isDrinks ?? false,
    isAvailable: section?.isAvailable ?? true,
    translations: (section?.translations ?? {}) as TTranslationsMap<'title' | 'description'>,
  };
}

export function sectionFormToBody(form: TSectionForm): { ok: true; body: TMenuSectionCreate } | { ok: false; errors: TFieldErrors } {
  const parsed = ZMenuSectionCreateSchema.safeParse({ ...form, translations: cleanTranslations(form.translations) });
  return parsed.success ? { ok: true, body: parsed.data } : { ok: false, errors: issuesToErrors(parsed.error.issues) };
}

/** @mantine/form's `validate`: the same check, its field errors (i18n keys) or none. */
export function validateSectionForm(form: TSectionForm): TFieldErrors {
  const result = sectionFormToBody(form);
  return result.ok ? {} : result.errors;
}
