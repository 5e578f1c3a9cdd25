import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBranding } from '@menudelite/shared/menu/settings';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useSaveBranding } from '../api/branding';
import { brandingFormToBody, brandingToForm, type TBrandingForm, type TFieldErrors } from '../lib/branding-form';
import { BrandColoursFields } from './brand-colours-fields';
import { ImageUrlField } from './image-url-field';
import { PopupFields, WelcomeScreenFields } from './message-fields';
import { PromoBannersEditor } from './promo-banners-editor';
import { WelcomePreview } from './welcome-preview';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section">
      <Title order={2} fz="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** Branding (SPEC section 9): colours, logo, cover, welcome screen, popup and five promo banners, saved together. */
export function BrandingForm({ branding, venueName }: { branding: TBranding; venueName: string }) {
  const { t } = useTranslation('venue-settings');
  const save = useSaveBranding();
  const [form, setForm] = useState<TBrandingForm>(() => brandingToForm(branding));
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [saved, setSaved] = useState(false);
  const set = <K extends keyof TBrandingForm>(field: K, value: TBrandingForm[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([path]) => path.split('.')[0] !== field)));
    setSaved(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = brandingFormToBody(form);
    if (!result.ok) return setErrors(result.errors);
    save.mutate(result.body, { onSuccess: () => setSaved(true) });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="branding-form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <Stack gap="md" className="md-span-2">
            <Block title={t('branding.colours')}>
              <BrandColoursFields form={form} onChange={(field, value) => set(field, value)} errors={errors} />
            </Block>
            <Block title={t('branding.images')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <ImageUrlField label={t('branding.logo')} value={form.logoUrl} onChange={(url) => set('logoUrl', url)} size="sm" testId="logo" />
                <ImageUrlField label={t('branding.cover')} value={form.coverImageUrl} onChange={(url) => set('coverImageUrl', url)} size="lg" testId="cover" />
              </SimpleGrid>
            </Block>
          </Stack>
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              {t('branding.preview')}
            </Text>
            <WelcomePreview form={form} venueName={venueName} />
          </Stack>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Block title={t('branding.welcome')}>
            <WelcomeScreenFields value={form.welcomeScreen} onChange={(value) => set('welcomeScreen', value)} errors={errors} />
          </Block>
          <Block title={t('branding.popup')}>
            <PopupFields value={form.popup} onChange={(value) => set('popup', value)} errors={errors} />
          </Block>
        </SimpleGrid>
        <Block title={t('branding.banners')}>
          <PromoBannersEditor banners={form.promoBanners} onChange={(banners) => set('promoBanners', banners)} errors={errors} />
        </Block>
        <ApiErrorAlert error={save.error} />
        <Group justify="flex-end" gap="sm" className="md-sticky-actions">
          {Object.keys(errors).length > 0 && (
            <Text size="sm" c="red" role="alert">
              {t('errors.fixFields')}
            </Text>
          )}
          {saved && (
            <Text size="sm" c="green" role="status">
              {t('saved')}
            </Text>
          )}
          <Button type="submit" loading={save.isPending} data-testid="branding-save">
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
