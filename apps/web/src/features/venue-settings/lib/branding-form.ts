import { PROMO_BANNERS_MAX, ZBrandingSchema, type TBranding, type TPromoBanner } from '@menudelite/shared/menu/settings';

/** A banner as the form edits it: no image yet is allowed while editing, not when saving. */
export type TBannerForm = { imageUrl: string; title: string; link: string };
export type TBrandingForm = Omit<TBranding, 'promoBanners'> & { promoBanners: TBannerForm[] };

/** Dotted field path ("promoBanners.0.imageUrl") → i18n key of the venue-settings namespace. */
export type TFieldErrors = Record<string, string>;

export function brandingToForm(branding: TBranding): TBrandingForm {
  return { ...branding, promoBanners: branding.promoBanners.map((b) => ({ imageUrl: b.imageUrl, title: b.title, link: b.link ?? '' })) };
}

export const emptyBanner = (): TBannerForm => ({ imageUrl: '', title: '', link: '' });
export const canAddBanner = (form: TBrandingForm) => form.promoBanners.length < PROMO_BANNERS_MAX;

function keyFor(path: string, code: string): string {
  if (path.endsWith('Color')) return 'errors.colour';
  if (path.endsWith('.imageUrl') && path.startsWith('promoBanners')) return 'errors.bannerImage';
  if (path.endsWith('.link')) return 'errors.link';
  if (code === 'too_big') return 'errors.tooLong';
  return 'errors.invalid';
}

/** The form → the PATCH body (every field, checked with the API's own schema), or the field errors to show. */
export function brandingFormToBody(form: TBrandingForm): { ok: true; body: TBranding } | { ok: false; errors: TFieldErrors } {
  const promoBanners: TPromoBanner[] = form.promoBanners.map((banner) => ({
    imageUrl: banner.imageUrl,
    title: banner.title.trim(),
    link: banner.link.trim() === '' ? null : banner.link.trim(),
  }));
  const parsed = ZBrandingSchema.safeParse({
    ...form,
    primaryColor: form.primaryColor.toLowerCase(),
    secondaryColor: form.secondaryColor.toLowerCase(),
    backgroundColor: form.backgroundColor.toLowerCase(),
    promoBanners,
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: TFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in errors)) errors[path] = keyFor(path, issue.code);
  }
  return { ok: false, errors };
}

/** @mantine/form's `validate`: the same check, its field errors (i18n keys) or none. */
export function validateBrandingForm(form: TBrandingForm): TFieldErrors {
  const result = brandingFormToBody(form);
  return result.ok ? {} : result.errors;
}
