import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBranding } from '@menudelite/shared/menu/settings';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useSaveBranding } from '../api/branding';
import { brandingFormToBody, brandingToForm, validateBrandingForm, type TBrandingForm, type TFieldErrors } from '../lib/branding-form';
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
  const form = useForm<TBrandingForm>({ mode: 'controlled', initialValues: brandingToForm(branding), validate: validateBrandingForm });
  const values = form.values;
  // Every error is an i18n key (validateBrandingForm only sets strings).
  const errors = form.errors as TFieldErrors;
  const set = <K extends keyof TBrandingForm>(field: K, value: TBrandingForm[K]) => {
    form.setValues({ [field]: value } as Partial<TBrandingForm>);
    // A field's errors go with any change to it (a banner's errors name the banner's index).
    form.setErrors(Object.fromEntries(Object.entries(form.errors).filter(([path]) => path.split('.')[0] !== field)));
    save.reset();
  };

  const submit = form.onSubmit((submitted) => {
    const result = brandingFormToBody(submitted);
    if (result.ok) save.mutate(result.body);
  });

  return (
    <form onSubmit={submit} noValidate data-testid="branding-form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <Stack gap="md" className="md-span-2">
            <Block title={t('branding.colours')}>
              <BrandColoursFields form={values} onChange={(field, value) => set(field, value)} errors={errors} />
            </Block>
            <Block title={t('branding.images')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <ImageUrlField label={t('branding.logo')} value={values.logoUrl} onChange={(url) => set('logoUrl', url)} size="sm" testId="logo" />
                <ImageUrlField
                  label={t('branding.cover')}
                  value={values.coverImageUrl}
                  onChange={(url) => set('coverImageUrl', url)}
                  size="lg"
                  testId="cover"
                />
              </SimpleGrid>
            </Block>
          </Stack>
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              {t('branding.preview')}
            </Text>
            <WelcomePreview form={values} venueName={venueName} />
          </Stack>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Block title={t('branding.welcome')}>
            <WelcomeScreenFields value={values.welcomeScreen} onChange={(value) => set('welcomeScreen', value)} errors={errors} />
          </Block>
          <Block title={t('branding.popup')}>
            <PopupFields value={values.popup} onChange={(value) => set('popup', value)} errors={errors} />
          </Block>
        </SimpleGrid>
        <Block title={t('branding.banners')}>
          <PromoBannersEditor banners={values.promoBanners} onChange={(banners) => set('promoBanners', banners)} errors={errors} />
        </Block>
        <ApiErrorAlert error={save.error} />
        <Group justify="flex-end" gap="sm" className="md-sticky-actions">
          {Object.keys(errors).length > 0 && (
            <Text size="sm" c="red" role="alert">
              {t('errors.fixFields')}
            </Text>
          )}
          {save.isSuccess && (
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
