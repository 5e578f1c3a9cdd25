import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGO_MAX_BYTES } from '@menudelite/shared/restaurant/contracts';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useUploadLogo } from '../api/upload-logo';
import { LOGO_ACCEPT, logoFileProblem } from '../lib/logo-file';

const MAX_MB = LOGO_MAX_BYTES / (1024 * 1024);

/** Uploads the logo as soon as it is chosen (PUT /api/restaurant/me/logo), so the preview shows the stored file. */
export function LogoUpload({ logoUrl }: { logoUrl: string | null }) {
  const { t } = useTranslation();
  const upload = useUploadLogo();
  const [problem, setProblem] = useState<'wrongType' | 'tooLarge' | null>(null);

  const choose = (file: File | null) => {
    if (!file) return;
    const found = logoFileProblem(file);
    setProblem(found);
    if (!found) upload.mutate(file);
  };

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} id="logo-label">
        {t('fields.logo')}
      </Text>
      <Group gap="md" wrap="nowrap">
        <Avatar src={logoUrl} alt={logoUrl ? t('fields.logo') : ''} size={64} radius="md" data-testid="logo-preview" />
        <Stack gap={4}>
          <FileButton
            onChange={choose}
            accept={LOGO_ACCEPT}
            inputProps={{ 'aria-labelledby': 'logo-label', 'data-testid': 'logo-input' } as React.ComponentProps<'input'>}
          >
            {(props) => (
              <Button {...props} variant="default" loading={upload.isPending}>
                {logoUrl ? t('signup.brand.replaceLogo') : t('signup.brand.uploadLogo')}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {t('signup.brand.logoHint', { mb: MAX_MB })}
          </Text>
        </Stack>
      </Group>
      {problem && (
        <Text size="sm" c="red" role="alert">
          {t(`signup.brand.logo.${problem}`, { mb: MAX_MB })}
        </Text>
      )}
      <ApiErrorAlert error={upload.error} />
    </Stack>
  );
}
