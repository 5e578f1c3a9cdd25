import { Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TPopup, TWelcomeScreen } from '@menudelite/shared/menu/settings';
import type { TFieldErrors } from '../lib/branding-form';
import { ImageUrlField } from './image-url-field';

/** The welcome screen diners tap through on /eat/:tableCode. */
export function WelcomeScreenFields({ value, onChange, errors }: { value: TWelcomeScreen; onChange: (value: TWelcomeScreen) => void; errors: TFieldErrors }) {
  const { t } = useTranslation('venue-settings');
  const error = (field: string) => (errors[`welcomeScreen.${field}`] ? t(errors[`welcomeScreen.${field}`]!) : undefined);
  return (
    <Stack gap="xs">
      <Switch label={t('branding.welcomeEnabled')} checked={value.enabled} onChange={(e) => onChange({ ...value, enabled: e.currentTarget.checked })} />
      <TextInput
        label={t('branding.messageTitle')}
        value={value.title}
        onChange={(e) => onChange({ ...value, title: e.currentTarget.value })}
        error={error('title')}
        data-testid="welcome-title"
      />
      <Textarea
        label={t('branding.message')}
        autosize
        minRows={2}
        value={value.message}
        onChange={(e) => onChange({ ...value, message: e.currentTarget.value })}
        error={error('message')}
      />
    </Stack>
  );
}

/** A message shown once per visit over the diner's menu (an offer, a notice), with an optional image. */
export function PopupFields({ value, onChange, errors }: { value: TPopup; onChange: (value: TPopup) => void; errors: TFieldErrors }) {
  const { t } = useTranslation('venue-settings');
  const error = (field: string) => (errors[`popup.${field}`] ? t(errors[`popup.${field}`]!) : undefined);
  return (
    <Stack gap="xs">
      <Switch label={t('branding.popupEnabled')} checked={value.enabled} onChange={(e) => onChange({ ...value, enabled: e.currentTarget.checked })} />
      <TextInput
        label={t('branding.messageTitle')}
        value={value.title}
        onChange={(e) => onChange({ ...value, title: e.currentTarget.value })}
        error={error('title')}
      />
      <Textarea
        label={t('branding.message')}
        autosize
        minRows={2}
        value={value.message}
        onChange={(e) => onChange({ ...value, message: e.currentTarget.value })}
        error={error('message')}
      />
      <ImageUrlField label={t('branding.popupImage')} value={value.imageUrl} onChange={(imageUrl) => onChange({ ...value, imageUrl })} testId="popup-image" />
    </Stack>
  );
}
