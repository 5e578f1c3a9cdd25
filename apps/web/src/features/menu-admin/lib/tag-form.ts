import { ZTagCreateSchema, type TTag, type TTagCreate, type TWeeklyWindow } from '@menudelite/shared/menu/tags';
import { issuesToErrors, type TFieldErrors } from './form-errors';
import { cleanTranslations, type TTranslationsMap } from './translations';

export type TTagForm = {
  name: string;
  color: string;
  isMenuType: boolean;
  tagDiscountEnabled: boolean;
  discountPercent: number | string;
  tagAvailabilityEnabled: boolean;
  availabilityWindows: TWeeklyWindow[];
  translations: TTranslationsMap<'name'>;
};

export const DEFAULT_TAG_COLOUR = '#2a9d8f';

export function tagToForm(tag: TTag | null): TTagForm {
  return {
    name: tag?.name ?? '',
    color: tag?.color ?? DEFAULT_TAG_COLOUR,
    isMenuType: tag?.isMenuType ?? false,
    tagDiscountEnabled: tag?.tagDiscountEnabled ?? false,
    discountPercent: tag?.discountPercent ?? 0,
    tagAvailabilityEnabled: tag?.tagAvailabilityEnabled ?? false,
    availabilityWindows: tag?.availabilityWindows ?? [],
    translations: (tag?.translations ?? {}) as TTranslationsMap<'name'>,
  };
}

/** A new window starts on the day after the last one (Monday first), 12:00 to 15:00. */
export function nextWindow(windows: readonly TWeeklyWindow[]): TWeeklyWindow {
  const last = windows.at(-1);
  return { weekday: last ? (last.weekday % 7) + 1 : 1, opens: last?.opens ?? '12:00', closes: last?.closes ?? '15:00' };
}

export function tagFormToBody(form: TTagForm): { ok: true; body: TTagCreate } | { ok: false; errors: TFieldErrors } {
  const discount = typeof form.discountPercent === 'number' ? form.discountPercent : Number.NaN;
  const parsed = ZTagCreateSchema.safeParse({
    ...form,
    color: form.color.toLowerCase(),
    discountPercent: form.tagDiscountEnabled ? discount : 0,
    translations: cleanTranslations(form.translations),
  });
  return parsed.success ? { ok: true, body: parsed.data } : { ok: false, errors: issuesToErrors(parsed.error.issues) };
}

/** @mantine/form's `validate`: the same check, its field errors (i18n keys) or none. */
export function validateTagForm(form: TTagForm): TFieldErrors {
  const result = tagFormToBody(form);
  return result.ok ? {} : result.errors;
}
