import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { readableTextOn } from '../../../lib/theme/contrast';
import type { TBrandingForm } from '../lib/branding-form';

/** How the branded welcome screen will look on a diner's phone, updated as the owner edits. */
export function WelcomePreview({ form, venueName }: { form: TBrandingForm; venueName: string }) {
  const { t } = useTranslation('venue-settings');
  const text = readableTextOn(form.backgroundColor);
  return (
    <div className="md-welcome-preview" style={{ background: form.backgroundColor }} aria-label={t('branding.previewLabel')} role="img">
      {form.coverImageUrl && <img src={form.coverImageUrl} alt="" className="md-welcome-cover" />}
      <Stack gap="xs" align="center" p="md">
        {form.logoUrl && <img src={form.logoUrl} alt="" className="md-welcome-logo" />}
        <Text fw={700} ta="center" c={text}>
          {form.welcomeScreen.title || venueName}
        </Text>
        {form.welcomeScreen.message && (
          <Text size="sm" ta="center" c={text}>
            {form.welcomeScreen.message}
          </Text>
        )}
        <Button size="xs" color={form.primaryColor} autoContrast tabIndex={-1} component="span">
          {t('branding.previewButton')}
        </Button>
        <div className="md-welcome-accent" style={{ background: form.secondaryColor }} />
      </Stack>
    </div>
  );
}
