import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's PasswordInput with a translated show/hide button. Its label avoids the word
 * "password" so the field itself is the only thing labelled that way.
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return <PasswordInput {...props} visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }} />;
}
