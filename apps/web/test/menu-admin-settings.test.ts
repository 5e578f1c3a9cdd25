import { describe, expect, it } from 'vitest';
import type { TBranding } from '@menudelite/shared/menu/settings';
import { brandingFormToBody, brandingToForm, canAddBanner, emptyBanner, validateBrandingForm } from '../src/features/venue-settings/lib/branding-form';

const BRANDING: TBranding = {
  primaryColor: '#1F6F5C',
  secondaryColor: '#f2a541',
  backgroundColor: '#ffffff',
  logoUrl: null,
  coverImageUrl: '/media/r/cover-lg.webp',
  welcomeScreen: { enabled: true, title: 'Welcome', message: 'Order from your table.' },
  popup: { enabled: false, title: '', message: '', imageUrl: null },
  promoBanners: [{ imageUrl: '/media/r/b1-lg.webp', title: 'Happy hour', link: null }],
};

describe('the branding form (venue settings)', () => {
  it('sends every branding field back, colours in lower case, empty banner links as null', () => {
    const result = brandingFormToBody(brandingToForm(BRANDING));
    expect(result).toEqual({ ok: true, body: { ...BRANDING, primaryColor: '#1f6f5c' } });
  });

  it('names a banner without an image and a link that is neither a path nor https', () => {
    const form = brandingToForm(BRANDING);
    const withBad = {
      ...form,
      promoBanners: [...form.promoBanners, { ...emptyBanner(), title: 'New' }, { imageUrl: '/media/r/b3.webp', title: '', link: 'javascript:alert(1)' }],
    };
    const result = brandingFormToBody(withBad);
    expect(result).toEqual({ ok: false, errors: { 'promoBanners.1.imageUrl': 'errors.bannerImage', 'promoBanners.2.link': 'errors.link' } });
  });

  it('refuses a colour that is not #rrggbb and images from other sites', () => {
    const result = brandingFormToBody({ ...brandingToForm(BRANDING), secondaryColor: 'orange', logoUrl: 'https://evil.example/logo.png' });
    expect(!result.ok && result.errors).toEqual({ secondaryColor: 'errors.colour', logoUrl: 'errors.invalid' });
  });

  it('allows five promo banners and no more', () => {
    const five = { ...brandingToForm(BRANDING), promoBanners: Array.from({ length: 5 }, () => ({ imageUrl: '/media/r/b.webp', title: '', link: '' })) };
    expect(canAddBanner(five)).toBe(false);
    expect(brandingFormToBody(five).ok).toBe(true);
    expect(brandingFormToBody({ ...five, promoBanners: [...five.promoBanners, five.promoBanners[0]!] }).ok).toBe(false);
  });
});

describe('branding form validate (@mantine/form)', () => {
  it('has no errors for a good form and names a bad banner link', () => {
    expect(validateBrandingForm(brandingToForm(BRANDING))).toEqual({});
    const form = brandingToForm(BRANDING);
    expect(validateBrandingForm({ ...form, promoBanners: [{ ...form.promoBanners[0]!, link: 'javascript:alert(1)' }] })).toEqual({
      'promoBanners.0.link': 'errors.link',
    });
  });
});
